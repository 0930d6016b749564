import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createAvailabilityService } from '../../availability/availability-service.ts';
import { parse } from '../../http/validate.ts';
import { actorOf, allow } from '../access.ts';

const markBody = z.object({
  ref: z.string({ error: 'Say which item.' }).min(1, 'Say which item.').max(200),
  size: z.string().max(200).nullish(),
  soldOut: z.boolean({ error: 'Say whether it is sold out (true or false).' }),
});

/** What is sold out today, and marking it: any signed-in staff member (the counter knows first). */
export function registerDeskAvailabilityRoutes(router: Router, deps: AppContext): void {
  const availability = createAvailabilityService(deps);

  router.get('/availability', allow('staff'), async (_req, res) => {
    res.json(await availability.forDesk());
  });

  router.put('/availability', allow('staff'), async (req, res) => {
    const body = parse(markBody, req.body);
    await availability.mark(actorOf(req), { ref: body.ref, size: body.size ?? null, soldOut: body.soldOut });
    res.json(await availability.forDesk());
  });
}
