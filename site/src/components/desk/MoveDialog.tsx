import type { WordsOf } from '@koolers/contracts/words/index';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { DeliveryStatus, OrderRow } from './desk-api.ts';
import { fillNodes } from './fill-nodes.tsx';
import { moveLabel } from './order-detail/StatusMoves.tsx';

/** What a move needs to say what follows from it (a row of the list or the order's page). */
export type Movable = Pick<OrderRow, 'number' | 'paymentMethod' | 'totalPaise'> & { customer: { name: string; email: string } };

/** What follows from the move, in words: whom it emails, what money it counts, that it is not taken back. */
function consequence(to: DeliveryStatus, order: Movable, words: WordsOf<'deskOrders'>) {
  const number = <strong>{order.number}</strong>;
  const who = { number, name: order.customer.name, email: order.customer.email };
  if (to === 'confirmed') return <p>{fillNodes(words.movedConfirmed, who)}</p>;
  if (to === 'out_for_delivery') return <p>{fillNodes(words.movedOutForDelivery, who)}</p>;
  if (order.paymentMethod === 'cod') return <p>{fillNodes(words.movedDeliveredCash, { number, amount: formatPaise(order.totalPaise) })}</p>;
  return <p>{fillNodes(words.movedDelivered, { number })}</p>;
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
  const words = useWords('deskOrders');
  const label = moveLabel(to, order, words);
  return (
    <ConfirmDialog title={fill(words.moveTitle, { move: label })} confirmLabel={label} onConfirm={onMove} onClose={onClose}>
      {consequence(to, order, words)}
    </ConfirmDialog>
  );
}

/** The spec's success message, and whom the move emailed (confirming and sending out do). */
export function movedText(to: DeliveryStatus, email: string, words: WordsOf<'deskOrders'>): string {
  return to === 'confirmed' || to === 'out_for_delivery' ? fill(words.statusUpdatedAndEmailed, { email }) : words.statusUpdated;
}
