/**
 * The wishlist's hearts. A visitor's hearts live in this browser (localStorage `wishlist`, a list
 * of refs such as `product:coir-doormat`); a logged-in customer's live in the account
 * (`/api/wishlist`), and the visitor's are merged into it, then forgotten here, once the customer
 * is known.
 */
import { type ApiResult, api } from './api.ts';

const KEY = 'wishlist';

export type WishlistItem = { ref: string; addedAt: string };

/** The hearts kept in this browser; anything unreadable counts as none. */
export function localHearts(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((ref): ref is string => typeof ref === 'string') : [];
  } catch {
    return [];
  }
}

export function setLocalHeart(ref: string, on: boolean): void {
  const list = new Set(localHearts());
  if (on) list.add(ref);
  else list.delete(ref);
  localStorage.setItem(KEY, JSON.stringify([...list]));
}

/**
 * The account's wishlist, with this browser's hearts merged into it first (then forgotten here,
 * so they are not merged again after the customer removes one).
 */
export async function accountWishlist(): Promise<ApiResult<{ items: WishlistItem[] }>> {
  const hearts = localHearts();
  if (hearts.length === 0) return api.get<{ items: WishlistItem[] }>('/wishlist');
  const merged = await api.post<{ items: WishlistItem[] }>('/wishlist/merge', { refs: hearts.slice(0, 200) });
  if (merged.ok) localStorage.removeItem(KEY);
  return merged;
}

export function saveHeart(ref: string, on: boolean): Promise<ApiResult<unknown>> {
  return on ? api.post('/wishlist', { ref }) : api.delete(`/wishlist/${encodeURIComponent(ref)}`);
}
