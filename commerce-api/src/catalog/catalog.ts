import type { Logger } from 'pino';
import { AppError } from '../http/app-error.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

export type Catalog = {
  /** The current catalogue: cached, refreshed when stale, served stale while Strapi is down. */
  get(): Promise<CatalogSnapshot>;
  /** Strapi changed something (its webhook): the next get() reloads. */
  invalidate(): void;
  /** Is Strapi answering? For /api/health. */
  check(): Promise<'up' | 'down'>;
};

export type CatalogOptions = {
  load: () => Promise<CatalogSnapshot>;
  check: () => Promise<'up' | 'down'>;
  logger: Logger;
  /** A safety net under the webhook: reload at least this often. */
  maxAgeMs?: number;
  now?: () => number;
};

export const CATALOG_UNAVAILABLE = 'Our price list is unavailable right now. Please try again in a minute.';

export function createCatalog({ load, check, logger, maxAgeMs = 5 * 60_000, now = Date.now }: CatalogOptions): Catalog {
  let snapshot: CatalogSnapshot | undefined;
  let stale = true;
  let loading: Promise<CatalogSnapshot> | undefined;

  const reload = () => {
    // Concurrent requests share one load.
    loading ??= load()
      .then((fresh) => {
        snapshot = fresh;
        stale = false;
        logger.info({ items: fresh.items.size }, 'catalogue loaded from Strapi');
        return fresh;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return {
    async get() {
      const expired = !snapshot || stale || now() - snapshot.loadedAt.getTime() > maxAgeMs;
      if (!expired && snapshot) return snapshot;
      try {
        return await reload();
      } catch (error) {
        if (snapshot) {
          logger.warn({ err: error }, 'Strapi unreachable: pricing from the cached catalogue');
          return snapshot;
        }
        logger.error({ err: error }, 'Strapi unreachable and no cached catalogue');
        throw new AppError('catalog_unavailable', CATALOG_UNAVAILABLE, 503);
      }
    },
    invalidate() {
      stale = true;
    },
    check,
  };
}
