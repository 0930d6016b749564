import type { LoginLimits } from '../../customers/login-throttle.ts';
import type { RateLimit } from '../../limits/rate-limiter.ts';

/**
 * Staff passwords are counted as customers' are (customers/login-throttle.ts): per account and
 * address pair, per account from anywhere (high), per address across accounts (one try per
 * account once it is hot). Wrong passwords sent for a staff member's email from another address
 * never keep them out of the desk from their own. Fewer people share a desk's address than a
 * shop's, so its address window is smaller.
 */
export const STAFF_PASSWORD_LIMITS: LoginLimits = {
  pair: { name: 'staff-password-pair', points: 5, windowSeconds: 15 * 60 },
  account: { name: 'staff-password-account', points: 50, windowSeconds: 60 * 60 },
  address: { name: 'staff-password-address', points: 20, windowSeconds: 15 * 60 },
};

/** Codes from the app, per account (a code has 10^6 values; only someone with the password gets here). */
export const STAFF_CODE_LIMIT: RateLimit = { name: 'staff-code', points: 5, windowSeconds: 15 * 60 };
