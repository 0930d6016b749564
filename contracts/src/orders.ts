/**
 * What the commerce API answers about carts and orders, amounts in paise: the quote of a cart, an
 * order as its customer sees it, and the order desk's list and detail. Types only: the API builds
 * these, the site reads them.
 */
import type { OrderStatus, PaymentMethod } from './order-status.ts';

/** One line of a cart as the server priced it (`POST /api/cart/quote`), also a line of a placed order. */
export type PricedLine = {
  ref: string;
  name: string;
  size: string | null;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
};

/** What a cart costs: the server's prices, the member's discount, the delivery fee. */
export type Quote = {
  lines: PricedLine[];
  subtotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  totalPaise: number;
};

/** A move in an order's life: `from` is null for the order being placed. */
export type OrderHistoryEntry = { from: OrderStatus | null; to: OrderStatus; actor: string; note: string | null; at: string };

/** An order as the API shows it to its customer (`GET /api/me/orders/:id`). */
export type OrderView = Quote & {
  id: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  customerDetails: { name: string; email: string; phone: string; address: string; pincode: string | null };
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
  createdAt: string;
  paidAt: string | null;
  history: OrderHistoryEntry[];
};

/** A page of the customer's orders (`GET /api/me/orders`), newest first. */
export type CustomerOrderPage = { orders: OrderView[]; page: number; pageSize: number; total: number };

/** A row of the desk's orders list (`GET /api/admin/orders`). */
export type DeskOrderRow = {
  id: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  customer: { name: string; email: string; phone: string };
  pincode: string | null;
  totalPaise: number;
  refundedPaise: number;
  lines: Pick<PricedLine, 'name' | 'size' | 'quantity' | 'lineTotalPaise'>[];
};

/** A page of the desk's list, the number of orders in each status, and where live changes start. */
export type DeskOrderPage = { orders: DeskOrderRow[]; nextCursor: string | null; counts: Record<OrderStatus, number>; liveCursor: number };

export type DeskRefund = {
  id: string;
  amountPaise: number;
  reason: string;
  /** The refund's state with Razorpay (requested, pending, processed, failed …). */
  status: string;
  error: string | null;
  razorpayRefundId: string | null;
  requestedBy: string | null;
  createdAt: string;
  processedAt: string | null;
};

/** One order as the desk shows it (`GET /api/admin/orders/:id`): the customer's view and what only staff see. */
export type DeskOrderDetail = OrderView & {
  paymentError: string | null;
  refundedPaise: number;
  /** What is left to refund: what was paid online, less the refunds sent or done. */
  refundablePaise: number;
  refunds: DeskRefund[];
  notes: { id: number; body: string; by: string; at: string }[];
  emails: { to: string; subject: string; status: 'sent' | 'failed'; at: string }[];
  /** The moves the desk may make now (the status machine's, passing their guards). */
  nextStatuses: OrderStatus[];
  timeline: { from: OrderStatus | null; to: OrderStatus; by: string; note: string | null; at: string }[];
};
