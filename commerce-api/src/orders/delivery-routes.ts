import { locationSchema, pincodeSchema } from '@koolers/contracts/form-schemas';
import { Router } from 'express';
import { z } from 'zod';
import type { Catalog } from '../catalog/catalog.ts';
import { parse } from '../http/validate.ts';
import { deliveryRefusal } from './delivery-area.ts';

const ASK = 'Please enter a 6-digit pincode or share your location.';

const checkBody = z
  .object({
    pincode: pincodeSchema.optional(),
    location: locationSchema.optional(),
  })
  .refine((body) => body.pincode !== undefined || body.location !== undefined, ASK);

export const DELIVERY_AVAILABLE = 'Delivery Available';

/**
 * POST /api/delivery/check: whether we deliver to a pincode or a position, answered from the same
 * delivery area the checkout enforces, so the page never promises what the order would refuse.
 */
export function deliveryRoutes(deps: { catalog: Catalog }): Router {
  return Router().post('/check', async (req, res) => {
    const destination = parse(checkBody, req.body, ASK);
    const refusal = deliveryRefusal((await deps.catalog.get()).delivery, destination);
    res.json(refusal ? { available: false, message: refusal } : { available: true, message: DELIVERY_AVAILABLE });
  });
}
