import { createThrottle, type ThrottleVerdict } from '../http/throttle.ts';

type Limit = { limit: number; windowMs: number };
export type LoginLimits = { perAccount: Limit; perIp: Limit };

export const LOGIN_LIMITS: LoginLimits = {
  perAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  perIp: { limit: 20, windowMs: 15 * 60 * 1000 },
};

export const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';

/**
 * Limits password guessing per account (the normalised email, so case and spaces change nothing)
 * and per client IP. Every attempt is counted before the password is checked, so parallel
 * requests cannot outrun the count; a successful login gives its attempts back.
 */
export function createLoginThrottle(limits: LoginLimits = LOGIN_LIMITS, now?: () => number) {
  const accounts = createThrottle({ ...limits.perAccount, now });
  const ips = createThrottle({ ...limits.perIp, now });

  return {
    /** Counts an attempt; refused when the account or the IP has used up its attempts. */
    admit(email: string, ip: string): ThrottleVerdict {
      const account = accounts.take(email);
      const client = ips.take(ip);
      if (account.allowed && client.allowed) return { allowed: true };
      // A refused attempt checks no password: it does not count against the other limit.
      if (account.allowed) accounts.giveBack(email);
      if (client.allowed) ips.giveBack(ip);
      const waits = [account, client].map((verdict) => (verdict.allowed ? 0 : verdict.retryAfterSeconds));
      return { allowed: false, retryAfterSeconds: Math.max(...waits) };
    },

    succeeded(email: string, ip: string): void {
      accounts.reset(email);
      ips.giveBack(ip);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
