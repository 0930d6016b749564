/**
 * How an order's own page (/order-confirmation, the link in every email) tells where it stands: its
 * heading, its notice and "What happens next", each from BOTH of its statuses, so a refunded or a
 * delivered order never reads as one waiting for its payment. Where the customer's money stands is
 * the contracts' (`customerMoney`, `moneyOnCancellation`, the same sentence as the cancellation email).
 */
import { moneyOnCancellation } from '@koolers/contracts/order-money';
import type { WordsOf } from '@koolers/contracts/words/index';
import { deliveryStatusIn } from '@koolers/contracts/words/orders';
import { formatPaise } from '../../lib/format.ts';
import type { OrderView } from '../../lib/orders.ts';
import { fill } from '../../lib/words.tsx';

export type OrderStanding = { heading: string; notice: string; tone: 'success' | 'warning'; next: string };

type Order = Pick<OrderView, 'paymentStatus' | 'deliveryStatus' | 'totalPaise' | 'refundedPaise'>;

/** What happens next while the order is on its way to its customer, by its delivery status (the words' keys). */
const NEXT = {
  unconfirmed: 'nextUnconfirmed',
  confirmed: 'nextConfirmed',
  out_for_delivery: 'nextOutForDelivery',
  delivered: 'nextDelivered',
} as const;

/**
 * Cancelled: what became of the money (the cancellation email's sentence). Money that does not pay
 * the order: under review. Online and unpaid: waiting for its payment. Otherwise thanks on the
 * customer's first look at it, while the shop confirms and prepares it (`firstVisit`, first-visit.ts),
 * else the delivery's own word; and the money as it stands: cash to pay on
 * delivery or paid in cash, the spec's words for a paid order, or what of it was refunded.
 */
export function orderStanding(
  order: Order,
  { words, orderWords }: { words: WordsOf<'checkout'>; orderWords: WordsOf<'orders'> },
  firstVisit = false,
): OrderStanding {
  const { paymentStatus: payment, deliveryStatus: delivery } = order;
  const total = formatPaise(order.totalPaise);
  if (delivery === 'cancelled')
    return { heading: words.standingCancelled, tone: 'warning', notice: moneyOnCancellation(order, words), next: '' };
  if (payment === 'mismatch') {
    return {
      heading: words.standingMismatch,
      tone: 'warning',
      notice: words.standingMismatchNotice,
      next: words.standingMismatchNext,
    };
  }
  if (payment === 'pending') {
    return {
      heading: words.standingPending,
      tone: 'warning',
      notice: words.standingPendingNotice,
      next: words.standingPendingNext,
    };
  }
  const placed = delivery === 'unconfirmed' || delivery === 'confirmed';
  return {
    heading:
      payment === 'refunded'
        ? words.standingRefunded
        : placed && firstVisit
          ? words.standingThanks
          : delivery === 'unconfirmed'
            ? words.standingPlaced
            : fill(words.standingDelivery, { status: deliveryStatusIn(orderWords, delivery).toLowerCase() }),
    tone: 'success',
    notice:
      payment === 'cash_due'
        ? fill(words.standingCashDue, { total })
        : payment === 'cash_collected'
          ? fill(words.standingCashCollected, { total })
          : payment === 'paid'
            ? words.paymentSuccess
            : fill(words.standingPartlyRefunded, { total, refunded: formatPaise(order.refundedPaise) }),
    next: words[NEXT[delivery]],
  };
}
