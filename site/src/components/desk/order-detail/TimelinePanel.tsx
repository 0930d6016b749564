import { deliveryStatusLabel, paymentStatusLabel } from '@koolers/contracts/order-status';
import { useWords } from '../../../lib/words.tsx';
import type { OrderDetail } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';

/** Every status the order went through, who moved it and when, with the note the move carried. */
export function TimelinePanel({ order }: { order: OrderDetail }) {
  const words = useWords('deskOrders');
  return (
    <section className="desk-panel" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{words.statusTimeline}</h2>
      <ol className="desk-timeline">
        {order.timeline.map((entry) => (
          <li key={`${entry.at}-${entry.kind}-${entry.to}`}>
            {entry.kind === 'payment' ? words.payment : words.delivery}:{' '}
            <strong>{entry.kind === 'payment' ? paymentStatusLabel(entry.to) : deliveryStatusLabel(entry.to)}</strong> — {entry.by},{' '}
            {atTime(entry.at)}
            {entry.note && <div>{entry.note}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}
