import { deliverySettingsBody, restOfDayBody } from '@koolers/contracts/delivery-schemas';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { createDeskDeliveryService } from '../../delivery/desk-delivery-service.ts';
import { parse } from '../../http/validate.ts';
import { actorOf, allow } from '../access.ts';

/** The delivery settings: every staff member reads them; only owners change them (they decide what the shop promises). */
export function registerDeskDeliveryRoutes(router: Router, deps: AppContext): void {
  const delivery = createDeskDeliveryService(deps);

  router.get('/delivery', allow('staff'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await delivery.read());
  });

  router.put('/delivery', allow('owner'), async (req, res) => {
    await delivery.replace(actorOf(req), parse(deliverySettingsBody, req.body, 'The delivery settings are not valid.'));
    res.set('Cache-Control', 'no-store').json(await delivery.read());
  });

  router.post('/delivery/close-today', allow('owner'), async (req, res) => {
    await delivery.closeRestOfDay(actorOf(req), parse(restOfDayBody, req.body ?? {}));
    res.set('Cache-Control', 'no-store').json(await delivery.read());
  });
}
