import { sql, type Transaction } from 'kysely';
import { preparedQuery } from './prepared-query.ts';
import type { Database } from './schema.ts';

/**
 * Numbers people read (an order's `KC-1043`, an invoice's serial) come from named series in the
 * `number_series` table: one row per series holding the last number given.
 *
 * The next number is taken inside the transaction that stores what it numbers, by one UPDATE of the
 * series' row that adds one and returns the result. That UPDATE locks the row until the transaction
 * ends: two API processes (or two connections of one) numbering at once take turns, never the same
 * number, whichever engine (PostgreSQL row lock, SQLite's single writer). A transaction that rolls back
 * gives its number back, so a series has no gap as long as nothing that took a number is rolled back
 * after the fact.
 */
export async function nextInSeries(trx: Transaction<Database>, series: string, first = 1): Promise<number> {
  const taken = await bump(trx, series);
  if (taken !== undefined) return taken;
  // The series' first number: its row starts just below it. A racing first caller's row wins, and
  // the UPDATE then waits for it.
  await trx
    .insertInto('number_series')
    .values({ name: series, last_value: first - 1 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const next = await bump(trx, series);
  if (next === undefined) throw new Error(`the number series ${series} could not be started`);
  return next;
}

async function bump(trx: Transaction<Database>, series: string): Promise<number | undefined> {
  const [row] = (await bumpQuery(trx, series)).rows;
  return row === undefined ? undefined : Number(row.last_value);
}

// Checkout takes an order number on every order: built and compiled once.
const bumpQuery = preparedQuery((db, series: string) =>
  db.updateTable('number_series').set({ last_value: sql`last_value + 1` }).where('name', '=', series).returning('last_value'),
);
