import { Router } from 'express';
import { z } from 'zod';
import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/database.ts';
import { parse } from '../http/validate.ts';
import { cartItemsSchema } from './cart-schema.ts';
import { quote } from './checkout-service.ts';

const quoteBody = z.object({ items: cartItemsSchema }, { error: 'Cart is empty.' });

/** POST /api/cart/quote: what the cart costs, priced by the server, in paise. */
export function cartRoutes(deps: { db: Db; catalog: Catalog }): Router {
  return Router().post('/quote', async (req, res) => {
    const { items } = parse(quoteBody, req.body, 'Cart is empty.');
    res.json(await quote(deps, items, req.customer));
  });
}
