import type { Db } from '../db/database.ts';
import { eraseOrdersPersonalData } from './order-erasure.ts';

/** How long after a guest order's last status change its personal fields are kept. */
export const GUEST_ORDER_RETENTION_DAYS = 365;

/** What is left of the name on a guest order erased after the retention period. */
export const ERASED_GUEST = 'Erased guest';

/** What is left of a text staff wrote about it. */
export const ERASED_AFTER_RETENTION = '[erased after the retention period]';

/** Orders erased per run at most: the job runs every minute, so a backlog drains in steps. */
const BATCH = 200;

/**
 * A guest has no account to erase, and the key of their order's link (which anyone they forwarded
 * the email to also holds) is no proof of who they are (review 3, F10). So the shop keeps a guest
 * order's personal fields for a year after its last status change (returns, refunds, disputes),
 * then erases them as an account's erasure does (order-erasure.ts). Only settled orders: delivered
 * or cancelled, no refund in flight. Returns how many orders were erased.
 */
export async function eraseIdleGuestOrders(db: Db, now: Date): Promise<number> {
  const idleSince = new Date(now.getTime() - GUEST_ORDER_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const due = await db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select('orders.id')
    .where('customers.kind', '=', 'guest')
    .where('orders.customer_name', '!=', ERASED_GUEST)
    .where('orders.delivery_status', 'in', ['delivered', 'cancelled'])
    .where('orders.payment_status', '!=', 'pending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_status_history')
            .select('order_status_history.order_id')
            .whereRef('order_status_history.order_id', '=', 'orders.id')
            .where('order_status_history.created_at', '>', idleSince),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('refunds')
            .select('refunds.order_id')
            .whereRef('refunds.order_id', '=', 'orders.id')
            .where('refunds.status', 'in', ['requested', 'unknown', 'pending']),
        ),
      ),
    )
    .limit(BATCH)
    .execute();
  const ids = due.map((row) => row.id);
  if (ids.length === 0) return 0;
  await db
    .transaction()
    .execute((trx) => eraseOrdersPersonalData(trx, ids, { name: ERASED_GUEST, staffText: ERASED_AFTER_RETENTION }, now.toISOString()));
  return ids.length;
}
