import type { SoldOutLine } from '@koolers/contracts/availability';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** What is sold out on `day` (India's date), in the order staff marked it. */
export async function findSoldOut(db: Executor, day: string): Promise<SoldOutLine[]> {
  const rows = await db
    .selectFrom('sold_out')
    .select(['item_ref', 'size'])
    .where('day', '=', day)
    .orderBy('marked_at')
    .orderBy('item_ref')
    .orderBy('size')
    .execute();
  return rows.map((row) => ({ ref: row.item_ref, size: row.size === '' ? null : row.size }));
}

/** Marks a line sold out for `day`; false when it already was (nothing changed). */
export async function insertSoldOut(db: Executor, entry: SoldOutLine & { day: string; at: string; by: string }): Promise<boolean> {
  const result = await db
    .insertInto('sold_out')
    .values({ day: entry.day, item_ref: entry.ref, size: entry.size ?? '', marked_at: entry.at, marked_by: entry.by })
    .onConflict((oc) => oc.columns(['day', 'item_ref', 'size']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Marks a line back on sale for `day`; false when it was not sold out. */
export async function deleteSoldOut(db: Executor, entry: SoldOutLine & { day: string }): Promise<boolean> {
  const result = await db
    .deleteFrom('sold_out')
    .where('day', '=', entry.day)
    .where('item_ref', '=', entry.ref)
    .where('size', '=', entry.size ?? '')
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
