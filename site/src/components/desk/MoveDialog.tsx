import { formatPaise } from '../../lib/format.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { DeliveryStatus, OrderRow } from './desk-api.ts';
import { DESK } from './desk-messages.ts';
import { moveLabel } from './order-detail/StatusMoves.tsx';

/** What a move needs to say what follows from it (a row of the list or the order's page). */
export type Movable = Pick<OrderRow, 'number' | 'paymentMethod' | 'totalPaise'> & { customer: { name: string; email: string } };

/** What follows from the move, in words: whom it emails, what money it counts, that it is not taken back. */
function consequence(to: DeliveryStatus, order: Movable) {
  const who = (
    <>
      {order.customer.name} is emailed at {order.customer.email}
    </>
  );
  const number = <strong>{order.number}</strong>;
  if (to === 'confirmed') {
    return (
      <p>
        Order {number} is confirmed to the customer: {who} that it is being prepared. It cannot be moved back to Unconfirmed.
      </p>
    );
  }
  if (to === 'out_for_delivery') {
    return (
      <p>
        Order {number} leaves with the rider: {who} that it is on its way. It cannot be moved back.
      </p>
    );
  }
  if (order.paymentMethod === 'cod') {
    return (
      <p>
        Order {number} is marked delivered and its {formatPaise(order.totalPaise)} in cash counted as in the shop's hands. The customer is
        emailed; neither can be undone.
      </p>
    );
  }
  return <p>Order {number} is marked delivered. It cannot be undone.</p>;
}

/**
 * Every move of an order's delivery asks first (each emails the customer, counts cash or cannot be
 * taken back): the title and button are the move's own words, the body says what follows.
 */
export function MoveDialog({
  to,
  order,
  onMove,
  onClose,
}: {
  to: DeliveryStatus;
  order: Movable;
  onMove: () => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog title={`${moveLabel(to, order)}?`} confirmLabel={moveLabel(to, order)} onConfirm={onMove} onClose={onClose}>
      {consequence(to, order)}
    </ConfirmDialog>
  );
}

/** The spec's success message, and whom the move emailed (confirming and sending out do). */
export function movedText(to: DeliveryStatus, email: string): string {
  return to === 'confirmed' || to === 'out_for_delivery' ? `${DESK.statusUpdated} ${email} is emailed.` : DESK.statusUpdated;
}
