import { CALL_TO_CONFIRM, COD_CONFIRMATION_CHANNEL_WORDS, COD_CONFIRMATION_LABELS } from '@koolers/contracts/cod-rules';
import { useState } from 'react';
import { formatPaise } from '../../../lib/format.ts';
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
  const [asking, setAsking] = useState<PhoneAnswer | null>(null);
  const confirmation = order.codConfirmation;
  if (!confirmation) return null;
  const awaiting = confirmation.state === 'awaiting' && order.deliveryStatus === 'unconfirmed';

  if (!awaiting) {
    if (confirmation.state === 'awaiting') return null;
    const verb = confirmation.state === 'confirmed' ? 'Confirmed' : 'Cancelled';
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
        Asked {atTime(confirmation.askedAt)} by WhatsApp or SMS.{' '}
        {confirmation.callDue ? (
          <strong className="status status--call">{CALL_TO_CONFIRM}: no answer yet.</strong>
        ) : (
          'If they do not answer, the order is flagged for a call.'
        )}
      </p>
      <div className="desk-actions">
        <button type="button" onClick={() => setAsking('confirm')}>
          Confirmed by phone
        </button>
        <button type="button" className="button--destructive desk-actions__apart" onClick={() => setAsking('cancel')}>
          Cancelled by phone
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={asking === 'confirm' ? `Confirmed by phone: order ${order.number}?` : `Cancelled by phone: order ${order.number}?`}
          confirmLabel={asking === 'confirm' ? 'Confirmed by phone' : 'Cancelled by phone'}
          onConfirm={() => onAnswer(asking)}
          onClose={() => setAsking(null)}
        >
          {asking === 'confirm'
            ? `The customer said yes on the phone: the order is confirmed, goes on the dispatch sheet (${formatPaise(order.totalPaise)} to collect) and ${order.customerDetails.email} is told.`
            : `The customer asked on the phone to cancel it: the order is cancelled and ${order.customerDetails.email} is told. It cannot be undone.`}
        </ConfirmDialog>
      )}
    </section>
  );
}
