import type { SentenceKey } from '@koolers/contracts/messages';
import type { Response } from 'express';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { appError } from '../http/app-error.ts';

/** At most `points` per `windowSeconds` for one key; `name` keeps each limit's keys apart. */
export type RateLimit = { name: string; points: number; windowSeconds: number };

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What a key has used of a limit in its current window. */
export type LimitUsage = { used: number; limit: number; retryAfterSeconds: number };

/**
 * Fixed-window rate limits kept in the database (`rate_limits`), so every API process sharing it
 * counts against the same windows: two replicas never double a limit, a restart forgets nothing.
 * Each call is one SQL statement, atomic on SQLite and PostgreSQL alike.
 *
 *   const limiter = createRateLimiter(db);
 *   const verdict = await limiter.consume(RESET_LIMIT, email);
 *   refuseWhenLimited(res, verdict, 'too_many_resets'); // its words: the message catalogue
 *
 * A window opens at the first point counted for its key and ends `windowSeconds` later; a key's row
 * is reused for its next window, and rows whose window ended are purged by `purgeEnded`.
 */
export type RateLimiter = {
  /** Counts `cost` (default 1) for `key`: allowed while the window's total stays within the limit. */
  consume(limit: RateLimit, key: string, cost?: number): Promise<LimitVerdict>;
  /** What `key` has used so far, counting nothing (check a limit before spending anything on it). */
  peek(limit: RateLimit, key: string): Promise<LimitUsage>;
  /** Gives back `cost` counted points, e.g. an attempt that turned out to be legitimate. */
  refund(limit: RateLimit, key: string, cost?: number): Promise<void>;
  /** Forgets the key's window: it starts from zero. */
  reset(limit: RateLimit, key: string): Promise<void>;
  /** Deletes the counters whose window has ended: counts, not records of anything anyone did. */
  purgeEnded(): Promise<number>;
};

export type RateLimiterOptions = {
  /** Multiplies every limit's points (load tests, a shop behind a very large carrier NAT); default 1. */
  scale?: number;
  now?: () => number;
};

export function createRateLimiter(db: Db, options: RateLimiterOptions = {}): RateLimiter {
  const { scale = 1, now = Date.now } = options;
  const points = (limit: RateLimit) => Math.max(1, Math.round(limit.points * scale));
  const rowKey = (limit: RateLimit, key: string) => `${limit.name}:${key}`;
  const secondsUntil = (iso: string, time: number) => Math.max(1, Math.ceil((Date.parse(iso) - time) / 1000));

  return {
    async consume(limit, key, cost = 1) {
      const time = now();
      const nowIso = new Date(time).toISOString();
      const endsIso = new Date(time + limit.windowSeconds * 1000).toISOString();
      const { rows } = await consumeQuery(db, rowKey(limit, key), cost, nowIso, endsIso);
      const row = rows[0];
      if (!row) throw new Error(`rate limit ${limit.name}: the counter was not written`);
      return Number(row.points) <= points(limit)
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: secondsUntil(row.window_ends_at, time) };
    },

    async peek(limit, key) {
      const time = now();
      const { rows } = await peekQuery(db, rowKey(limit, key), new Date(time).toISOString());
      const row = rows[0];
      return {
        used: row ? Number(row.points) : 0,
        limit: points(limit),
        retryAfterSeconds: row ? secondsUntil(row.window_ends_at, time) : limit.windowSeconds,
      };
    },

    async refund(limit, key, cost = 1) {
      await refundQuery(db, rowKey(limit, key), cost, new Date(now()).toISOString());
    },

    async reset(limit, key) {
      await db.updateTable('rate_limits').set({ points: 0 }).where('key', '=', rowKey(limit, key)).execute();
    },

    async purgeEnded() {
      const result = await db.deleteFrom('rate_limits').where('window_ends_at', '<=', new Date(now()).toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/**
 * Counts one point for each (limit, key), e.g. per account and per address. If any refuses, every
 * point is given back (a refused request counts against nothing) and the longest wait is answered.
 */
export async function consumeEach(limiter: RateLimiter, checks: [RateLimit, string][]): Promise<LimitVerdict> {
  const verdicts = await Promise.all(checks.map(([limit, key]) => limiter.consume(limit, key)));
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]));
  if (waits.length === 0) return { allowed: true };
  await Promise.all(checks.map(([limit, key]) => limiter.refund(limit, key)));
  return { allowed: false, retryAfterSeconds: Math.max(...waits) };
}

/** Answers 429 with Retry-After and the catalogue's words for `key` when the verdict refuses; otherwise does nothing. */
export function refuseWhenLimited(res: Response, verdict: LimitVerdict, key: SentenceKey): void {
  if (verdict.allowed) return;
  res.set('Retry-After', String(verdict.retryAfterSeconds));
  throw appError(key, 429);
}

// One statement: a new key starts a window; an ended window starts over; a running one adds up.
const consumeQuery = preparedQuery((db, key: string, cost: number, now: string, windowEnds: string) =>
  db
    .insertInto('rate_limits')
    .values({ key, points: cost, window_ends_at: windowEnds })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        points: eb
          .case()
          .when('rate_limits.window_ends_at', '<=', now)
          .then(eb.val(cost))
          .else(eb('rate_limits.points', '+', cost))
          .end(),
        window_ends_at: eb
          .case()
          .when('rate_limits.window_ends_at', '<=', now)
          .then(eb.val(windowEnds))
          .else(eb.ref('rate_limits.window_ends_at'))
          .end(),
      })),
    )
    .returning(['points', 'window_ends_at']),
);

const peekQuery = preparedQuery((db, key: string, now: string) =>
  db.selectFrom('rate_limits').select(['points', 'window_ends_at']).where('key', '=', key).where('window_ends_at', '>', now),
);

const refundQuery = preparedQuery((db, key: string, cost: number, now: string) =>
  db
    .updateTable('rate_limits')
    .set((eb) => ({
      points: eb
        .case()
        .when('points', '>', cost)
        .then(eb('points', '-', cost))
        .else(0)
        .end(),
    }))
    .where('key', '=', key)
    .where('window_ends_at', '>', now),
);
