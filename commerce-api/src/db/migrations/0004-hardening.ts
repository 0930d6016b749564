import type { Kysely } from 'kysely';

/**
 * Issue 11 (hardening):
 * - rate_limits: fixed-window counters every API process shares (src/limits/rate-limiter.ts);
 * - job_leases: which process runs a background job (src/jobs/job-lease.ts);
 * - change_counters: generations other processes poll, e.g. the catalogue's (a Strapi webhook
 *   reaches one API replica; every replica reloads its prices);
 * - orders/memberships.payment_checked_at: when the reconciler last asked Razorpay about them;
 * - wishlist_items.removed_at: a removed item is marked, not deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends').on('rate_limits').column('window_ends_at').execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('orders').addColumn('payment_checked_at', 'text').execute();
  await db.schema.alterTable('memberships').addColumn('payment_checked_at', 'text').execute();
  await db.schema.alterTable('wishlist_items').addColumn('removed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wishlist_items').dropColumn('removed_at').execute();
  await db.schema.alterTable('memberships').dropColumn('payment_checked_at').execute();
  await db.schema.alterTable('orders').dropColumn('payment_checked_at').execute();
  await db.schema.dropTable('change_counters').execute();
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('rate_limits').execute();
}
