import type { Db } from '../../db/database.ts';

/**
 * The small reads the desk's use cases make of an order's row, kept here so that `orders/` is the
 * only folder that reads its tables. Each takes the database or the caller's transaction.
 */

/** The last payment failure Razorpay gave for the order (the detail shows it); undefined when there is no such order. */
export function deskOrderPaymentError(db: Db, orderId: string) {
  return db.selectFrom('orders').select(['payment_error']).where('id', '=', orderId).executeTakeFirst();
}

/** What the desk checks before moving an order or writing a note on it; undefined when there is no such order. */
export function deskMoveSubject(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'payment_status', 'delivery_status', 'payment_method', 'total_paise', 'customer_email', 'cod_confirmation'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The order's two statuses as they stand (in the caller's transaction, after a move); throws when there is no such order. */
export function orderStatusesNow(db: Db, orderId: string) {
  return db.selectFrom('orders').select(['delivery_status', 'payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** The columns the CSV export adds to the desk list's rows: the full address and Razorpay's payment id. */
export function orderCsvExtras(db: Db, orderIds: string[]) {
  return db.selectFrom('orders').select(['id', 'customer_address', 'razorpay_payment_id']).where('id', 'in', orderIds).execute();
}
