import { Router } from 'express';
import { type Db, isDatabaseUp } from '../db/database.ts';

type Probe = { check(): Promise<'up' | 'down'> };

/** GET /api/health: 200 when every dependency is up, 503 naming the ones that are down. */
export function healthRoutes(deps: { db: Db; catalog: Probe; payments: Probe }): Router {
  return Router().get('/', async (_req, res) => {
    const [database, cms, payments] = await Promise.all([
      isDatabaseUp(deps.db).then((up) => (up ? 'up' : 'down')),
      deps.catalog.check(),
      deps.payments.check(),
    ]);
    const dependencies = { database, cms, payments };
    const down = Object.entries(dependencies)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    res.status(down.length ? 503 : 200).json({ status: down.length ? 'down' : 'up', down, dependencies });
  });
}
