/**
 * An order's status and its words, the same for the desk, the customer's account, emails and the CSV
 * export. Which moves are allowed is the API's business (its transitions table); what the statuses
 * are and how they read is shared.
 */

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'confirmed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  'payment_mismatch',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['razorpay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Each status in words. `payment_mismatch`: Razorpay took a payment that does not pay the order
 * (another amount, or after it was cancelled); the shop reviews and refunds it.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  payment_mismatch: 'Payment under review',
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** A status in words; one this code does not know yet (a newer API) still reads as words. */
export function orderStatusLabel(status: string): string {
  if (isOrderStatus(status)) return ORDER_STATUS_LABELS[status];
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'N/A';
}

/** What a customer reads: a pending order says what it is waiting for. */
export function customerStatusLabel(status: string, paymentMethod: string): string {
  if (status === 'pending') return paymentMethod === 'cod' ? 'Placed: pay on delivery' : 'Waiting for payment';
  return orderStatusLabel(status);
}
