import type { Kysely } from 'kysely';

/**
 * order_lines keep what was sold (issue 31): the HSN code, GST rate and unit of quantity the
 * catalogue held at checkout, so the invoice of a cash-on-delivery order delivered days later does
 * not depend on Strapi still selling the item, nor at the same rate. Lines placed before this stay
 * null: nothing reliable says what Strapi held then, and their invoice keeps reading Strapi as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('hsn', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('gst_rate_percent', 'integer').execute();
  await db.schema.alterTable('order_lines').addColumn('unit', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('unit').execute();
  await db.schema.alterTable('order_lines').dropColumn('gst_rate_percent').execute();
  await db.schema.alterTable('order_lines').dropColumn('hsn').execute();
}
