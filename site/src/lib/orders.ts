/** An order as the commerce API shows it to its customer (GET /api/me/orders/:id), amounts in paise. */
import { customerDeliveryLabel, customerPaymentLabel } from '@koolers/contracts/order-status';
import type { OrderView } from '@koolers/contracts/orders';

export type { OrderView };

/** Where the order's money stands, in the customer's words ("Paid", "Pay on delivery", "Partially refunded"…). */
export function paymentLabel(order: Pick<OrderView, 'paymentStatus'>): string {
  return customerPaymentLabel(order.paymentStatus);
}

/** Where the order's delivery stands, in the customer's words. */
export function deliveryLabel(order: Pick<OrderView, 'deliveryStatus'>): string {
  return customerDeliveryLabel(order.deliveryStatus);
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "23 Nov 2026, 5:12 pm" in India's time, from the API's ISO timestamps. */
export function formatOrderTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
