import { useLinkIn, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { FilledWords } from './FilledWords.tsx';
import { paymentUrl } from './order-access.ts';

/**
 * What the review says after Pay: a failure (`retry` when pressing again may help), or a payment left
 * to make (a guest's with its link's key), naming the order by its number (`KC-1043`).
 */
export type Notice = {
  tone: 'error' | 'warning';
  message: string;
  orderId?: string;
  number?: string;
  orderKey?: string | undefined;
  retry?: boolean;
};

/** The notice above the review: an error (with Retry when it may help) or a warning, and the order's own page when there is one. */
export function ReviewNotice({ notice, busy, onRetry }: { notice: Notice | null; busy: boolean; onRetry: () => void }) {
  const words = useWords('checkout');
  const link = useLinkIn();
  return (
    <>
      <FormAlert
        message={notice?.tone === 'error' ? notice.message : ''}
        action={notice?.retry && !busy ? { label: words.retry, onClick: onRetry } : undefined}
      />
      <FormAlert tone="warning" message={notice?.tone === 'warning' ? notice.message : ''} />
      {notice?.orderId && (
        <p className="muted">
          <FilledWords
            template={words.orderPayFromItsPage}
            parts={{
              number: <span className="order-number">{notice.number}</span>,
              link: <a href={link(paymentUrl(notice.orderId, notice))}>{words.payFromItsPage}</a>,
            }}
          />
        </p>
      )}
    </>
  );
}
