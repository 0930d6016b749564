import { formatOrderNumber } from '@koolers/contracts/order-number';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { guestOrdersWithPhone, moveGuestOrdersToAccount } from '../orders/guest-orders-by-phone.ts';

/**
 * "One customer" (issue 36): once an account has verified its phone, the orders placed with that
 * number without an account (a guest checkout, or staff taking an order on the phone) can become
 * the account's. Only when the customer confirms, order by order; nothing is merged by itself. Only
 * orders a guest row owns move: another account's orders stay theirs, whatever number they carry.
 * Once moved, they are the account's like any other (its history, its invoices, and the
 * promotion limits that count a customer's orders).
 */
export type OrderToAttach = { id: string; number: string; placedAt: string; totalPaise: number };

/** At most this many are offered (and attached) at once. */
const MOST = 50;

export const attachBody = z.strictObject({
  orderIds: z
    .array(z.string().regex(/^ord_[\w-]{1,40}$/, 'Unknown order.'), { error: 'Choose the orders to add to your account.' })
    .min(1, 'Choose the orders to add to your account.')
    .max(MOST),
});

async function verifiedPhone(db: Db, customerId: number): Promise<string | null> {
  const row = await db.selectFrom('customers').select(['phone', 'phone_verified_at']).where('id', '=', customerId).executeTakeFirst();
  return row?.phone_verified_at && /^\d{10}$/.test(row.phone) ? row.phone : null;
}

/** The orders placed with the account's verified number that no account holds yet, newest first. */
export async function ordersToAttach(db: Db, customerId: number): Promise<OrderToAttach[]> {
  const phone = await verifiedPhone(db, customerId);
  if (!phone) return [];
  const rows = await guestOrdersWithPhone(db, phone, MOST);
  return rows.map((row) => ({
    id: row.id,
    number: formatOrderNumber(Number(row.number)),
    placedAt: row.created_at,
    totalPaise: Number(row.total_paise),
  }));
}

/** Moves the chosen orders to the account, of those still offered to it; answers how many moved. */
export async function attachOrders(db: Db, customerId: number, orderIds: string[], now: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const phone = await verifiedPhone(trx, customerId);
    if (!phone) return 0;
    return moveGuestOrdersToAccount(trx, phone, customerId, orderIds, now);
  });
}
