import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderStatus } from '../db/schema.ts';

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
  paid: ['confirmed', 'refunded'],
  confirmed: ['refunded', 'cancelled'],
  cancelled: ['payment_mismatch'],
  refunded: [],
  payment_mismatch: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Moves an order from `from` to `to` with one conditional UPDATE, so of several racing callers
 * exactly one wins, and records the move in the history. Returns whether this call made the move.
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
  return true;
}
