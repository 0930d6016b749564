import type { Db } from '../db/database.ts';
import { AppError, appError } from '../http/app-error.ts';
import {
  addWishlistItem,
  countWishlist,
  findWishlistItem,
  listWishlist,
  removeWishlistItem,
  type WishlistItem,
} from './wishlist-repository.ts';

export const WISHLIST_LIMIT = 200;

/** A customer's wishlist: product refs they saved for later, newest first. Only ever their own. */
export function createWishlistService(db: Db) {
  const service = {
    list(customerId: number): Promise<WishlistItem[]> {
      return listWishlist(db, customerId);
    },

    /** Saves a product; saving it again changes nothing and says so (`added: false`). */
    async add(customerId: number, ref: string): Promise<{ item: WishlistItem; added: boolean }> {
      const existing = await findWishlistItem(db, customerId, ref);
      if (existing) return { item: existing, added: false };
      if ((await countWishlist(db, customerId)) >= WISHLIST_LIMIT) {
        throw appError('wishlist_full', 409, { limit: WISHLIST_LIMIT });
      }
      const item = { ref, addedAt: new Date().toISOString() };
      if (await addWishlistItem(db, customerId, item)) return { item, added: true };
      // Added by a concurrent request in the meantime: report the stored one.
      return { item: (await findWishlistItem(db, customerId, ref)) ?? item, added: false };
    },

    /**
     * Adds the products a visitor hearted before logging in, oldest first, skipping those already
     * saved; when the list fills up the rest are left out. Answers the list as it now is.
     */
    async merge(customerId: number, refs: string[]): Promise<WishlistItem[]> {
      for (const ref of new Set(refs)) {
        try {
          await service.add(customerId, ref);
        } catch (error) {
          if (error instanceof AppError && error.code === 'wishlist_full') break;
          throw error;
        }
      }
      return listWishlist(db, customerId);
    },

    async remove(customerId: number, ref: string): Promise<void> {
      if (!(await removeWishlistItem(db, customerId, ref))) {
        throw appError('not_in_wishlist', 404);
      }
    },
  };
  return service;
}
