import type { Db } from '../db/database.ts';

/** The phone number the order was placed with (a WhatsApp answer about it must come from it); undefined when there is no such order. */
export function phoneOfOrder(db: Db, orderId: string) {
  return db.selectFrom('orders').select('customer_phone').where('id', '=', orderId).executeTakeFirst();
}
