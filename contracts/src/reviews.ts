/**
 * Reviews from verified buyers (issue 36), as they cross the API's boundary: what the site's build
 * reads (`GET /api/reviews/published`) and what the desk's Reviews screen lists (`GET /api/admin/reviews`).
 */

/** A published review as the pages show it; no order, no customer. */
export type PublicReview = {
  id: number;
  /** 1 to 5. */
  stars: number;
  text: string | null;
  /** "Priya N."; null once the customer is erased ("A verified buyer"). */
  reviewer: string | null;
  /** The photo's immutable URL, on the shop's origin. */
  photo: string | null;
  /** The shop's public reply. */
  reply: string | null;
  /** When it was written (ISO 8601). */
  date: string;
};

/** One item's published reviews (`kooler:mango`): count, average to one decimal, newest first. */
export type ItemReviews = { count: number; average: number; reviews: PublicReview[] };

export type PublishedReviews = { items: Record<string, ItemReviews> };

export type ReviewStatus = 'pending' | 'published' | 'hidden';

/** A review as the desk sees it. */
export type DeskReview = PublicReview & {
  item: { ref: string; name: string };
  orderId: string;
  status: ReviewStatus;
  hideReason: string | null;
  moderatedAt: string | null;
};

/** The one place a review's reviewer is named: an erased customer's review says who it is from without them. */
export const reviewerLabel = (review: Pick<PublicReview, 'reviewer'>) => review.reviewer ?? 'A verified buyer';
