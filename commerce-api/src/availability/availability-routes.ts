import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { createAvailabilityService } from './availability-service.ts';

/**
 * Browsers and the web front may keep the answer this long: a sell-out reaches every open page
 * within this plus the page's own refresh, and a busy shop asks the database at most once per
 * period per browser.
 */
export const AVAILABILITY_MAX_AGE_S = 10;

/** GET /api/availability: what is sold out today, for the shop's pages and search (public, cached briefly). */
export function availabilityRoutes(deps: AppContext): Router {
  const availability = createAvailabilityService(deps);
  return Router().get('/', async (_req, res) => {
    res.set('Cache-Control', `public, max-age=${AVAILABILITY_MAX_AGE_S}`).json(await availability.today());
  });
}
