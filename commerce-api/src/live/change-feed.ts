import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { ChangeEventsTable, Database } from '../db/schema.ts';

export type Change = { id: number; topic: ChangeEventsTable['topic']; subjectId: string; kind: string; at: string };

/** Any fixed number: the advisory lock that orders the feed's writers on PostgreSQL. */
const FEED_LOCK = 90_509;

/**
 * The change feed: one row per change the order desks must see (a new order, a payment, a status
 * move, a refund, a note, a Coco Club request…), written in the same transaction as the change, and
 * read by every API process in id order (change-hub.ts). A desk that reconnects resumes after the
 * last id it saw, so nothing is missed, whichever process made the change.
 *
 * "Nothing missed" needs ids that become visible in increasing order. SQLite has one writer at a
 * time, so rows commit in id order. On PostgreSQL a transaction that took id 11 may commit before
 * one holding id 10, and a reader that already moved past 11 would never see 10; so writers take
 * a transaction-scoped advisory lock before inserting: the next writer gets its id only after the
 * previous one committed. Inserting the row last in the transaction keeps the lock held briefly.
 */
export async function appendChange(
  trx: Transaction<Database>,
  change: { topic: ChangeEventsTable['topic']; subjectId: string; kind: string },
): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${FEED_LOCK})`.execute(trx);
  await trx
    .insertInto('change_events')
    .values({ topic: change.topic, subject_id: change.subjectId, kind: change.kind, created_at: new Date().toISOString() })
    .execute();
}

/** Appends a change in a transaction of its own (for changes that write nothing else). */
export function appendChangeNow(db: Kysely<Database>, change: Parameters<typeof appendChange>[1]): Promise<void> {
  return db.transaction().execute((trx) => appendChange(trx, change));
}

/** Changes after `afterId`, oldest first, at most `limit`. */
export async function changesAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<Change[]> {
  const rows = await db.selectFrom('change_events').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: Number(row.id), topic: row.topic, subjectId: row.subject_id, kind: row.kind, at: row.created_at }));
}

/** The id of the latest change (0 for none): where a desk that just loaded its lists starts following. */
export async function latestChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('change_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The oldest id still kept (older rows are pruned); a desk further behind reloads everything. */
export async function oldestChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('change_events')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Forgets changes older than `before` (ISO time): the feed is for live desks, not a history. */
export async function pruneChanges(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('change_events').where('created_at', '<', before).execute();
}
