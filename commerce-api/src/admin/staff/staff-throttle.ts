import type { RateLimit } from '../../limits/rate-limiter.ts';

/**
 * Staff sign-in attempts, counted in the limiter every API process shares. Passwords: per account
 * and per client address; codes: per account (a code has 10^6 values).
 */
export const STAFF_LIMITS = {
  passwordPerAccount: { name: 'staff-password', points: 5, windowSeconds: 15 * 60 },
  passwordPerIp: { name: 'staff-password-ip', points: 20, windowSeconds: 15 * 60 },
  codePerAccount: { name: 'staff-code', points: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
