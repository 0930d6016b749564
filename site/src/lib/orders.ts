/** An order as the commerce API shows it to its customer (GET /api/me/orders/:id), amounts in paise. */
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
