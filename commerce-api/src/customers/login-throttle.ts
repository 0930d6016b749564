import type { LimitVerdict, RateLimit, RateLimiter } from '../limits/rate-limiter.ts';

export type LoginLimits = { pair: RateLimit; account: RateLimit; address: RateLimit };

/**
 * Three windows, chosen so that failures never turn into someone else's outage:
 * - pair: guesses at one account from one address. The usual lock; whoever triggers it locks out
 *   only themselves, never the owner logging in from their own network.
 * - account: guesses at one account from any address (guessing spread over many addresses). High,
 *   so reaching it takes a deliberate attack from several networks.
 * - address: failures from one address across accounts (password spraying). Many Indian mobile
 *   users share one address behind carrier-grade NAT, so reaching it does not refuse the address:
 *   it leaves each account one try from there per window, and a right password still gets in.
 * Attempts are counted before the password is checked (parallel guesses cannot outrun the count);
 * a successful login gives them back. A refused attempt checks no password and counts nothing.
 *
 * An address here is an IPv4 address or an IPv6 /48, the most one subscriber usually holds: its
 * 65,536 /64s (each a client elsewhere in the API) would otherwise be 65,536 fresh pairs, enough
 * to fill the account window from one home and lock its owner out. From one /48 the pair window
 * lets 20 guesses an hour through, fewer than the account window's 50.
 */
export const LOGIN_LIMITS: LoginLimits = {
  pair: { name: 'login-pair', points: 5, windowSeconds: 15 * 60 },
  account: { name: 'login-account', points: 50, windowSeconds: 60 * 60 },
  address: { name: 'login-address', points: 100, windowSeconds: 15 * 60 },
};

/** `email` is the normalised email (case and spaces change nothing); `client` the client key (http/client-key.ts). */
export function createLoginThrottle(limiter: RateLimiter, limits: LoginLimits = LOGIN_LIMITS) {
  const pairKey = (email: string, address: string) => `${address}|${email}`;

  return {
    /** Counts an attempt, or refuses it (then nothing is counted). */
    async admit(email: string, client: string): Promise<LimitVerdict> {
      const address = networkOf(client);
      const pair = pairKey(email, address);
      // Checked first, without writing: a refused attempt leaves no trace.
      const [pairUse, accountUse, addressUse] = await Promise.all([
        limiter.peek(limits.pair, pair),
        limiter.peek(limits.account, email),
        limiter.peek(limits.address, address),
      ]);
      const hotAddressRetry = addressUse.used >= addressUse.limit && pairUse.used > 0;
      const refusedBefore = refusal([
        [pairUse.used >= pairUse.limit || hotAddressRetry, pairUse.retryAfterSeconds],
        [accountUse.used >= accountUse.limit, accountUse.retryAfterSeconds],
      ]);
      if (refusedBefore) return refusedBefore;

      // Counted; requests racing past the check above are caught here, and give their points back.
      const [pairCount, accountCount, addressCount] = await Promise.all([
        limiter.consume(limits.pair, pair),
        limiter.consume(limits.account, email),
        limiter.consume(limits.address, address),
      ]);
      const hotAddressRace = !addressCount.allowed && pairUse.used > 0;
      const refusedNow = refusal([
        [!pairCount.allowed || hotAddressRace, pairCount.allowed ? pairUse.retryAfterSeconds : pairCount.retryAfterSeconds],
        [!accountCount.allowed, accountCount.allowed ? 0 : accountCount.retryAfterSeconds],
      ]);
      if (refusedNow) await giveBack(email, address);
      return refusedNow ?? { allowed: true };
    },

    /** The right password: that address's failures on the account are forgotten, the attempt given back. */
    async succeeded(email: string, client: string): Promise<void> {
      const address = networkOf(client);
      await Promise.all([
        limiter.reset(limits.pair, pairKey(email, address)),
        limiter.refund(limits.account, email),
        limiter.refund(limits.address, address),
      ]);
    },
  };

  function giveBack(email: string, address: string) {
    return Promise.all([
      limiter.refund(limits.pair, pairKey(email, address)),
      limiter.refund(limits.account, email),
      limiter.refund(limits.address, address),
    ]);
  }
}

/** The network a client key belongs to: an IPv4 address stays itself, an IPv6 /64 widens to its /48. */
export function networkOf(client: string): string {
  const v6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/i.exec(client);
  return v6 ? `${v6[1]}:${v6[2]}:${v6[3]}::/48` : client;
}

/** The longest wait among the limits that refuse, or undefined when none does. */
function refusal(checks: [refused: boolean, retryAfterSeconds: number][]): LimitVerdict | undefined {
  const waits = checks.filter(([refused]) => refused).map(([, seconds]) => seconds);
  return waits.length ? { allowed: false, retryAfterSeconds: Math.max(...waits) } : undefined;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
