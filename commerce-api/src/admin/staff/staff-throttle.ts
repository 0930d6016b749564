import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ThrottleVerdict } from '../../http/throttle.ts';

type Limit = { limit: number; windowMs: number };

/** Passwords: per account and per client address. Codes: per account (a code has 10^6 values). */
export const STAFF_LIMITS = {
  passwordPerAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  passwordPerIp: { limit: 20, windowMs: 15 * 60 * 1000 },
  codePerAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, Limit>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Fixed-window attempt counters kept in the database, so every API process counts the same
 * attempts: one upsert counts the attempt and returns the count, so parallel attempts cannot
 * slip through a check made before counting.
 */
export async function takeAttempt(db: Db, key: string, limit: Limit, now = Date.now()): Promise<ThrottleVerdict> {
  const nowIso = new Date(now).toISOString();
  const resetAt = new Date(now + limit.windowMs).toISOString();
  const row = await db
    .insertInto('staff_throttle')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when staff_throttle.reset_at <= ${nowIso} then 1 else staff_throttle.count + 1 end`,
        reset_at: sql<string>`case when staff_throttle.reset_at <= ${nowIso} then ${resetAt} else staff_throttle.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= limit.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.reset_at) - now) / 1000)) };
}

/** A success forgets the attempts counted under `key`. */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('staff_throttle').where('key', '=', key).execute();
}

/** Gives one counted attempt back (the attempt succeeded: only failures use up a shared limit). */
export async function giveBackAttempt(db: Db, key: string): Promise<void> {
  await db.updateTable('staff_throttle').set({ count: sql`count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
}
