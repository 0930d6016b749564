import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a caller sent (a webhook's bearer token, a signature) is the one expected, in
 * time that does not depend on where they differ: both are hashed first, so their lengths differ
 * neither in time nor by an exception.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
