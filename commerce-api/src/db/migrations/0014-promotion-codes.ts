import type { Kysely } from 'kysely';
import { idType } from './column-types.ts';

/**
 * Promotion codes the owners create in the desk, and their uses: one row per order placed with a
 * code, held from the moment the order is placed (in its transaction) and released when the order
 * is cancelled. `uses` on the code is the count of held uses, moved only by a conditional UPDATE, so
 * a use limit holds however many shoppers take the last use at once. Orders remember which discount
 * they got, and each line its share of it (a code may be for some lines only; the invoice takes the
 * discount off those lines' taxable value).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_codes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    // Upper case: codes are case-insensitive.
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('minimum_order_paise', 'integer', (col) => col.notNull())
    .addColumn('maximum_discount_paise', 'integer')
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('total_use_limit', 'integer')
    .addColumn('per_customer_limit', 'integer')
    .addColumn('first_order_only', 'integer', (col) => col.notNull())
    // JSON arrays of categories (item kinds) and catalogue refs; both empty: every item.
    .addColumn('categories_json', 'text', (col) => col.notNull())
    .addColumn('refs_json', 'text', (col) => col.notNull())
    .addColumn('paused', 'integer', (col) => col.notNull())
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('promotion_code_uses')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('code_id', 'integer', (col) => col.notNull().references('promotion_codes.id'))
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    // Lower case: a guest is the same shopper as the account of that address.
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('discount_paise', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('released_at', 'text')
    .execute();
  await db.schema.createIndex('promotion_code_uses_shopper').on('promotion_code_uses').columns(['code_id', 'customer_email']).execute();
  await db.schema.createIndex('promotion_code_uses_customer').on('promotion_code_uses').columns(['code_id', 'customer_id']).execute();

  // 'member' or 'code'; null with no discount (orders from before read a discount as the member's).
  await db.schema.alterTable('orders').addColumn('discount_kind', 'text').execute();
  await db.schema.alterTable('orders').addColumn('promotion_code', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('discount_paise', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('discount_paise').execute();
  await db.schema.alterTable('orders').dropColumn('promotion_code').execute();
  await db.schema.alterTable('orders').dropColumn('discount_kind').execute();
  await db.schema.dropTable('promotion_code_uses').execute();
  await db.schema.dropTable('promotion_codes').execute();
}
