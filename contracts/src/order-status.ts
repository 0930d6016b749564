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

/** Money the shop holds for the order: paid online (even if partly refunded since) or collected in cash. */
export function isPaid(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'partially_refunded' || status === 'cash_collected';
}
