import { type Kysely, sql } from 'kysely';
import { idType } from './column-types.ts';

/**
 * reviews: what a verified buyer said about an item of a delivered order (issue 36). One per item
 * (`item_ref`, e.g. `kooler:mango`) and order, held by the unique key, so two tabs cannot both write one.
 *
 * - `reviewer_name`: the first name and last initial, taken from the order when written; null once
 *   the customer is erased (the page then says "A verified buyer").
 * - `keep_text`: 1 when the customer agreed, when writing, that the text may stay after an erasure.
 * - `status`: pending (waits for staff), published or hidden (with `hide_reason`); `reply` is the
 *   shop's public answer.
 * - `photo_path`: the stored picture's name (resized, without metadata), or null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('item_ref', 'text', (col) => col.notNull())
    .addColumn('item_name', 'text', (col) => col.notNull())
    .addColumn('stars', 'integer', (col) => col.notNull().check(sqlStars()))
    .addColumn('body', 'text')
    .addColumn('reviewer_name', 'text')
    .addColumn('keep_text', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('photo_path', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('hide_reason', 'text')
    .addColumn('reply', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'integer')
    .addUniqueConstraint('reviews_order_item_unique', ['order_id', 'item_ref'])
    .execute();
  await db.schema.createIndex('reviews_item_status_idx').on('reviews').columns(['item_ref', 'status', 'created_at']).execute();
  await db.schema.createIndex('reviews_status_idx').on('reviews').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('reviews_customer_idx').on('reviews').column('customer_id').execute();
}

function sqlStars() {
  return sql`stars between 1 and 5`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
