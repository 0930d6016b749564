/**
 * What became of a customer's money, in the sentences every channel tells it with (the cancellation
 * email, the order's own page): chosen by where the payment status says the money stands
 * (`customerMoney`), amounts from integer paise. The sentences are the checkout's words
 * (words/checkout.ts `money…`), so the order page's island ships its own language's only.
 */
import { formatPaise } from './money.ts';
import { customerMoney, type PaymentStatus } from './order-status.ts';
import type { checkout } from './words/checkout.ts';
import { fill } from './words/fill.ts';

export type OrderMoney = { paymentStatus: PaymentStatus; totalPaise: number; refundedPaise: number };

type MoneyWords = Pick<
  (typeof checkout)['en'],
  'moneyNotCharged' | 'moneyReturned' | 'moneyMismatch' | 'moneyPartlyRefunded' | 'moneyToRefund'
>;

/**
 * What cancelling the order does with its money, in the words' language: nothing was charged; it
 * was charged and is back in full; or what the shop still holds goes back, which is only the rest
 * of a partly refunded payment, and for money that did not pay the order (a mismatch, of an amount
 * the order does not record) the payment as such.
 */
export function moneyOnCancellation(order: OrderMoney, words: MoneyWords): string {
  const money = customerMoney(order.paymentStatus);
  if (money === 'not_charged') return words.moneyNotCharged;
  if (money === 'returned') return fill(words.moneyReturned, { amount: formatPaise(order.refundedPaise) });
  if (order.paymentStatus === 'mismatch') return words.moneyMismatch;
  if (order.refundedPaise > 0) {
    return fill(words.moneyPartlyRefunded, {
      refunded: formatPaise(order.refundedPaise),
      remaining: formatPaise(order.totalPaise - order.refundedPaise),
    });
  }
  return fill(words.moneyToRefund, { total: formatPaise(order.totalPaise) });
}
