import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@koolers/contracts/languages';
import { pageUrlIn } from '@koolers/contracts/pages';

/**
 * The SMS's link to confirm or cancel a COD order: `/order/confirm?order=…&expires=…&sig=…` on the
 * site, signed with an HMAC-SHA256 under a key derived from the API's own secret (STAFF_SECRET_KEY,
 * which also seals staff's TOTP secrets), so nothing is stored per link and a changed order id or
 * expiry, or a link past its time, opens nothing. Like a guest's order link it opens one order, and
 * only to answer its confirmation: it shows the order's number and the cash to pay, nothing else.
 */

/** How long the SMS's link works: the shop calls after its window anyway, and a drink will not wait days. */
export const COD_LINK_LIFETIME_MS = 24 * 60 * 60_000;
/** 128 bits of the HMAC: short enough for an SMS, far beyond guessing. */
const SIGNATURE_BYTES = 16;

/** A key of its own for these links, derived from the secret (never the secret itself). */
const linkKey = (secret: string) => createHmac('sha256', secret).update('koolers/cod-confirmation-link/v1').digest();

function signatureOf(secret: string, orderId: string, expires: number): Buffer {
  return createHmac('sha256', linkKey(secret)).update(`${orderId}.${expires}`).digest().subarray(0, SIGNATURE_BYTES);
}

export type SignedCodLink = { order: string; expires: number; sig: string };

/** The link's three values, for an order asked at `now`. */
export function signCodLink(secret: string, orderId: string, now = new Date()): SignedCodLink {
  const expires = Math.floor((now.getTime() + COD_LINK_LIFETIME_MS) / 1000);
  return { order: orderId, expires, sig: signatureOf(secret, orderId, expires).toString('base64url') };
}

/** The SMS's link, to the page in the language the order was placed in. */
export function codConfirmLink(siteOrigin: string, link: SignedCodLink, language?: Language): string {
  const query = new URLSearchParams({ order: link.order, expires: String(link.expires), sig: link.sig });
  return pageUrlIn(language, siteOrigin, `/order/confirm?${query}`);
}

/** Whether the link is the shop's (its signature matches, in constant time) and still within its time. */
export function checkCodLink(secret: string, link: SignedCodLink, now = new Date()): 'valid' | 'tampered' | 'expired' {
  const given = Buffer.from(link.sig, 'base64url');
  const expected = signatureOf(secret, link.order, link.expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
  return link.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
