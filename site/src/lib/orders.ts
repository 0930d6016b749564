/** An order as the commerce API shows it to its customer (GET /api/me/orders/:id), amounts in paise. */
import { customerStatusLabel } from '@koolers/contracts/order-status';
import type { OrderView } from '@koolers/contracts/orders';

export type { OrderView };

/** An order's status in words; a pending online order is waiting for its payment. */
export function statusLabel(order: Pick<OrderView, 'status' | 'paymentMethod'>): string {
  return customerStatusLabel(order.status, order.paymentMethod);
}

/** Whether the customer can still pay this order online (/payment/{id}). */
export function isPayableOnline(order: Pick<OrderView, 'status' | 'paymentMethod'>): boolean {
  return order.status === 'pending' && order.paymentMethod === 'razorpay';
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "23 Nov 2026, 5:12 pm" in India's time, from the API's ISO timestamps. */
export function formatOrderTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
