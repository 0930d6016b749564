import { fill, useWords } from '../../lib/words.tsx';
import { deliveryTone, paymentTone } from './order-badges.ts';
import { standing } from './order-timeline.ts';

/** An order's two statuses as badges coloured by what they mean, each with its words. */
export function StatusChips({ order }: { order: { paymentStatus: string; deliveryStatus: string } }) {
  const words = useWords('orders');
  const now = standing(order, words);
  return (
    <span className="order-chips">
      <span className="order-chip" data-tone={paymentTone(order.paymentStatus)}>
        {fill(words.paymentChip, { status: now.payment })}
      </span>{' '}
      <span className="order-chip" data-tone={deliveryTone(order.deliveryStatus)}>
        {fill(words.deliveryChip, { status: now.delivery })}
      </span>
    </span>
  );
}
