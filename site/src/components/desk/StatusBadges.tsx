import { deliveryStatusLabel, paymentStatusLabel } from '@koolers/contracts/order-status';
import { useWords } from '../../lib/words.tsx';

/** One status as a badge, coloured by what it asks of staff (to act, done, closed, a problem). */
export function StatusBadge({ kind, status }: { kind: 'payment' | 'delivery'; status: string }) {
  return (
    <span className={`status status--${status}`}>{kind === 'payment' ? paymentStatusLabel(status) : deliveryStatusLabel(status)}</span>
  );
}

/** An order's two badges, as Polaris shows them: where its money stands and where its delivery stands. */
export function StatusBadges({ order }: { order: { paymentStatus: string; deliveryStatus: string } }) {
  const words = useWords('deskOrders');
  return (
    <dl className="status-badges">
      <div>
        <dt>{words.payment}</dt>
        <dd>
          <StatusBadge kind="payment" status={order.paymentStatus} />
        </dd>
      </div>
      <div>
        <dt>{words.delivery}</dt>
        <dd>
          <StatusBadge kind="delivery" status={order.deliveryStatus} />
        </dd>
      </div>
    </dl>
  );
}
