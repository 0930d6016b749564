/** Which of a product's offers a wishlist line shows; safe for islands (no build-time imports). */
import type { SoldOut } from './availability.ts';

export type Offer = {
  price: number;
  /** The size the cart line takes (a product's size), or null for an item sold in one size. */
  size: string | null;
  /** The size as the customer reads it: the product's size, or a kooler's bottle size. */
  label: string | null;
};

/**
 * The offer a wishlist line shows and adds to the bag: the first one still on sale today, as the
 * product page preselects it; null when every one is sold out today (or the shop sells none).
 */
export function offerOnSale(ref: string, offers: readonly Offer[], soldOut: SoldOut): Offer | null {
  const sizes = offers.flatMap((offer) => (offer.size === null ? [] : [offer.size]));
  if (soldOut.item(ref, sizes)) return null;
  return offers.find((offer) => offer.size === null || !soldOut.size(ref, offer.size)) ?? null;
}
