import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/database.ts';

/**
 * A database lock for a background job: one row per job naming the process that runs it and until
 * when. Taking it is one conditional upsert (free, ended, or already ours), so of several API
 * processes exactly one runs the job; a process that dies mid-run holds it only until it expires.
 * No connection is held while the job runs (it calls Razorpay), unlike an advisory lock.
 */
export function createJobLease(db: Db, name: string, holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`) {
  return {
    holder,
    /** True when this process now holds the lease for `durationMs`. */
    async acquire(durationMs: number, now = new Date()): Promise<boolean> {
      const expiresAt = new Date(now.getTime() + durationMs).toISOString();
      const row = await db
        .insertInto('job_leases')
        .values({ name, holder, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ holder, expires_at: expiresAt })
            .where((eb) => eb.or([eb('job_leases.expires_at', '<=', now.toISOString()), eb('job_leases.holder', '=', holder)])),
        )
        .returning('holder')
        .executeTakeFirst();
      return row?.holder === holder;
    },
    /** Lets another process take it at once. */
    async release(now = new Date()): Promise<void> {
      await db
        .updateTable('job_leases')
        .set({ expires_at: now.toISOString() })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },
  };
}
