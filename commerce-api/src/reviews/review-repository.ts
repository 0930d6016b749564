import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ReviewStatus, ReviewsTable } from '../db/schema.ts';
import { itemsOrdered, orderToReview } from '../orders/review-reads.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The order a review link opens, with its lines' items (one per item, whatever its sizes) and those already reviewed. */
export async function findReviewableOrder(db: Executor, orderId: string) {
  const order = await orderToReview(db, orderId);
  if (!order) return undefined;
  const [lines, reviewed] = await Promise.all([
    itemsOrdered(db, orderId),
    db.selectFrom('reviews').select('item_ref').where('order_id', '=', orderId).execute(),
  ]);
  const items = new Map<string, (typeof lines)[number]>();
  for (const line of lines) if (!items.has(line.ref)) items.set(line.ref, line);
  const done = new Set(reviewed.map((row) => row.item_ref));
  return {
    id: order.id,
    number: Number(order.number),
    customerId: Number(order.customer_id),
    customerName: order.customer_name,
    delivered: order.delivery_status === 'delivered',
    // `name` is what the review keeps (English, as the desk reads it); `shownAs` what its buyer bought it as.
    items: [...items.values()].map(({ ref, name, translated_name }) => ({
      ref,
      name,
      shownAs: translated_name ?? name,
      reviewed: done.has(ref),
    })),
  };
}

export type NewReview = {
  orderId: string;
  customerId: number;
  itemRef: string;
  itemName: string;
  stars: number;
  body: string | null;
  reviewerName: string;
  keepText: boolean;
  photoPath: string | null;
};

/** Inserts the review, or nothing when the item of that order already has one (the unique key): answers its id or null. */
export async function insertReview(db: Executor, review: NewReview, now: string): Promise<number | null> {
  const row = await db
    .insertInto('reviews')
    .values({
      order_id: review.orderId,
      customer_id: review.customerId,
      item_ref: review.itemRef,
      item_name: review.itemName,
      stars: review.stars,
      body: review.body,
      reviewer_name: review.reviewerName,
      keep_text: review.keepText ? 1 : 0,
      photo_path: review.photoPath,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['order_id', 'item_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export type ReviewRow = Selectable<ReviewsTable>;

export async function findReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Reviews in one state, newest first, at most `limit`. */
export async function listReviews(db: Executor, status: ReviewStatus, limit: number): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Every published review, newest first (the site's build groups them by item). */
export async function listPublished(db: Executor): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function setModeration(
  db: Executor,
  id: number,
  change: { status: ReviewStatus; hideReason: string | null; reply: string | null; by: number | null; at: string },
): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ status: change.status, hide_reason: change.hideReason, reply: change.reply, moderated_by: change.by, moderated_at: change.at })
    .where('id', '=', id)
    .execute();
}

/** Stores the photo and names it on the review, if the review has none yet (in one transaction): answers whether it did. */
export async function attachPhotoRow(
  db: Kysely<Database>,
  reviewId: number,
  photo: { name: string; bytes: Buffer },
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const named = await trx
      .updateTable('reviews')
      .set({ photo_path: photo.name })
      .where('id', '=', reviewId)
      .where('photo_path', 'is', null)
      .executeTakeFirst();
    if (Number(named.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('review_photos')
      .values({ name: photo.name, review_id: reviewId, bytes: photo.bytes, created_at: now })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    return true;
  });
}

/** A stored photo's bytes, by its name. */
export async function findPhoto(db: Executor, name: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('review_photos').select('bytes').where('name', '=', name).executeTakeFirst();
  return row?.bytes;
}

/** A customer's reviews, for their data download: what they wrote and what became of it. */
export async function listCustomerReviews(db: Executor, customerId: number) {
  const rows = await db
    .selectFrom('reviews')
    .select(['order_id', 'item_name', 'stars', 'body', 'reviewer_name', 'keep_text', 'photo_path', 'status', 'reply', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    orderId: row.order_id,
    item: row.item_name,
    stars: Number(row.stars),
    text: row.body,
    shownAs: row.reviewer_name,
    textKeptAfterErasure: Number(row.keep_text) === 1,
    withPhoto: row.photo_path !== null,
    status: row.status,
    reply: row.reply,
    writtenAt: row.created_at,
  }));
}
