import type { Db } from '../db/database.ts';

/** The stored number of each of these orders that exists, by id (the audit log labels its order entries with them). */
export async function orderNumbersOf(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'number']).where('id', 'in', orderIds).execute();
  return new Map(rows.map((row) => [row.id, Number(row.number)]));
}
