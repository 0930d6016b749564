import type { Db } from '../db/database.ts';

export type WishlistItem = { ref: string; addedAt: string };

export async function listWishlist(db: Db, customerId: number): Promise<WishlistItem[]> {
  return db
    .selectFrom('wishlist_items')
    .select(['ref', 'created_at as addedAt'])
    .where('customer_id', '=', customerId)
    .where('removed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('ref', 'asc')
    .execute();
}

export async function countWishlist(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('customer_id', '=', customerId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Adds the item unless it is in the list already (the primary key decides); an item removed before
 * comes back as newly added. True when it was added.
 */
export async function addWishlistItem(db: Db, customerId: number, item: WishlistItem): Promise<boolean> {
  const result = await db
    .insertInto('wishlist_items')
    .values({ customer_id: customerId, ref: item.ref, created_at: item.addedAt, removed_at: null })
    .onConflict((conflict) =>
      conflict
        .columns(['customer_id', 'ref'])
        .doUpdateSet({ created_at: item.addedAt, removed_at: null })
        .where('wishlist_items.removed_at', 'is not', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findWishlistItem(db: Db, customerId: number, ref: string): Promise<WishlistItem | undefined> {
  return db
    .selectFrom('wishlist_items')
    .select(['ref', 'created_at as addedAt'])
    .where('customer_id', '=', customerId)
    .where('ref', '=', ref)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Marks the item removed (kept, not deleted); true when it was in the customer's list. */
export async function removeWishlistItem(db: Db, customerId: number, ref: string): Promise<boolean> {
  const result = await db
    .updateTable('wishlist_items')
    .set({ removed_at: new Date().toISOString() })
    .where('customer_id', '=', customerId)
    .where('ref', '=', ref)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
