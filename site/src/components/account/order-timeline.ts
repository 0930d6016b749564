/** How an order reads to its customer: status names, payment methods, and its timeline. */

export type OrderStep = { from: string | null; to: string; at: string; note?: string | null };

const statusLabels: Record<string, string> = {
  pending: 'Order placed',
  paid: 'Paid',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  flagged: 'Payment under review',
};

/** A status as the customer reads it; a status this site does not know yet still reads as words. */
export function statusLabel(status: string, paymentMethod?: string): string {
  if (status === 'pending' && paymentMethod === 'razorpay') return 'Waiting for payment';
  if (status === 'pending' && paymentMethod === 'cod') return 'Placed: pay on delivery';
  const known = statusLabels[status];
  if (known) return known;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : 'N/A';
}

export function paymentMethodLabel(method: string): string {
  if (method === 'razorpay') return 'Online (Razorpay)';
  if (method === 'cod') return 'Cash on delivery';
  return method;
}

/** The order's history, oldest first, each step named as the customer reads it. */
export function timeline(history: OrderStep[]): { label: string; at: string }[] {
  return [...history]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((step) => ({ label: step.from === null ? 'Order placed' : statusLabel(step.to), at: step.at }));
}

/** A pending online order can still be paid, on /payment/{id}. */
export function canBePaid(order: { status: string; paymentMethod: string }): boolean {
  return order.status === 'pending' && order.paymentMethod === 'razorpay';
}
