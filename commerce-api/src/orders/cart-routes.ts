import { EMPTY_CART, quoteBody } from '@koolers/contracts/checkout-schemas';
import { Router } from 'express';
import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/database.ts';
import { parse } from '../http/validate.ts';
import { quote } from './checkout-service.ts';

/** POST /api/cart/quote: what the cart costs, priced by the server, in paise. */
export function cartRoutes(deps: { db: Db; catalog: Catalog }): Router {
  return Router().post('/quote', async (req, res) => {
    const { items } = parse(quoteBody, req.body, EMPTY_CART);
    res.json(await quote(deps, items, req.customer));
  });
}
