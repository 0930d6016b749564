import { EMPTY_CART, quoteBody } from '@koolers/contracts/checkout-schemas';
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { parse } from '../http/validate.ts';
import { createCheckoutService } from './checkout-service.ts';

/** POST /api/cart/quote: what the cart costs, priced by the server, in paise. */
export function cartRoutes(deps: AppContext): Router {
  const checkout = createCheckoutService(deps);
  return Router().post('/quote', async (req, res) => {
    const { items, promotionCode } = parse(quoteBody, req.body, EMPTY_CART);
    res.json(await checkout.quote(items, req.customer, promotionCode));
  });
}
