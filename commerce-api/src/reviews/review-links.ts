import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@koolers/contracts/languages';
import { pageUrlIn } from '@koolers/contracts/pages';

/**
 * The delivered email's link to review an order's items: `/review?order=…&expires=…&sig=…` on the
 * site, signed with an HMAC-SHA256 under a key derived from the API's secret (STAFF_SECRET_KEY), as
 * the COD confirmation's link is: nothing is stored per link, and a changed order id or expiry, or a
 * link past its time, opens nothing. One link per order: its page lists the order's items, each
 * reviewed once (the unique key of reviews).
 */

/** How long the link works (issue 36). */
export const REVIEW_LINK_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** 128 bits of the HMAC, as the COD link: far beyond guessing. */
const SIGNATURE_BYTES = 16;

/** A key of its own for these links, derived from the secret (never the secret itself, nor the COD link's key). */
const linkKey = (secret: string) => createHmac('sha256', secret).update('koolers/review-link/v1').digest();

function signatureOf(secret: string, orderId: string, expires: number): Buffer {
  return createHmac('sha256', linkKey(secret)).update(`${orderId}.${expires}`).digest().subarray(0, SIGNATURE_BYTES);
}

export type SignedReviewLink = { order: string; expires: number; sig: string };

/** The link's three values, for an order delivered at `now`. */
export function signReviewLink(secret: string, orderId: string, now = new Date()): SignedReviewLink {
  const expires = Math.floor((now.getTime() + REVIEW_LINK_LIFETIME_MS) / 1000);
  return { order: orderId, expires, sig: signatureOf(secret, orderId, expires).toString('base64url') };
}

/** The delivered email's link, to the page in the language the order was placed in. */
export function reviewPageLink(siteOrigin: string, link: SignedReviewLink, language?: Language): string {
  const query = new URLSearchParams({ order: link.order, expires: String(link.expires), sig: link.sig });
  return pageUrlIn(language, siteOrigin, `/review?${query}`);
}

/** Whether the link is the shop's (its signature matches, in constant time) and still within its time. */
export function checkReviewLink(secret: string, link: SignedReviewLink, now = new Date()): 'valid' | 'tampered' | 'expired' {
  const given = Buffer.from(link.sig, 'base64url');
  const expected = signatureOf(secret, link.order, link.expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
  return link.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
