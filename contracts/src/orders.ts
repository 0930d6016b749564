/**
 * What the commerce API answers about carts and orders, amounts in paise: the quote of a cart, an
 * order as its customer sees it, and the order desk's list and detail; and what the desk sends to
 * take an order by phone. Types only: the API builds these (and parses the bodies with its own zod),
 * the site reads them.
 */
import type { CodConfirmation } from './cod-rules.ts';
import type { DeliveryChoice, DeskSlotLoad, OrderPromise } from './delivery.ts';
import type { DeliveryValues } from './forms/delivery.ts';
import type { Language } from './languages.ts';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from './order-status.ts';
import type { AppliedDiscount, PromotionCodeOutcome } from './promotions.ts';
import type { RefundLine } from './refunds.ts';

/** One line of a cart as the server priced it (`POST /api/cart/quote`), also a line of a placed order. */
export type PricedLine = {
  ref: string;
  /** The catalogue's English name: the one the order desk, the accounts and the GST returns read. */
  name: string;
  /**
   * The name in the language of the page the cart was priced on (an order's: its own language), as
   * Strapi's translation had it then; absent in English, or while the item has no translation.
   */
  translatedName?: string;
  size: string | null;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  /** The line's share of the order's discount (a code may be for some lines only); absent with no discount. */
  discountPaise?: number;
};

/**
 * What a cart costs: the server's prices, the discount (the Coco Club member's or a promotion
 * code's, whichever saves more: `discount` says which, `discountPaise` is its amount), the delivery
 * fee. `promotion`: what became of the code the shopper entered, when they entered one.
 */
export type Quote = {
  lines: PricedLine[];
  subtotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  discount: AppliedDiscount | null;
  promotion?: PromotionCodeOutcome;
  /** The cash on delivery fee (cod-rules.ts), in the total: only on a COD quote or order, when the owners set one. */
  codFeePaise?: number;
  totalPaise: number;
};

/** A move of one of an order's two statuses: `from` is null for the order being placed. */
export type OrderHistoryEntry =
  | { kind: 'payment'; from: PaymentStatus | null; to: PaymentStatus; actor: string; note: string | null; at: string }
  | { kind: 'delivery'; from: DeliveryStatus | null; to: DeliveryStatus; actor: string; note: string | null; at: string };

/**
 * Money Razorpay gave back to the customer (processed refunds only), with the reason staff gave the
 * customer; null for a refund made in Razorpay's own dashboard, which has none.
 */
export type CustomerRefund = { amountPaise: number; reason: string | null; at: string };

/** Why an order was cancelled: by the shop (the reason staff gave the customer), or by the shop's own rules. */
export type Cancellation = { by: 'shop' | 'system'; reason: string | null; at: string };

/** An order as the API shows it to its customer (`GET /api/me/orders/:id`). */
export type OrderView = Quote & {
  id: string;
  /**
   * The language of the page it was placed from (issue 35): its messages (WhatsApp, SMS, the
   * emails' words) follow it. Absent for English.
   */
  language?: Exclude<Language, 'en'>;
  /** The number people use (`KC-1043`); the id stays in URLs. */
  number: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  paymentMethod: PaymentMethod;
  customerDetails: { name: string; email: string; phone: string; address: string; pincode: string | null };
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
  createdAt: string;
  paidAt: string | null;
  /** What Razorpay has given back so far. */
  refundedPaise: number;
  refunds: CustomerRefund[];
  cancellation: Cancellation | null;
  history: OrderHistoryEntry[];
  /** A COD order its customer was asked to confirm (null when nobody was asked). */
  codConfirmation: CodConfirmation | null;
  /** When it was promised for, with those words in India's time ("Tue 1 Dec, 9–11 am"); null when placed without a promise. */
  promised: (OrderPromise & { words: string }) | null;
};

/** A page of the customer's orders (`GET /api/me/orders`), newest first. */
export type CustomerOrderPage = { orders: OrderView[]; page: number; pageSize: number; total: number };

/**
 * A customer with an account, as the desk finds them by phone or email to fill in a phoned-in order
 * (`GET /api/admin/customers`). `email`: null for an account made with a phone number (it has none).
 */
export type DeskCustomerMatch = {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  address: string | null;
  pincode: string | null;
};

/** A line of a phoned-in order as the desk sends it: what and how many, never a price. */
export type DeskPhoneOrderLine = { ref: string; size?: string; quantity: number };

/**
 * `POST /api/admin/phone-orders/quote`, answered with a `Quote`: what a phoned-in order comes to
 * before it is placed, cash on delivery, with the account's (`customerId`) member price.
 */
export type DeskPhoneOrderQuoteBody = { customerId?: number; items: DeskPhoneOrderLine[] };

