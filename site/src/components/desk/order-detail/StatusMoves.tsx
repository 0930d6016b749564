import { deliveryStatusLabel } from '@koolers/contracts/order-status';
import type { WordsOf } from '@koolers/contracts/words/index';
import { formatPaise } from '../../../lib/format.ts';
import { fill, useWords } from '../../../lib/words.tsx';
import type { DeliveryStatus, OrderDetail, Staff } from '../desk-api.ts';

type Priced = Pick<OrderDetail, 'paymentMethod' | 'totalPaise'>;

/** A delivery that also collects the order's cash moves money. */
export function collectsCash(to: DeliveryStatus, order: Priced): boolean {
  return to === 'delivered' && order.paymentMethod === 'cod';
}

/** A move's button, in the desk's words: the spec's "Confirm Order", and what a delivery collects. */
export function moveLabel(to: DeliveryStatus, order: Priced, words: WordsOf<'deskOrders'>): string {
  if (to === 'confirmed') return words.confirmOrder;
  if (to === 'out_for_delivery') return words.outForDelivery;
  if (to === 'delivered')
    return collectsCash(to, order) ? fill(words.deliveredCashCollected, { amount: formatPaise(order.totalPaise) }) : words.delivered;
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
  const words = useWords('deskOrders');
  const moves = order.nextStatuses.filter((to) => to !== 'cancelled');
  const canRefund = staff.role === 'owner' && order.refundablePaise > 0;
  return (
    <div className="desk-actions no-print">
      {moves.map((to) => (
        <button key={to} type="button" onClick={() => onMove(to)}>
          {moveLabel(to, order, words)}
        </button>
      ))}
      {canRefund && (
        <button type="button" className="button--light" onClick={() => onOpen('refund')}>
          {words.refund}
        </button>
      )}
      {order.nextStatuses.includes('cancelled') && (
        <button type="button" className="button--destructive desk-actions__apart" onClick={() => onOpen('cancel')}>
          {words.cancelOrder}
        </button>
      )}
    </div>
  );
}
