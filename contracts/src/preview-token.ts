/**
 * The token of a draft preview link: Strapi signs it once it has checked the editor is signed in,
 * the web front checks it before it serves a page built from the drafts. `<expiry in ms>.<HMAC-SHA256
 * of "preview:<expiry>", base64url>`, with the secret both share (SITE_PREVIEW_SECRET). Server-side
 * only (node:crypto).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works. */
export const PREVIEW_TOKEN_HOURS = 4;

const signature = (secret: string, expires: string) => createHmac('sha256', secret).update(`preview:${expires}`).digest('base64url');

export function signPreviewToken(secret: string, now = Date.now()): string {
  const expires = String(now + PREVIEW_TOKEN_HOURS * 3_600_000);
  return `${expires}.${signature(secret, expires)}`;
}

/** True for a token signed with `secret` that has not expired (compared in constant time). */
export function verifyPreviewToken(token: unknown, secret: string, now = Date.now()): boolean {
  if (!secret || typeof token !== 'string') return false;
  const [expires = '', given = ''] = token.split('.');
  if (!/^\d+$/.test(expires) || Number(expires) < now) return false;
  const expected = Buffer.from(signature(secret, expires));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}
