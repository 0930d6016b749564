import { CALL_TO_CONFIRM, COD_CONFIRMATION_CHANNEL_WORDS, COD_CONFIRMATION_LABELS } from '@koolers/contracts/cod-rules';
import { useState } from 'react';
import { formatPaise } from '../../../lib/format.ts';
import { fill, useWords } from '../../../lib/words.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import type { OrderDetail } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';

export type PhoneAnswer = 'confirm' | 'cancel';

/**
 * A COD order the owners' policy asked its customer to confirm: where the answer stands, the call
 * flag once the owners' window has passed, and, while it waits, what staff record after calling:
 * "Confirmed by phone" or "Cancelled by phone" (each asked first; the same exactly-once answer as
 * the customer's buttons).
 */
export function CodConfirmationPanel({ order, onAnswer }: { order: OrderDetail; onAnswer: (answer: PhoneAnswer) => Promise<void> }) {
  const words = useWords('deskOrders');
  const [asking, setAsking] = useState<PhoneAnswer | null>(null);
  const confirmation = order.codConfirmation;
  if (!confirmation) return null;
  const awaiting = confirmation.state === 'awaiting' && order.deliveryStatus === 'unconfirmed';

  if (!awaiting) {
    if (confirmation.state === 'awaiting') return null;
    const verb = confirmation.state === 'confirmed' ? words.codConfirmed : words.codCancelled;
    const by = confirmation.channel ? ` ${COD_CONFIRMATION_CHANNEL_WORDS[confirmation.channel]}` : '';
    return (
      <p className="cod-confirmation">
        {verb}
        {by}
        {confirmation.answeredAt ? ` ${atTime(confirmation.answeredAt)}` : ''}.
      </p>
    );
  }
  return (
    <section className="cod-confirmation no-print" aria-labelledby="cod-confirmation-heading">
      <h2 id="cod-confirmation-heading">{COD_CONFIRMATION_LABELS.awaiting}</h2>
      <p>
        {fill(words.codAsked, { at: atTime(confirmation.askedAt) })}{' '}
        {confirmation.callDue ? (
          <strong className="status status--call">{fill(words.codNoAnswerYet, { callToConfirm: CALL_TO_CONFIRM })}</strong>
        ) : (
          words.codCallIfNoAnswer
        )}
      </p>
      <div className="desk-actions">
        <button type="button" onClick={() => setAsking('confirm')}>
          {words.confirmedByPhone}
        </button>
        <button type="button" className="button--destructive desk-actions__apart" onClick={() => setAsking('cancel')}>
          {words.cancelledByPhone}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={fill(asking === 'confirm' ? words.confirmedByPhoneTitle : words.cancelledByPhoneTitle, { number: order.number })}
          confirmLabel={asking === 'confirm' ? words.confirmedByPhone : words.cancelledByPhone}
          onConfirm={() => onAnswer(asking)}
          onClose={() => setAsking(null)}
        >
          {asking === 'confirm'
            ? fill(words.confirmedByPhoneBody, { amount: formatPaise(order.totalPaise), email: order.customerDetails.email })
            : fill(words.cancelledByPhoneBody, { email: order.customerDetails.email })}
        </ConfirmDialog>
      )}
    </section>
  );
}
