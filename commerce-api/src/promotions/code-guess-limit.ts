import type { Request, Response } from 'express';
import { clientKey } from '../http/client-key.ts';
import { consumeEach, type RateLimit, type RateLimiter, refuseWhenLimited } from '../limits/rate-limiter.ts';

const TEN_MINUTES = 10 * 60;

/**
 * Codes that do not exist, tried in quotes: per shopper (an account or a guest's session) and per
 * client address. A shopper trying the three codes they were given is far below it; a script trying
 * a dictionary is stopped after a few dozen words, whatever the quote would have answered.
 */
export const CODE_GUESS_LIMITS = {
  shopper: { name: 'code-guesses-shopper', points: 10, windowSeconds: TEN_MINUTES },
  address: { name: 'code-guesses-address', points: 20, windowSeconds: TEN_MINUTES },
} satisfies Record<string, RateLimit>;

/**
 * One point per (address, code) and window: the cart prices the code it keeps with every quote, so
 * the same code asked again (a page load, a quantity changed) is not another guess.
 */
const SEEN = { name: 'code-guesses-seen', points: 1, windowSeconds: TEN_MINUTES } satisfies RateLimit;

/**
 * Guards a quote that carries a code: counts it as a guess before it is looked up (so a burst of
 * guesses at once is counted, not answered), answers 429 once the shopper or the address is over
 * the limit, and returns `settle`, which gives the points back when the code turned out to exist
 * (only codes that do not exist are guesses; a real code's refusal reasons stay the shopper's).
 */
export async function guardCodeLookup(
  limiter: RateLimiter,
  req: Request,
  res: Response,
  /** As the quote's schema gives it: trimmed, upper case. */
  code: string,
): Promise<{ settle: (codeExists: boolean) => Promise<void> }> {
  const address = clientKey(req);
  const shopper = req.customer ?? req.guest;
  const seenKey = `${address}|${code}`;
  const seen = await limiter.consume(SEEN, seenKey);
  if (!seen.allowed) return { settle: async () => {} };
  const checks: [RateLimit, string][] = [[CODE_GUESS_LIMITS.address, address]];
  if (shopper) checks.push([CODE_GUESS_LIMITS.shopper, String(shopper.id)]);
  const verdict = await consumeEach(limiter, checks);
  if (!verdict.allowed) {
    // Refused: not seen either, or asking the same code again would be answered.
    await limiter.reset(SEEN, seenKey);
    refuseWhenLimited(res, verdict, 'too_many_codes.promotion');
  }
  return {
    settle: async (codeExists) => {
      if (codeExists) await Promise.all(checks.map(([limit, key]) => limiter.refund(limit, key)));
    },
  };
}
