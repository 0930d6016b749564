import type { Db } from '../db/database.ts';

/** The shop-wide counts of orders that metrics/ reports when Prometheus scrapes. */

/** How many orders' payment did not match them, all time. */
export function mismatchedOrderCount(db: Db) {
  return db
    .selectFrom('orders')
    .select(db.fn.countAll<string>().as('n'))
    .where('payment_status', '=', 'mismatch')
    .executeTakeFirstOrThrow();
}

/** Orders per payment method, all time; with `paidOnly`, those with a recorded payment. */
export function ordersPerPaymentMethod(db: Db, { paidOnly }: { paidOnly: boolean }) {
  let counts = db.selectFrom('orders').select(['payment_method', db.fn.countAll<string>().as('n')]);
  if (paidOnly) counts = counts.where('paid_at', 'is not', null);
  return counts.groupBy('payment_method').execute();
}
