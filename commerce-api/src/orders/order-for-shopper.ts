import type { OrderPromise } from '@koolers/contracts/delivery';
import { type Language, languageFrom, messageIn } from '@koolers/contracts/messages';
import type { Request, Response } from 'express';

type Promised = { promised: (OrderPromise & { words: string }) | null };

/**
 * An order as the shopper's own pages show it (their account, a guest's link): its promise worded in
 * the page's language, which the islands send as Accept-Language ("बुध, 2 दिस॰, 9–11 am").
 */
export function orderInPageLanguage<T extends Promised>(req: Request, res: Response, order: T): T {
  res.vary('Accept-Language');
  return orderIn(languageFrom(req.get('accept-language')), order);
}

export function orderIn<T extends Promised>(language: Language, order: T): T {
  if (!order.promised || language === 'en') return order;
  return { ...order, promised: { ...order.promised, words: messageIn(language, 'delivery_promise.order', order.promised) } };
}
