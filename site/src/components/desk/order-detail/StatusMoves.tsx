import { deliveryStatusLabel } from '@koolers/contracts/order-status';
import { formatPaise } from '../../../lib/format.ts';
import type { DeliveryStatus, OrderDetail, Staff } from '../desk-api.ts';
import { DESK } from '../desk-messages.ts';

type Priced = Pick<OrderDetail, 'paymentMethod' | 'totalPaise'>;

/** A delivery that also collects the order's cash moves money. */
export function collectsCash(to: DeliveryStatus, order: Priced): boolean {
  return to === 'delivered' && order.paymentMethod === 'cod';
}

export function moveLabel(to: DeliveryStatus, order: Priced): string {
  if (to === 'confirmed') return DESK.confirmOrder;
  if (to === 'out_for_delivery') return 'Out for delivery';
  if (to === 'delivered') return collectsCash(to, order) ? `Delivered, ${formatPaise(order.totalPaise)} cash collected` : 'Delivered';
  return deliveryStatusLabel(to);
}

/**
 * The moves the status machine allows now, (owners, while money is left to give back) the refund,
 * and the cancellation: the one destructive button, on the order's own page, set apart at the far
 * end of the row so it is never the button beside "Confirm Order". The last two open their dialogs.
 */
export function StatusMoves({
  order,
  staff,
  onMove,
  onOpen,
}: {
  order: OrderDetail;
  staff: Staff;
  onMove: (to: DeliveryStatus) => void;
  onOpen: (dialog: 'cancel' | 'refund') => void;
}) {
  const moves = order.nextStatuses.filter((to) => to !== 'cancelled');
  const canRefund = staff.role === 'owner' && order.refundablePaise > 0;
  return (
    <div className="desk-actions no-print">
      {moves.map((to) => (
        <button key={to} type="button" onClick={() => onMove(to)}>
          {moveLabel(to, order)}
        </button>
      ))}
      {canRefund && (
        <button type="button" className="button--light" onClick={() => onOpen('refund')}>
          Refund
        </button>
      )}
      {order.nextStatuses.includes('cancelled') && (
        <button type="button" className="button--destructive desk-actions__apart" onClick={() => onOpen('cancel')}>
          Cancel order
        </button>
      )}
    </div>
  );
}
