import { message } from '@koolers/contracts/messages';
import type { Logger } from 'pino';
import type { ChangeCounter } from '../db/change-counter.ts';
import { appError } from '../http/app-error.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

export type Catalog = {
  /** The current catalogue: cached, refreshed when stale, served stale while Strapi is down. */
  get(): Promise<CatalogSnapshot>;
  /** Strapi changed something (its webhook): the next get() reloads, in every process sharing `changes`. */
  invalidate(): Promise<void>;
  /** Is Strapi answering? For /api/health. */
  check(): Promise<'up' | 'down'>;
};

export type CatalogOptions = {
  load: () => Promise<CatalogSnapshot>;
  check: () => Promise<'up' | 'down'>;
  logger: Logger;
  /** Where invalidations are announced to the other API processes (read at most every `pollMs`). */
  changes?: ChangeCounter;
  pollMs?: number;
  /** A safety net under the webhook: reload at least this often. */
  maxAgeMs?: number;
  now?: () => number;
};

export const CATALOG_UNAVAILABLE = message('catalog_unavailable');

/**
 * Every invalidation moves a generation counter; a snapshot is fresh only if it was loaded in the
 * current generation. A change announced while a load is running (which may have read the old
 * prices) therefore makes the next get() load again instead of being lost.
 */
export function createCatalog(options: CatalogOptions): Catalog {
  const { load, check, logger, changes, pollMs = 1_000, maxAgeMs = 5 * 60_000, now = Date.now } = options;
  let snapshot: CatalogSnapshot | undefined;
  let snapshotGeneration = -1;
  let generation = 0;
  let loading: { generation: number; promise: Promise<CatalogSnapshot> } | undefined;
  let sharedSeen: number | undefined;
  let lastPoll = Number.NEGATIVE_INFINITY;

  const reload = () => {
    if (loading?.generation === generation) return loading.promise;
    // Concurrent requests of one generation share one load.
    const started = generation;
    const promise = load()
      .then((fresh) => {
        // A load that finishes after a newer one started does not replace it.
        if (started >= snapshotGeneration) {
          snapshot = fresh;
          snapshotGeneration = started;
        }
        logger.info({ items: fresh.items.size }, 'catalogue loaded from Strapi');
        return fresh;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
    loading = { generation: started, promise };
    return promise;
  };

  /** Another process announced a change: at most one database read per `pollMs`. */
  const pollShared = async () => {
    if (!changes) return;
    lastPoll = now();
    try {
      const value = await changes.read();
      if (sharedSeen !== undefined && value !== sharedSeen) generation += 1;
      sharedSeen = value;
    } catch (error) {
      logger.warn({ err: error }, 'could not read the catalogue change counter');
    }
  };

  return {
    async get() {
      if (changes && now() - lastPoll >= pollMs) await pollShared();
      const expired = !snapshot || snapshotGeneration !== generation || now() - snapshot.loadedAt.getTime() > maxAgeMs;
      if (!expired && snapshot) return snapshot;
      try {
        return await reload();
      } catch (error) {
        if (snapshot) {
          logger.warn({ err: error }, 'Strapi unreachable: pricing from the cached catalogue');
          return snapshot;
        }
        logger.error({ err: error }, 'Strapi unreachable and no cached catalogue');
        throw appError('catalog_unavailable', 503);
      }
    },
    async invalidate() {
      generation += 1;
      if (!changes) return;
      await changes.bump();
      // Our own announcement is not news to us.
      sharedSeen = await changes.read().catch(() => sharedSeen);
    },
    check,
  };
}
