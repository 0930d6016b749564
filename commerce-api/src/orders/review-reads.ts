import type { Db } from '../db/database.ts';

/**
 * What reviews/ asks of an order behind a review link ("was this delivered to this buyer, and what
 * did they buy"), kept here so that `orders/` is the only folder that reads its tables.
 */

/** The order's number, buyer and delivery status; undefined when there is no such order. */
export function orderToReview(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'customer_id', 'customer_name', 'delivery_status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The items of the order's lines (one row per line, in the order they were placed in), named in English and in the order's language. */
export function itemsOrdered(db: Db, orderId: string) {
  return db.selectFrom('order_lines').select(['ref', 'name', 'translated_name']).where('order_id', '=', orderId).orderBy('id').execute();
}
