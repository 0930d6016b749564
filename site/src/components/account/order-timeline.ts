/** How an order reads to its customer: status names (@koolers/contracts), payment methods, and its timeline. */
import { orderStatusLabel } from '@koolers/contracts/order-status';

export type OrderStep = { from: string | null; to: string; at: string; note?: string | null };

export function paymentMethodLabel(method: string): string {
  if (method === 'razorpay') return 'Online (Razorpay)';
  if (method === 'cod') return 'Cash on delivery';
  return method;
}

/** The order's history, oldest first, each step named as the customer reads it. */
export function timeline(history: OrderStep[]): { label: string; at: string }[] {
  return [...history]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((step) => ({ label: step.from === null ? 'Order placed' : orderStatusLabel(step.to), at: step.at }));
}

/** A pending online order can still be paid, on /payment/{id}. */
export function canBePaid(order: { status: string; paymentMethod: string }): boolean {
  return order.status === 'pending' && order.paymentMethod === 'razorpay';
}
