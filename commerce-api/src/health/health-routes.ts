import { Router } from 'express';
import { type Db, isDatabaseUp } from '../db/database.ts';
import { cachedProbe } from './cached-probe.ts';

type Probe = { check(): Promise<'up' | 'down'> };

/**
 * GET /api/health: 200 when every dependency is up, 503 naming the ones that are down. The
 * database is asked every time; Strapi and Razorpay at most every 30 seconds (5 after a failure).
 */
export function healthRoutes(deps: { db: Db; catalog: Probe; payments: Probe }): Router {
  const cms = cachedProbe(() => deps.catalog.check());
  const razorpay = cachedProbe(() => deps.payments.check());
  return Router().get('/', async (_req, res) => {
    const [database, cmsState, payments] = await Promise.all([
      isDatabaseUp(deps.db).then((up) => (up ? 'up' : 'down')),
      cms.check(),
      razorpay.check(),
    ]);
    const dependencies = { database, cms: cmsState, payments };
    const down = Object.entries(dependencies)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    res.status(down.length ? 503 : 200).json({ status: down.length ? 'down' : 'up', down, dependencies });
  });
}
