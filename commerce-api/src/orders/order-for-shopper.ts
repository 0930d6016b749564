import type { OrderPromise } from '@koolers/contracts/delivery';
import { type Language, messageIn } from '@koolers/contracts/messages';

type Promised = { promised: (OrderPromise & { words: string }) | null };

/**
 * An order as the shopper's own pages show it (their account, a guest's link): its promise worded in
 * the page's language (`pageLanguage`), "बुध, 2 दिस॰, 9–11 am". English orders are returned as they are.
 */
export function orderIn<T extends Promised>(language: Language, order: T): T {
  if (!order.promised || language === 'en') return order;
  return { ...order, promised: { ...order.promised, words: messageIn(language, 'delivery_promise.order', order.promised) } };
}
