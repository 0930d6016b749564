import { locationSchema, pincodeSchema } from '@koolers/contracts/form-schemas';
import { Router } from 'express';
import { z } from 'zod';
import type { Catalog } from '../catalog/catalog.ts';
import { pageLanguage } from '../http/page-language.ts';
import { parse } from '../http/validate.ts';
import { checkPincode, checkPosition } from './delivery-area.ts';

const ASK = 'Please enter a 6-digit pincode or share your location.';

const checkBody = z
  .object({
    pincode: pincodeSchema.optional(),
    location: locationSchema.optional(),
  })
  .refine((body) => body.pincode !== undefined || body.location !== undefined, ASK);

/**
 * POST /api/delivery/check: whether we deliver to a pincode, or to a position (through the pincode
 * of the nearest area we deliver to), answered by the rule the order itself is checked against,
 * so no page promises what the order would refuse. `pincode` is the one the answer is about.
 */
export function deliveryRoutes(deps: { catalog: Catalog }): Router {
  return Router().post('/check', async (req, res) => {
    const { pincode: code, location } = parse(checkBody, req.body, ASK);
    const { delivery } = await deps.catalog.get();
    // Its words, like an error's, are in the page's language (lib/api.ts sends it).
    const language = pageLanguage(req, res);
    if (code !== undefined) res.json(checkPincode(delivery, code, language));
    else if (location) res.json(checkPosition(delivery, location, language));
  });
}
