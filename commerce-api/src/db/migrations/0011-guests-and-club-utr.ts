import type { Kysely } from 'kysely';

/**
 * Guest checkout and Coco Club paid by UPI:
 * - customers.kind: 'guest' rows are checkouts without an account. Each holds no personal data (the
 *   order carries who receives it) and can never sign in; it gives the guest's orders an owner, so
 *   idempotency keys, per-account limits and every reader of orders work as for a customer.
 * - order_links: the key of the link a guest is emailed, stored hashed; it opens that one order.
 * - memberships.upi_reference: the 12-digit reference (UTR) of the UPI payment the member made; one
 *   payment is claimed by one request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('account'))
    .execute();

  await db.schema
    .createTable('order_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_links_order').on('order_links').column('order_id').execute();

  await db.schema.alterTable('memberships').addColumn('upi_reference', 'text').execute();
  await db.schema.createIndex('memberships_upi_reference').on('memberships').column('upi_reference').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('memberships_upi_reference').execute();
  await db.schema.alterTable('memberships').dropColumn('upi_reference').execute();
  await db.schema.dropTable('order_links').execute();
  await db.schema.alterTable('customers').dropColumn('kind').execute();
}
