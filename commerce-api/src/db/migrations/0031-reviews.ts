import { type Kysely, SqliteAdapter, sql } from 'kysely';
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
 * - `photo_path`: the name of its picture in review_photos, or null.
 *
 * review_photos: a review's picture as served (WebP, resized, no metadata), under a name made of its
 * content's hash, so its URL never changes meaning and is served as immutable. In the database, not a
 * folder: every API replica serves it.
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
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('review_photos')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('review_id', 'integer', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('bytes', sqlite ? 'blob' : 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('review_photos_review_idx').on('review_photos').column('review_id').execute();
}

function sqlStars() {
  return sql`stars between 1 and 5`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_photos').execute();
  await db.schema.dropTable('reviews').execute();
}
