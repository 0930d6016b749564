import { pincodeSchema } from '@koolers/contracts/form-schemas';
import { Router } from 'express';
import { z } from 'zod';
import { pageLanguage } from '../http/page-language.ts';
import { parse } from '../http/validate.ts';
import { createDeliveryService, type DeliveryDeps } from './delivery-service.ts';

/**
 * Browsers and the web front may keep the answer this long: like the availability list, a busy
 * shop asks the API at most once per period per browser, and a slot filling or an owner's closure
 * shows within it (the API itself reuses an answer for a second: promise-cache.ts). The order's own
 * transaction is what holds capacity, not this view.
 */
export const PROMISE_MAX_AGE_S = 10;

const query = z.object({ pincode: pincodeSchema.optional() });

/** GET /api/delivery/promise[?pincode=400703]: the next promise and the bookable slots (public, cached briefly). */
export function deliveryPromiseRoutes(deps: DeliveryDeps): Router {
  const delivery = createDeliveryService(deps);
  return Router().get('/promise', async (req, res) => {
    const { pincode } = parse(query, req.query, 'Please enter a 6-digit pincode.');
    // Its words are in the page's language, like the delivery check's (lib/delivery-promise.ts sends it).
    const language = pageLanguage(req, res);
    res.set('Cache-Control', `public, max-age=${PROMISE_MAX_AGE_S}`).json(await delivery.promise(pincode ?? null, language));
  });
}
