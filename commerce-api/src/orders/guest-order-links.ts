import { hashSessionToken, newSessionToken, TOKEN_FORMAT } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';

/**
 * A guest's order is seen through its own link: `/order-confirmation?order={id}#key={key}`, in the
 * guest's emails and in the answer to the browser that placed it. The key is 32 random bytes (it
 * stays in the fragment, out of server logs); only its SHA-256 is stored, and it opens that one
 * order: no list, no other order, nothing of an account.
 */
export const ORDER_KEY_FORMAT = TOKEN_FORMAT;

/** A new key for the order when a guest placed it; undefined for a customer's order (their account shows it). */
export async function issueGuestOrderKey(db: Db, orderId: string): Promise<string | undefined> {
  const owner = await db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select('customers.kind')
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (owner?.kind !== 'guest') return undefined;
  const key = newSessionToken();
  await db
    .insertInto('order_links')
    .values({ token_hash: hashSessionToken(key), order_id: orderId, created_at: new Date().toISOString() })
    .execute();
  return key;
}

/** Whether `key` is a key of this order's link. */
export async function keyOpensOrder(db: Db, orderId: string, key: string): Promise<boolean> {
  if (!ORDER_KEY_FORMAT.test(key)) return false;
  const link = await db
    .selectFrom('order_links')
    .select('order_id')
    .where('token_hash', '=', hashSessionToken(key))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return link !== undefined;
}

export function guestOrderLink(siteOrigin: string, orderId: string, key: string): string {
  return `${siteOrigin}/order-confirmation?order=${encodeURIComponent(orderId)}#key=${key}`;
}

/** A fresh link for an email to a guest about their order; undefined for a customer's order. */
export async function guestOrderLinkFor(db: Db, siteOrigin: string, orderId: string): Promise<string | undefined> {
  const key = await issueGuestOrderKey(db, orderId);
  return key && guestOrderLink(siteOrigin, orderId, key);
}
