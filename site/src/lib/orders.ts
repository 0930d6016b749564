/** An order as the commerce API shows it to its customer (GET /api/me/orders/:id), amounts in paise. */
export type OrderView = {
  id: string;
  status: string;
  paymentMethod: 'razorpay' | 'cod';
  customerDetails: { name: string; email: string; phone: string; address: string; pincode: string | null };
  lines: { ref: string; name: string; size: string | null; quantity: number; unitPricePaise: number; lineTotalPaise: number }[];
  subtotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  totalPaise: number;
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
  createdAt: string;
  paidAt: string | null;
  history: { from: string | null; to: string; actor: string; note: string | null; at: string }[];
};

const STATUS_LABELS: Record<string, string> = {
  pending: 'Placed',
  paid: 'Paid',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  payment_mismatch: 'Payment under review',
};

/** An order's status in words; a pending online order is waiting for its payment. */
export function statusLabel(order: Pick<OrderView, 'status' | 'paymentMethod'>): string {
  if (order.status === 'pending') return order.paymentMethod === 'cod' ? 'Placed: pay on delivery' : 'Waiting for payment';
  return STATUS_LABELS[order.status] ?? order.status;
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
