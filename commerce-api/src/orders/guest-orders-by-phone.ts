import type { Db } from '../db/database.ts';

/**
 * The orders a guest row holds that were placed with a phone number, for an account that verified
 * that number to take (customers/phone-orders.ts, issue 36). Each takes the database or the caller's
 * transaction.
 */
const guestOrders = (db: Db, phone: string) =>
  db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .where('customers.kind', '=', 'guest')
    .where('orders.customer_phone', '=', phone);

/** The guest orders placed with this number, newest first, at most `most`. */
export function guestOrdersWithPhone(db: Db, phone: string, most: number) {
  return guestOrders(db, phone)
    .select(['orders.id', 'orders.number', 'orders.created_at', 'orders.total_paise'])
    .orderBy('orders.created_at', 'desc')
    .limit(most)
    .execute();
}

/**
 * Moves to the account those of the chosen orders that are guest orders placed with this number
 * (in the caller's transaction); answers how many moved.
 */
export async function moveGuestOrdersToAccount(
  db: Db,
  phone: string,
  customerId: number,
  orderIds: string[],
  now: string,
): Promise<number> {
  const offered = await guestOrders(db, phone).select('orders.id').where('orders.id', 'in', orderIds).execute();
  if (offered.length === 0) return 0;
  const result = await db
    .updateTable('orders')
    .set({ customer_id: customerId, updated_at: now })
    .where(
      'id',
      'in',
      offered.map((row) => row.id),
    )
    // Still a guest's (another account racing for the same number's orders keeps what it took).
    .where('customer_id', 'in', (eb) => eb.selectFrom('customers').select('customers.id').where('customers.kind', '=', 'guest'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
