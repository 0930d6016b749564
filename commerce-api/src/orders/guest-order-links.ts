import type { Language } from '@koolers/contracts/languages';
import { pageUrlIn } from '@koolers/contracts/pages';
import { hashSessionToken, newSessionToken, TOKEN_FORMAT } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';

/**
 * A guest's order is seen through its own link: `/order-confirmation?order={id}#key={key}`, in the
 * guest's emails and in the answer to the browser that placed it. The key is 32 random bytes (it
 * stays in the fragment, out of server logs); only its SHA-256 is stored, and it opens that one
 * order: no list, no other order, nothing of an account.
 *
 * A key is not for ever (review 3, F10): it opens its order until 90 days after the order's last
 * status change (delivered, cancelled, refunded…), long enough to download the invoice or ask about
 * a refund, and a confirmation sent again from the desk replaces every older key of the order (a
 * forwarded email or a shared screenshot stops working once the guest asks for a new link).
 */
export const ORDER_KEY_FORMAT = TOKEN_FORMAT;

/** How long after its order's last status change a key still opens it. */
export const ORDER_KEY_LIFETIME_DAYS = 90;

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

/** Every key of the order but `key` stops working (the guest was sent that one, just now). */
export async function revokeOtherGuestOrderKeys(db: Db, orderId: string, key: string): Promise<void> {
  await db.deleteFrom('order_links').where('order_id', '=', orderId).where('token_hash', '!=', hashSessionToken(key)).execute();
}

/** Whether `key` is a live key of this order's link: not replaced, its order moved within the lifetime. */
export async function keyOpensOrder(db: Db, orderId: string, key: string, now = new Date()): Promise<boolean> {
  if (!ORDER_KEY_FORMAT.test(key)) return false;
  const movedSince = new Date(now.getTime() - ORDER_KEY_LIFETIME_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const link = await db
    .selectFrom('order_links')
    .select('order_id')
    .where('token_hash', '=', hashSessionToken(key))
    .where('order_id', '=', orderId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_status_history')
          .select('order_status_history.order_id')
          .whereRef('order_status_history.order_id', '=', 'order_links.order_id')
          .where('order_status_history.created_at', '>', movedSince),
      ),
    )
    .executeTakeFirst();
  return link !== undefined;
}

/** The guest's link, to the order's page in the language it was placed in. */
export function guestOrderLink(siteOrigin: string, orderId: string, key: string, language?: Language): string {
  return pageUrlIn(language, siteOrigin, `/order-confirmation?order=${encodeURIComponent(orderId)}#key=${key}`);
}

/** A fresh link for an email to a guest about their order; undefined for a customer's order. */
export async function guestOrderLinkFor(db: Db, siteOrigin: string, orderId: string, language?: Language): Promise<string | undefined> {
  const key = await issueGuestOrderKey(db, orderId);
  return key && guestOrderLink(siteOrigin, orderId, key, language);
}
