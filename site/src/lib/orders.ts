/** An order as the commerce API shows it to its customer (GET /api/me/orders/:id), amounts in paise. */
import type { Language } from '@koolers/contracts/languages';
import type { OrderView } from '@koolers/contracts/orders';
import type { WordsOf } from '@koolers/contracts/words/index';
import { deliveryStatusIn, paymentStatusIn } from '@koolers/contracts/words/orders';

export type { OrderView };

/** Where the order's money stands, in the customer's words ("Paid", "Pay on delivery", "Partially refunded"…). */
export function paymentLabel(order: Pick<OrderView, 'paymentStatus'>, words: WordsOf<'orders'>): string {
  return paymentStatusIn(words, order.paymentStatus);
}

/** Where the order's delivery stands, in the customer's words. */
export function deliveryLabel(order: Pick<OrderView, 'deliveryStatus'>, words: WordsOf<'orders'>): string {
  return deliveryStatusIn(words, order.deliveryStatus);
}

/**
 * A line's name as a page in `language` shows it: the name the order recorded in its own language,
 * on a page in that language; else the catalogue's English, marked `lang="en"` on a Hindi or Marathi
 * page (an order placed in English, an item not translated, or the order read in another language).
 */
export function lineNameIn(
  language: Language,
  order: Pick<OrderView, 'language'>,
  line: OrderView['lines'][number],
): { name: string; lang: 'en' | undefined } {
  if (line.translatedName && language === (order.language ?? 'en')) return { name: line.translatedName, lang: undefined };
  return { name: line.name, lang: language === 'en' ? undefined : 'en' };
}
