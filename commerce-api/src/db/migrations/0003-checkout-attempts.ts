import type { Kysely } from 'kysely';

/**
 * A checkout attempt's idempotency key: pressing Pay twice, or reloading mid-way, finds the order
 * the first press placed instead of placing a second. The fingerprint tells a repeat of the same
 * attempt from a reuse of its key with another cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('idempotency_fingerprint', 'text').execute();
  await db.schema
    .createIndex('orders_customer_idempotency_key')
    .on('orders')
    .columns(['customer_id', 'idempotency_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_customer_idempotency_key').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_fingerprint').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_key').execute();
}
