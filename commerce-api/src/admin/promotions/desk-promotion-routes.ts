import { pausedBody, promotionCodeSettingsSchema } from '@koolers/contracts/promotion-schemas';
import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parse } from '../../http/validate.ts';
import { createDeskPromotionService, NO_SUCH_CODE } from '../../promotions/desk-promotion-service.ts';
import { actorOf, allow } from '../access.ts';

const codeId = z.coerce.number().int().positive();

/**
 * Promotion codes: every staff member sees them and what they brought (to answer a shopper who asks
 * about one); only owners create, change, pause or resume them, since a code gives money away.
 */
export function registerDeskPromotionRoutes(router: Router, deps: AppContext): void {
  const codes = createDeskPromotionService(deps);

  router.get('/promotion-codes', allow('staff'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ codes: await codes.list() });
  });

  router.get('/promotion-codes/items', allow('staff'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ items: await codes.items() });
  });

  router.post('/promotion-codes', allow('owner'), async (req, res) => {
    const settings = parse(promotionCodeSettingsSchema, req.body, 'The code is not valid.');
    res.status(201).json(await codes.create(actorOf(req), settings));
  });

  router.put('/promotion-codes/:id', allow('owner'), async (req, res) => {
    const id = parse(codeId, req.params.id, NO_SUCH_CODE);
    await codes.update(actorOf(req), id, parse(promotionCodeSettingsSchema, req.body, 'The code is not valid.'));
    res.status(204).end();
  });

  router.put('/promotion-codes/:id/paused', allow('owner'), async (req, res) => {
    const id = parse(codeId, req.params.id, NO_SUCH_CODE);
    await codes.setPaused(actorOf(req), id, parse(pausedBody, req.body).paused);
    res.status(204).end();
  });
}
