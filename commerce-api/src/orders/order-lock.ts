import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Locks the order's row until the transaction ends (PostgreSQL; SQLite: the database): refunds of
 * one order are counted and added one at a time, so two of them never both fit in what is left.
 */
export async function lockOrder(trx: Transaction<Database>, orderId: string): Promise<void> {
  await trx.updateTable('orders').set({ updated_at: new Date().toISOString() }).where('id', '=', orderId).execute();
}
