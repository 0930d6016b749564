import { message } from '@koolers/contracts/messages';
import { formatOrderNumber } from '@koolers/contracts/order-number';
import type { DeskReview, PublicReview, PublishedReviews } from '@koolers/contracts/reviews';
import type { AppContext } from '../app-context.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { ReviewStatus } from '../db/schema.ts';
import { appError } from '../http/app-error.ts';
import { checkReviewLink, type SignedReviewLink } from './review-links.ts';
import { preparedPhoto } from './review-photos.ts';
import {
  attachPhotoRow,
  findReview,
  findReviewableOrder,
  insertReview,
  listPublished,
  listReviews,
  type ReviewRow,
  setModeration,
} from './review-repository.ts';
import { requestSiteRebuild } from './site-rebuild.ts';

export const LINK_TAMPERED = message('link_invalid.review');

/** "Priya Nair" → "Priya N.": the first name and the initial of the last, as the page shows the reviewer. */
export function reviewerNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${[...last][0]?.toUpperCase()}.` : first;
}

/** The link's order, when the link is the shop's, within its time, and its order delivered: else the 4xx that says why. */
async function openedOrder(deps: Pick<AppContext, 'db' | 'config'>, link: SignedReviewLink) {
  const verdict = checkReviewLink(deps.config.staffSecretKey, link);
  if (verdict === 'tampered') throw appError('link_invalid.review', 403);
  if (verdict === 'expired') throw appError('link_expired.review', 410);
  const order = await findReviewableOrder(deps.db, link.order);
  if (!order) throw appError('link_invalid.review', 403);
  if (!order.delivered) throw appError('not_delivered', 409);
  return order;
}

/** What the review page shows: the order's number, who writes, and each item with whether it is reviewed. */
export async function reviewRequest(deps: Pick<AppContext, 'db' | 'config'>, link: SignedReviewLink) {
  const order = await openedOrder(deps, link);
  const items = order.items.map(({ ref, shownAs, reviewed }) => ({ ref, name: shownAs, reviewed }));
  return { number: formatOrderNumber(order.number), reviewerName: reviewerNameOf(order.customerName), items };
}

export type ReviewInput = { ref: string; stars: number; text: string | null; keepText: boolean; photoPath?: string | null };

/** Records a verified buyer's review of one item of their delivered order; it waits for staff. */
export async function submitReview(deps: Pick<AppContext, 'db' | 'config'>, link: SignedReviewLink, input: ReviewInput) {
  const order = await openedOrder(deps, link);
  const item = order.items.find((candidate) => candidate.ref === input.ref);
  if (!item) throw appError('not_in_order', 400, undefined, { field: 'ref' });
  if (item.reviewed) throw appError('already_reviewed', 409);
  const id = await insertReview(
    deps.db,
    {
      orderId: order.id,
      customerId: order.customerId,
      itemRef: item.ref,
      itemName: item.name,
      stars: input.stars,
      body: input.text,
      reviewerName: reviewerNameOf(order.customerName),
      keepText: input.keepText,
      photoPath: input.photoPath ?? null,
    },
    new Date().toISOString(),
  );
  // Two submissions at once: the unique key let one in.
  if (id === null) throw appError('already_reviewed', 409);
  return { id, status: 'pending' as const };
}

/**
 * Adds the photo to a review just written through the same link (the page sends it after the
 * review, so a slow or refused photo never loses the review). Only while the review waits for staff,
 * and once: staff see the photo before anyone else does.
 */
export async function attachPhoto(deps: Pick<AppContext, 'db' | 'config'>, link: SignedReviewLink, reviewId: number, upload: Uint8Array) {
  await openedOrder(deps, link);
  const review = await findReview(deps.db, reviewId);
  if (!review || review.order_id !== link.order) throw appError('not_found.review', 404);
  if (review.photo_path || review.status !== 'pending') throw appError('photo_already', 409);
  const photo = await preparedPhoto(upload);
  const attached = await attachPhotoRow(deps.db, reviewId, photo, new Date().toISOString());
  if (!attached) throw appError('photo_already', 409);
  return { photo: photoUrl(photo.name) };
}

/** Where a stored photo is served: its name is its content's hash, so the URL is immutable. */
export const photoUrl = (name: string) => `/api/reviews/photos/${name}`;

const publicOf = (row: ReviewRow): PublicReview => ({
  id: Number(row.id),
  stars: Number(row.stars),
  text: row.body,
  reviewer: row.reviewer_name,
  photo: row.photo_path ? photoUrl(row.photo_path) : null,
  reply: row.reply,
  date: row.created_at,
});

/** Every published review by item (`kooler:mango`): its count, its average (one decimal) and its reviews, newest first. */
export async function publishedReviews(deps: Pick<AppContext, 'db'>): Promise<PublishedReviews> {
  const byItem: PublishedReviews['items'] = {};
  for (const row of await listPublished(deps.db)) {
    const entry = byItem[row.item_ref] ?? { count: 0, average: 0, reviews: [] };
    byItem[row.item_ref] = entry;
    entry.reviews.push(publicOf(row));
    entry.count += 1;
  }
  for (const entry of Object.values(byItem)) {
    const total = entry.reviews.reduce((sum, review) => sum + review.stars, 0);
    entry.average = Math.round((total / entry.count) * 10) / 10;
  }
  return { items: byItem };
}

/** A review as the desk sees it. */
const deskOf = (row: ReviewRow): DeskReview => ({
  ...publicOf(row),
  item: { ref: row.item_ref, name: row.item_name },
  orderId: row.order_id,
  status: row.status,
  hideReason: row.hide_reason,
  moderatedAt: row.moderated_at,
});

export async function reviewsForDesk(deps: Pick<AppContext, 'db'>, status: ReviewStatus) {
  return { reviews: (await listReviews(deps.db, status, 200)).map(deskOf) };
}

export type Moderation = { action: 'publish' | 'hide'; reason: string | null; reply: string | null };

/**
 * Staff publish a review or hide it (with the reason), and may answer it publicly: audit-logged in
 * the change's transaction; then the site is rebuilt when what it shows changed.
 */
export async function moderateReview(deps: Pick<AppContext, 'db' | 'config' | 'logger'>, actor: Actor, id: number, change: Moderation) {
  const status: ReviewStatus = change.action === 'publish' ? 'published' : 'hidden';
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    const row = await findReview(trx, id);
    if (!row) throw appError('not_found.review', 404);
    await setModeration(trx, id, {
      status,
      hideReason: status === 'hidden' ? change.reason : null,
      reply: change.reply,
      by: actor.staffId,
      at: new Date().toISOString(),
    });
    const before = { status: row.status, reply: row.reply, hideReason: row.hide_reason };
    const after = { status, reply: change.reply, hideReason: status === 'hidden' ? change.reason : null };
    await recordAudit(trx, actor, {
      action: `review.${change.action === 'publish' ? 'published' : 'hidden'}`,
      targetType: 'review',
      targetId: String(id),
      before,
      after,
    });
    return { before, after };
  });
  // The pages show published reviews only: a change to or from published (or to a published review's reply) rebuilds them.
  if (before.status === 'published' || after.status === 'published') await requestSiteRebuild(deps, `review.${change.action}`);
  const row = await findReview(deps.db, id);
  return { review: row ? deskOf(row) : null };
}
