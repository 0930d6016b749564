import { ORDER_STATUS_LABELS } from '@koolers/contracts/order-status';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderStatus } from '../db/schema.ts';
import { appendChange } from '../live/change-feed.ts';

/**
 * Every move an order may make. Anything else is refused: a paid order never goes back to
 * pending, a refunded one never becomes paid again.
 *
 * `payment_mismatch` is terminal and flagged for the shop: Razorpay took a payment that does not
 * pay this order (another amount, currency or Razorpay order), or one that arrived after the order
 * was cancelled. Staff refund it in Razorpay's dashboard; it is never paid.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'confirmed', 'cancelled', 'payment_mismatch'],
  paid: ['confirmed', 'refunded', 'cancelled'],
  confirmed: ['refunded', 'cancelled', 'out_for_delivery'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: ['refunded'],
  cancelled: ['refunded', 'payment_mismatch'],
  refunded: [],
  payment_mismatch: [],
};

/**
 * Moves the order desk may make by hand (the rest are made by payments: paid, and refunded when
 * Razorpay reports a refund processed), with the guard each one checks against the order. A guard
 * answers why the move is refused, or null when it is allowed.
 */
type DeskOrder = { status: OrderStatus; paymentMethod: 'razorpay' | 'cod' };
export const DESK_MOVES: Readonly<Partial<Record<OrderStatus, (order: DeskOrder) => string | null>>> = {
  confirmed: (order) =>
    order.status === 'pending' && order.paymentMethod !== 'cod' ? 'An online order can be confirmed only once it is paid.' : null,
  out_for_delivery: () => null,
  delivered: () => null,
  cancelled: () => null,
};

/** Why the desk may not move `order` to `to`, or null when it may. */
export function deskMoveRefusal(order: DeskOrder, to: OrderStatus): string | null {
  const guard = DESK_MOVES[to];
  if (!guard) return `An order is marked ${ORDER_STATUS_LABELS[to].toLowerCase()} by its payment, not from the desk.`;
  if (!canTransition(order.status, to)) {
    return `A ${ORDER_STATUS_LABELS[order.status].toLowerCase()} order cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`;
  }
  return guard(order);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Moves an order from `from` to `to` with one conditional UPDATE, so of several racing callers
 * exactly one wins, and records the move in the history and the change feed (the open desks).
 * Returns whether this call made the move. Outside a transaction it opens one.
 */
export async function transitionOrder(
  db: Executor,
  move: {
    orderId: string;
    from: OrderStatus;
    to: OrderStatus;
    actor: string;
    note?: string;
    set?: { razorpay_payment_id?: string; paid_at?: string; payment_error?: string };
  },
): Promise<boolean> {
  if (!canTransition(move.from, move.to)) throw new Error(`Illegal order transition ${move.from} → ${move.to}`);
  if (!db.isTransaction) return db.transaction().execute((trx) => transitionOrder(trx, move));
  const now = new Date().toISOString();
  const result = await db
    .updateTable('orders')
    .set({ status: move.to, updated_at: now, ...move.set })
    .where('id', '=', move.orderId)
    .where('status', '=', move.from)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await db
    .insertInto('order_status_history')
    .values({
      order_id: move.orderId,
      from_status: move.from,
      to_status: move.to,
      actor: move.actor,
      note: move.note ?? null,
      created_at: now,
    })
    .execute();
  await appendChange(db as Transaction<Database>, { topic: 'order', subjectId: move.orderId, kind: move.to });
  return true;
}
