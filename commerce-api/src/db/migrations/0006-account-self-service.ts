import type { Kysely } from 'kysely';

/**
 * What customers do with their own account (issue 8): reset a forgotten password with a
 * single-use link, delete the account (kept as an anonymised row, so its orders keep their owner),
 * see the contact messages they sent while logged in, and send a Coco Club request on Submit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    // SHA-256 of the token in the emailed link: a copy of the database holds no usable link.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_reset_tokens_customer').on('password_reset_tokens').column('customer_id').execute();

  await db.schema.alterTable('customers').addColumn('deleted_at', 'text').execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .execute();
  await db.schema.createIndex('contact_messages_customer').on('contact_messages').column('customer_id').execute();
  await db.schema.alterTable('memberships').addColumn('submitted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memberships').dropColumn('submitted_at').execute();
  await db.schema.dropIndex('contact_messages_customer').execute();
  await db.schema.alterTable('contact_messages').dropColumn('customer_id').execute();
  await db.schema.alterTable('customers').dropColumn('deleted_at').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
}
