import type { Kysely, Transaction } from 'kysely';
import type { Database, DeliveryStatus, PaymentStatus } from '../db/schema.ts';
import { appendChange } from '../live/change-feed.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Columns a move may set beside the status (the payment that paid the order, a failure's words). */
export type MoveSet = { razorpay_payment_id?: string; paid_at?: string; payment_error?: string };

export type StatusMove<S extends string> = {
  orderId: string;
  from: S;
  to: S;
  /** Who moved it: 'customer', 'razorpay-webhook', 'payment-verify', 'reconciler', 'admin:<id>', 'system'. */
  actor: string;
  note?: string | undefined;
  set?: MoveSet;
};

/**
 * Writes one move of one of an order's statuses: a conditional UPDATE (only from `from`, so of several
 * racing callers exactly one wins), its history row and its change-feed row (the open desks), in one
 * transaction (opened here when the caller has none). Whether the move is allowed is the caller's
 * check (payment-status.ts, delivery-status.ts): this only writes. Returns whether this call made it.
 */
export async function writeMove(
  db: Executor,
  kind: 'payment' | 'delivery',
  move: StatusMove<PaymentStatus> | StatusMove<DeliveryStatus>,
): Promise<boolean> {
  if (!db.isTransaction) return db.transaction().execute((trx) => writeMove(trx, kind, move));
  const now = new Date().toISOString();
  const result =
    kind === 'payment'
      ? await db
          .updateTable('orders')
          .set({ payment_status: move.to as PaymentStatus, updated_at: now, ...move.set })
          .where('id', '=', move.orderId)
          .where('payment_status', '=', move.from as PaymentStatus)
          .executeTakeFirst()
      : await db
          .updateTable('orders')
          .set({ delivery_status: move.to as DeliveryStatus, updated_at: now, ...move.set })
          .where('id', '=', move.orderId)
          .where('delivery_status', '=', move.from as DeliveryStatus)
          .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await db
    .insertInto('order_status_history')
    .values({
      order_id: move.orderId,
      kind,
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
