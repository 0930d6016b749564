import { hash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: exactly 43 characters of [A-Za-z0-9_-]. */
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A new session token (customers' and staff's sessions, password reset links). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a copy of the database holds no usable session. */
export function hashSessionToken(token: string): string {
  // One-shot: no Hash object per request.
  return hash('sha256', token, 'hex');
}