/**
 * `POST /api/admin/phone-orders` (with an `Idempotency-Key`): an order a customer phoned in, cash on
 * delivery. No `delivery`: as soon as possible when offered, as at checkout.
 */
export type DeskPhoneOrderBody = DeskPhoneOrderQuoteBody & { customerDetails: DeliveryValues; delivery?: DeliveryChoice };

/** The API's answer to a phoned-in order placed: the sentence for staff, and the order. */
export type DeskPhoneOrderPlaced = { message: string; orderId: string; number: string; totalPaise: number };

/** A row of the desk's orders list (`GET /api/admin/orders`). */
export type DeskOrderRow = {
  id: string;
  number: string;
  createdAt: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  paymentMethod: PaymentMethod;
  customer: { name: string; email: string; phone: string };
  pincode: string | null;
  totalPaise: number;
  refundedPaise: number;
  lines: Pick<PricedLine, 'name' | 'size' | 'quantity' | 'lineTotalPaise'>[];
  /** The delivery moves the desk may make now, as on the detail: the list offers "Confirm" from it. */
  nextStatuses: DeliveryStatus[];
  /** A COD order still awaiting its customer's confirmation; `callDue` once the owners' call window has passed. */
  awaitingConfirmation?: { askedAt: string; callDue: boolean };
};

/**
 * How many orders match the filters in each status: the delivery counts over every filter but the
 * delivery status, the payment counts over every filter but the payment status.
 */
export type DeskOrderCounts = { delivery: Record<DeliveryStatus, number>; payment: Record<PaymentStatus, number> };

/**
 * A page of the desk's list, the number of orders in each status, and where live changes start.
 * `nextCursor` asks for the page after (`cursor=`), `previousCursor` for the page before (`before=`).
 */
export type DeskOrderPage = {
  orders: DeskOrderRow[];
  nextCursor: string | null;
  previousCursor: string | null;
  counts: DeskOrderCounts;
  liveCursor: number;
  /** With a delivery day asked for (`slotDay`): that day's load per slot. */
  slotLoad?: DeskSlotLoad;
};

/**
 * The orders either side of one in the desk's list as its filters and sort show it
 * (`GET /api/admin/orders/:id/neighbours`): the detail's previous and next order.
 */
export type DeskOrderNeighbours = {
  previous: { id: string; number: string } | null;
  next: { id: string; number: string } | null;
};

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
  /** The lines and quantities staff refunded (null: an amount alone). */
  lines: RefundLine[] | null;
  /** Staff asked to cancel the order with it (done when Razorpay processes it, if it has not left the shop). */
  cancelOrder: boolean;
};

/** One order as the desk shows it (`GET /api/admin/orders/:id`): the customer's view and what only staff see. */
export type DeskOrderDetail = Omit<OrderView, 'refunds'> & {
  paymentError: string | null;
  /** What is left to refund: what was paid online, less the refunds sent or done. */
  refundablePaise: number;
  refunds: DeskRefund[];
  notes: { id: number; body: string; by: string; at: string }[];
  /**
   * Every message about the order, oldest first: those of the outbox (queued, sent, or failed with
   * `reason`, the last error; a WhatsApp or SMS message also delivered or read, as its provider
   * says) and those sent directly (a resend, an email logged before the outbox).
   */
  emails: {
    channel: 'email' | 'whatsapp' | 'sms';
    to: string;
    subject: string;
    status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
    at: string;
    reason?: string;
  }[];
  /** The emails staff may send the customer again now (`POST …/emails` with the kind), by the subject the customer sees. */
  resendableEmails: { kind: 'confirmation' | 'status'; subject: string }[];
  /**
   * The customer's latest WhatsApp or SMS message, which staff may send again
   * (`POST …/phone-messages` with a press key), by its subject; null when their phone got none.
   */
  resendablePhoneMessage: { subject: string } | null;
  /** The delivery moves the desk may make now (the transition table's, passing their guards). */
  nextStatuses: DeliveryStatus[];
  /** Both statuses' moves, oldest first, each with who made it. */
  timeline: DeskTimelineEntry[];
};

/** A move of either status as the desk shows it: who made it, by name. */
export type DeskTimelineEntry = OrderHistoryEntry extends infer Entry
  ? Entry extends OrderHistoryEntry
    ? Omit<Entry, 'actor'> & { by: string }
    : never
  : never;

/**
 * The customer behind an order (`GET /api/admin/orders/:id/customer`): their orders (their
 * account's, and any placed with the same email), how many, what they spent (paid or collected,
 * less refunds), and their latest other orders.
 */
export type DeskCustomerSummary = {
  orderCount: number;
  totalSpentPaise: number;
  otherOrders: {
    id: string;
    number: string;
    createdAt: string;
    paymentStatus: PaymentStatus;
    deliveryStatus: DeliveryStatus;
    totalPaise: number;
  }[];
};
