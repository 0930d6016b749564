import type { Core } from '@strapi/strapi';

/**
 * Remembers which seed entries were ever created (key `<uid>#<entry key>`), in Strapi's core store.
 * A seeded entry that an editor later deletes or renames is therefore never created again: the
 * seed only ever adds what it has not added before.
 */
export interface SeedLedger {
  has(key: string): boolean;
  /** Records keys as seeded (persisted at once). */
  record(keys: readonly string[]): Promise<void>;
}

const STORE = { type: 'koolers', name: 'seed', key: 'seeded-entries' } as const;

export async function openLedger(strapi: Core.Strapi): Promise<SeedLedger> {
  const store = strapi.store(STORE);
  const stored = await store.get();
  const seeded = new Set(Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : []);

  return {
    has: (key) => seeded.has(key),
    async record(keys) {
      const before = seeded.size;
      for (const key of keys) seeded.add(key);
      if (seeded.size !== before) await store.set({ value: [...seeded].sort() });
    },
  };
}
