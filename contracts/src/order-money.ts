/**
 * What became of a customer's money, in the sentences every channel tells it with (the cancellation
 * email, the order's own page): chosen by where the payment status says the money stands
 * (`customerMoney`), amounts from integer paise. Zod-free and small: the order page's island imports it.
 */
import { formatPaise } from './money.ts';
import { customerMoney, type PaymentStatus } from './order-status.ts';

export type OrderMoney = { paymentStatus: PaymentStatus; totalPaise: number; refundedPaise: number };

/**
 * What cancelling the order does with its money: nothing was charged; it was charged and is back in
 * full; or what the shop still holds goes back, which is only the rest of a partly refunded payment,
 * and for money that did not pay the order (a mismatch, of an amount the order does not record) the
 * payment as such.
 */
export function moneyOnCancellation(order: OrderMoney): string {
  const money = customerMoney(order.paymentStatus);
  if (money === 'not_charged') return 'Nothing was charged for this order.';
  if (money === 'returned') return `Your payment of ${formatPaise(order.refundedPaise)} has been refunded to the account you paid from.`;
  const back = 'will be refunded to the account you paid from; we will email you when the refund is on its way.';
  if (order.paymentStatus === 'mismatch') return `The payment you made ${back}`;
  if (order.refundedPaise > 0) {
    return `${formatPaise(order.refundedPaise)} of your payment was refunded already; the remaining ${formatPaise(order.totalPaise - order.refundedPaise)} ${back}`;
  }
  return `Your payment of ${formatPaise(order.totalPaise)} ${back}`;
}
