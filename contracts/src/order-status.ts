/**
 * An order's two statuses and their words, the same for the desk, the customer's account, emails and
 * the CSV export: where its money stands (payment) and where its goods stand (delivery), as Shopify
 * keeps a payment status and a fulfilment status. Which moves are allowed is the API's business (its
 * transition tables); what the statuses are and how they read is shared.
 */

/**
 * - `pending`: an online order waiting for Razorpay to take its payment.
 * - `paid`, `partially_refunded`, `refunded`: paid online, then refunded in part or in full.
 * - `cash_due`, `cash_collected`: cash on delivery, before and after the rider collects it.
 * - `voided`: the order was cancelled before any money was taken; nothing is owed either way.
 * - `mismatch`: Razorpay took money that does not pay this order (another amount, or a payment after
 *   it was cancelled). It never counts as paid; the shop reviews it and gives the money back.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'partially_refunded',
  'refunded',
  'cash_due',
  'cash_collected',
  'voided',
  'mismatch',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DELIVERY_STATUSES = ['unconfirmed', 'confirmed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const PAYMENT_METHODS = ['razorpay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Each payment status as staff read it (the desk's badges, tabs and CSV). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Payment pending',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  cash_due: 'Cash due',
  cash_collected: 'Cash collected',
  voided: 'Voided',
  mismatch: 'Payment under review',
};

/** Each delivery status as staff read it. */
export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Each payment status as its customer reads it: what they owe or got back, in plain words. */
export const CUSTOMER_PAYMENT_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  cash_due: 'Pay on delivery',
  cash_collected: 'Paid in cash',
  voided: 'Nothing charged',
  mismatch: 'Payment under review',
};

/** Each delivery status as its customer reads it. */
export const CUSTOMER_DELIVERY_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  unconfirmed: 'Waiting for the shop to confirm',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * What each payment status means, as data: every rule that asks "is this order paid?" reads it here,
 * so a new status is a compile error in this table rather than a silent guess in a dozen queries.
 * - `tookMoney`: the order's money was taken: paid online (even if refunded since) or collected in
 *   cash. Not a mismatch: that money does not pay the order and goes back.
 * - `charged`: its customer was charged, even by money that does not pay it (a mismatch): an online
 *   order past its checkout.
 * - `revenue`: the order counts in the desk's orders and revenue: paid, or cash to collect on delivery.
 * - `payableOnline`: its customer can still pay it online (/payment/{id}).
 * - `confirmable`: the shop may confirm it (start preparing it): paid online, or cash on delivery.
 * - `refundable`: money paid online the shop still holds, some of it not yet refunded.
 * - `heldByShop`: money its customer paid that the shop still holds, some or all of it: not given
 *   back in full (paid online, partly refunded, collected in cash, or a mismatch still to return).
 *   With `charged`, it says where the customer's money stands (`customerMoney`).
 */
export type PaymentStatusFacts = {
  tookMoney: boolean;
  charged: boolean;
  revenue: boolean;
  payableOnline: boolean;
  confirmable: boolean;
  refundable: boolean;
  heldByShop: boolean;
};

export const PAYMENT_STATUS_FACTS: Readonly<Record<PaymentStatus, Readonly<PaymentStatusFacts>>> = {
  pending: {
    tookMoney: false,
    charged: false,
    revenue: false,
    payableOnline: true,
    confirmable: false,
    refundable: false,
    heldByShop: false,
  },
  paid: { tookMoney: true, charged: true, revenue: true, payableOnline: false, confirmable: true, refundable: true, heldByShop: true },
  partially_refunded: {
    tookMoney: true,
    charged: true,
    revenue: true,
    payableOnline: false,
    confirmable: true,
    refundable: true,
    heldByShop: true,
  },
  refunded: {
    tookMoney: true,
    charged: true,
    revenue: true,
    payableOnline: false,
    confirmable: false,
    refundable: false,
    heldByShop: false,
  },
  cash_due: {
    tookMoney: false,
    charged: false,
    revenue: true,
    payableOnline: false,
    confirmable: true,
    refundable: false,
    heldByShop: false,
  },
  cash_collected: {
    tookMoney: true,
    charged: true,
    revenue: true,
    payableOnline: false,
    confirmable: false,
    refundable: false,
    heldByShop: true,
  },
  voided: {
    tookMoney: false,
    charged: false,
    revenue: false,
    payableOnline: false,
    confirmable: false,
    refundable: false,
    heldByShop: false,
  },
  mismatch: {
    tookMoney: false,
    charged: true,
    revenue: false,
    payableOnline: false,
    confirmable: false,
    refundable: false,
    heldByShop: true,
  },
};

/** The payment statuses with `fact`, for a query's `in (…)`. */
export function paymentStatusesWith(fact: keyof PaymentStatusFacts): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((status) => PAYMENT_STATUS_FACTS[status][fact]);
}

/**
 * Where a customer's own money stands, as every sentence about it must tell it (a cancellation
 * email, the order's page): never charged; charged and given back in full; or charged and still
 * with the shop, some or all of it (then it goes back if the order is cancelled).
 */
export type CustomerMoney = 'not_charged' | 'returned' | 'held';

export function customerMoney(status: PaymentStatus): CustomerMoney {
  const facts = PAYMENT_STATUS_FACTS[status];
  return !facts.charged ? 'not_charged' : facts.heldByShop ? 'held' : 'returned';
}

/** Whether the customer can still pay this order online (/payment/{id}): an online order waiting for its payment. */
export function isPayableOnline(order: { paymentStatus: string; paymentMethod: string }): boolean {
  return (
    order.paymentMethod === 'razorpay' && isPaymentStatus(order.paymentStatus) && PAYMENT_STATUS_FACTS[order.paymentStatus].payableOnline
  );
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isDeliveryStatus(value: string): value is DeliveryStatus {
  return (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** A status this code does not know yet (a newer API) still reads as words. */
function asWords(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'N/A';
}

/** A payment status inside a sentence: "An order whose payment is pending…". */
export function paymentInWords(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status].toLowerCase().replace(/^payment /, '');
}

export function paymentStatusLabel(status: string): string {
  return isPaymentStatus(status) ? PAYMENT_STATUS_LABELS[status] : asWords(status);
}

export function deliveryStatusLabel(status: string): string {
  return isDeliveryStatus(status) ? DELIVERY_STATUS_LABELS[status] : asWords(status);
}

export function customerPaymentLabel(status: string): string {
  return isPaymentStatus(status) ? CUSTOMER_PAYMENT_LABELS[status] : asWords(status);
}

export function customerDeliveryLabel(status: string): string {
  return isDeliveryStatus(status) ? CUSTOMER_DELIVERY_LABELS[status] : asWords(status);
}
