import { badRequest, notFound } from './errors.ts';
import { newId, nowSeconds } from './ids.ts';

/** Razorpay returns `notes: []` (not `{}`) when an entity has no notes. */
export type Notes = Record<string, string> | [];

export type OrderEntity = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
};

export const PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PaymentEntity = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
};

export type RefundEntity = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  /** Razorpay's lifecycle: pending, then processed or failed. */
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
};

export type Collection<T> = { entity: 'collection'; count: number; items: T[] };

export const collection = <T>(items: T[]): Collection<T> => ({ entity: 'collection', count: items.length, items });

/** The simulated failure, as Razorpay reports it to `payment.failed` listeners and in the payment entity. */
export const SIMULATED_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

export type PaymentAttempt = {
  method: PaymentMethod;
  email?: string | undefined;
  contact?: string | undefined;
  description?: string | undefined;
};

/** In-memory state of the sandbox: orders, payments and refunds (lost on restart, which is fine). */
export class SandboxStore {
  readonly orders = new Map<string, OrderEntity>();
  readonly payments = new Map<string, PaymentEntity>();
  readonly refunds = new Map<string, RefundEntity>();

  createOrder(input: { amount: number; receipt: string | null; notes: Notes }): OrderEntity {
    const order: OrderEntity = {
      id: newId('order'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: 'INR',
      receipt: input.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: nowSeconds(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): OrderEntity {
    const order = this.orders.get(id);
    if (!order) throw notFound();
    return order;
  }

  payment(id: string): PaymentEntity {
    const payment = this.payments.get(id);
    if (!payment) throw notFound();
    return payment;
  }

  refund(id: string): RefundEntity {
    const refund = this.refunds.get(id);
    if (!refund) throw notFound();
    return refund;
  }

  /** Newest first, as Razorpay lists them. */
  paymentsOfOrder(orderId: string): PaymentEntity[] {
    this.order(orderId);
    return [...this.payments.values()].filter((p) => p.order_id === orderId).reverse();
  }

  refundsOfPayment(paymentId: string): RefundEntity[] {
    this.payment(paymentId);
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId).reverse();
  }

  /** A successful checkout: the payment is auto-captured and the order becomes paid. */
  capturePayment(orderId: string, attempt: PaymentAttempt): { payment: PaymentEntity; order: OrderEntity } {
    const order = this.attemptableOrder(orderId);
    const commission = Math.round(order.amount * 0.02);
    const tax = Math.round(commission * 0.18);
    const payment: PaymentEntity = {
      ...this.paymentBase(order, attempt),
      status: 'captured',
      captured: true,
      fee: commission + tax,
      tax,
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    return { payment, order };
  }

  /** A failed checkout attempt: the order stays payable ("attempted"). */
  failPayment(orderId: string, attempt: PaymentAttempt): { payment: PaymentEntity; order: OrderEntity } {
    const order = this.attemptableOrder(orderId);
    const payment: PaymentEntity = {
      ...this.paymentBase(order, attempt),
      status: 'failed',
      captured: false,
      error_code: SIMULATED_FAILURE.code,
      error_description: SIMULATED_FAILURE.description,
      error_source: SIMULATED_FAILURE.source,
      error_step: SIMULATED_FAILURE.step,
      error_reason: SIMULATED_FAILURE.reason,
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    return { payment, order };
  }

  refundPayment(
    paymentId: string,
    input: {
      amount?: number | undefined;
      notes: Notes;
      receipt: string | null;
      speed: 'normal' | 'optimum';
      settle: 'at-once' | 'by-hand';
    },
  ): { refund: RefundEntity; payment: PaymentEntity } {
    const payment = this.payment(paymentId);
    if (!payment.captured) throw badRequest('The payment has not been captured and cannot be refunded', 'id');
    const refundable = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? refundable;
    if (refundable <= 0) throw badRequest('The payment has been fully refunded already', 'id');
    if (amount > refundable) {
      throw badRequest('The total refund amount is greater than the refund payment amount', 'amount');
    }
    const refund: RefundEntity = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: input.notes,
      receipt: input.receipt,
      acquirer_data: { arn: null },
      created_at: nowSeconds(),
      batch_id: null,
      status: input.settle === 'at-once' ? 'processed' : 'pending',
      speed_processed: 'normal',
      speed_requested: input.speed,
    };
    this.refunds.set(refund.id, refund);
    this.addRefunded(payment, amount);
    return { refund, payment };
  }

  /** A pending refund (refunds settled by hand) reaches the customer's bank. */
  processRefund(id: string): { refund: RefundEntity; payment: PaymentEntity } {
    const refund = this.pendingRefund(id);
    refund.status = 'processed';
    return { refund, payment: this.payment(refund.payment_id) };
  }

  /** A pending refund the bank refused: its amount is refundable again. */
  failRefund(id: string): { refund: RefundEntity; payment: PaymentEntity } {
    const refund = this.pendingRefund(id);
    refund.status = 'failed';
    const payment = this.payment(refund.payment_id);
    this.addRefunded(payment, -refund.amount);
    return { refund, payment };
  }

  private pendingRefund(id: string): RefundEntity {
    const refund = this.refund(id);
    if (refund.status !== 'pending') throw badRequest(`The refund is ${refund.status}, not pending`, 'id');
    return refund;
  }

  private addRefunded(payment: PaymentEntity, amount: number): void {
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  private attemptableOrder(orderId: string): OrderEntity {
    const order = this.order(orderId);
    if (order.status === 'paid') throw badRequest('Order has already been paid', 'order_id');
    return order;
  }

  private paymentBase(order: OrderEntity, attempt: PaymentAttempt): PaymentEntity {
    const { method } = attempt;
    return {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: attempt.description ?? null,
      card_id: method === 'card' ? newId('card') : null,
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: method === 'wallet' ? 'paytm' : null,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: attempt.email || 'void@razorpay.com',
      contact: attempt.contact || '+919999999999',
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: {},
      created_at: nowSeconds(),
    };
  }
}
