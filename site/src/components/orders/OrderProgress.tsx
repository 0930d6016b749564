import { useId } from 'react';
import type { OrderView } from '../../lib/orders.ts';
import { useLanguage, useWords } from '../../lib/words.tsx';
import { datesIn } from '../account/dates.ts';
import { cancellationLine, refundLines, timeline } from '../account/order-timeline.ts';
import './order-progress.css';

type Order = Pick<OrderView, 'cancellation' | 'refunds' | 'totalPaise'>;

/** Why the order was cancelled, and each refund with its reason: the account's card and the order's own page. */
export function RefundNotes({ order }: { order: Order }) {
  const words = useWords('orders');
  const refunds = refundLines(order.refunds, order.totalPaise, words, useLanguage());
  return (
    <>
      {order.cancellation && <p className="order-note">{cancellationLine(order.cancellation, words)}</p>}
      {refunds.length > 0 && (
        <ul className="order-refunds" aria-label={words.refunds}>
          {refunds.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** How the order got where it stands, oldest first, under a heading of `level`. */
export function OrderTimeline({
  order,
  headingLevel,
  className,
}: {
  order: Pick<OrderView, 'history'>;
  headingLevel: 2 | 4;
  className?: string;
}) {
  const words = useWords('orders');
  const dates = datesIn(useLanguage());
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <>
      <Heading className={className} id={headingId}>
        {words.timeline}
      </Heading>
      <ol className="timeline" aria-labelledby={headingId}>
        {timeline(order.history, words).map((step) => (
          <li key={`${step.label}-${step.at}`}>
            <span className="timeline__label">{step.label}</span> <time dateTime={step.at}>{dates.dateTime(step.at)}</time>
          </li>
        ))}
      </ol>
    </>
  );
}
