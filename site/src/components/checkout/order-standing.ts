/**
 * How an order's own page (/order-confirmation, the link in every email) tells where it stands: its
 * heading, its notice and "What happens next", each from BOTH of its statuses, so a refunded or a
 * delivered order never reads as one waiting for its payment. Where the customer's money stands is
 * the contracts' (`customerMoney`, `moneyOnCancellation`, the same sentence as the cancellation email).
 */
import { moneyOnCancellation } from '@koolers/contracts/order-money';
import { customerDeliveryLabel } from '@koolers/contracts/order-status';
import { formatPaise } from '../../lib/format.ts';
import type { OrderView } from '../../lib/orders.ts';
import { PAID_MESSAGE } from './pay-online.ts';

export type OrderStanding = { heading: string; notice: string; tone: 'success' | 'warning'; next: string };

type Order = Pick<OrderView, 'paymentStatus' | 'deliveryStatus' | 'totalPaise' | 'refundedPaise'>;

/** What happens next while the order is on its way to its customer, by its delivery status. */
const NEXT = {
  unconfirmed: 'The shop confirms your order, then it is on its way to you, fresh.',
  confirmed: 'The shop is preparing your order fresh, then it is on its way to you.',
  out_for_delivery: 'It has left our kitchen and reaches you shortly.',
  delivered: 'Enjoy your drinks!',
} as const;

/**
 * Cancelled: what became of the money (the cancellation email's sentence). Money that does not pay
 * the order: under review. Online and unpaid: waiting for its payment. Otherwise thanks on the
 * customer's first look at it, while the shop confirms and prepares it (`firstVisit`, first-visit.ts),
 * else the delivery's own word; and the money as it stands: cash to pay on
 * delivery or paid in cash, the spec's words for a paid order, or what of it was refunded.
 */
export function orderStanding(order: Order, firstVisit = false): OrderStanding {
  const { paymentStatus: payment, deliveryStatus: delivery } = order;
  const total = formatPaise(order.totalPaise);
  if (delivery === 'cancelled')
    return { heading: 'Your order is cancelled', tone: 'warning', notice: moneyOnCancellation(order), next: '' };
  if (payment === 'mismatch') {
    return {
      heading: 'Your payment is under review',
      tone: 'warning',
      notice: 'The payment we received does not match this order. The shop will refund it.',
      next: 'We will email you what happens to your order.',
    };
  }
  if (payment === 'pending') {
    return {
      heading: 'Your order is waiting for its payment',
      tone: 'warning',
      notice: 'Your order is saved and waiting for its payment.',
      next: 'Once it is paid, the shop confirms your order, then it is on its way to you, fresh.',
    };
  }
  const placed = delivery === 'unconfirmed' || delivery === 'confirmed';
  return {
    heading:
      payment === 'refunded'
        ? 'Your order is refunded'
        : placed && firstVisit
          ? 'Thank you for your order'
          : delivery === 'unconfirmed'
            ? 'Your order is placed'
            : `Your order is ${customerDeliveryLabel(delivery).toLowerCase()}`,
    tone: 'success',
    notice:
      payment === 'cash_due'
        ? `Your order has been placed. Please pay ${total} in cash or by UPI when it arrives.`
        : payment === 'cash_collected'
          ? `Paid in cash: ${total}.`
          : payment === 'paid'
            ? PAID_MESSAGE
            : `Paid online: ${total}; ${formatPaise(order.refundedPaise)} of it has been refunded.`,
    next: NEXT[delivery],
  };
}
