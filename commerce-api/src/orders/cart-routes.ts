import { EMPTY_CART, quoteBody } from '@koolers/contracts/checkout-schemas';
import { languageFrom } from '@koolers/contracts/messages';
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { parse } from '../http/validate.ts';
import { guardCodeLookup } from '../promotions/code-guess-limit.ts';
import { createCheckoutService } from './checkout-service.ts';

/** POST /api/cart/quote: what the cart costs, priced by the server, in paise. */
export function cartRoutes(deps: AppContext): Router {
  const checkout = createCheckoutService(deps);
  return Router().post('/quote', async (req, res) => {
    const { items, promotionCode, paymentMethod } = parse(quoteBody, req.body, EMPTY_CART);
    // A code is a guess until it is found: limited, so codes cannot be found by trying a dictionary.
    const guard = promotionCode ? await guardCodeLookup(deps.limiter, req, res, promotionCode) : undefined;
    // A sold-out line's words beside it are in the page's language, as the answer's message is.
    const quote = await checkout.quote(items, req.customer, promotionCode, paymentMethod, languageFrom(req.get('accept-language')));
    await guard?.settle(quote.promotion?.status !== 'refused' || quote.promotion.reason !== 'unknown');
    res.json(quote);
  });
}
