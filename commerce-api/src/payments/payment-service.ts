import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { OrderStatus } from '../db/schema.ts';
import type { Mailer } from '../email/mailer.ts';
import { newOrderForShopEmail, orderPaidEmail } from '../email/templates.ts';
import { recordMembershipPayment } from '../memberships/membership-service.ts';
import { orderEmailData } from '../orders/order-email.ts';
import { findOrder } from '../orders/order-repository.ts';
import { transitionOrder } from '../orders/order-status.ts';
import { alertShop } from './payment-alert.ts';
import { checkPayment, type PaymentFacts } from './payment-check.ts';
import { GatewayRejectedError, type RazorpayGateway } from './razorpay-gateway.ts';

type Deps = { db: Db; mailer: Mailer; logger: Logger; config: Pick<Config, 'mail'> };

/**
 * - paid: this call recorded the payment; already-paid: it was recorded before;
 * - mismatch: the payment does not pay what is due, and the order is flagged for the shop;
 * - not-captured: the bank authorised it but Razorpay has not taken the money yet (the webhook or
 *   the reconciler records it once captured);
 * - not-payable: nothing to pay (closed, or paid by another payment: the shop is told to refund).
 */
export type PaymentResult = 'paid' | 'already-paid' | 'mismatch' | 'not-captured' | 'not-payable';

export type PaymentOutcome = { kind: 'order' | 'membership'; id: string; result: PaymentResult } | { kind: 'unknown' };

type OrderPaymentRow = {
  id: string;
  status: OrderStatus;
  total_paise: number;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
};

/**
 * Records Razorpay's own word on a payment (a webhook it signed, or a payment fetched from its API)
 * against the order or Coco Club membership of its Razorpay order. Whichever side reports first wins
 * one conditional UPDATE, so an order is paid, and its emails sent, exactly once.
 */
export async function recordPayment(deps: Deps, payment: PaymentFacts & { orderId: string }, actor: string): Promise<PaymentOutcome> {
  const [order] = (await orderByRazorpayIdQuery(deps.db, payment.orderId)).rows;
  if (order) return { kind: 'order', id: order.id, result: await recordOrderPayment(deps, order, payment, actor) };
  const membership = await recordMembershipPayment(deps, payment.orderId, payment, actor);
  return membership ? { kind: 'membership', ...membership } : { kind: 'unknown' };
}

/**
 * The browser's signed checkout response for an order. An order that already settled is answered
 * from the database; otherwise the payment is fetched from Razorpay and checked before it counts.
 * Throws GatewayUnavailableError when Razorpay cannot be asked (the order stays pending).
 */
export async function verifyOrderPayment(
  deps: Deps & { payments: RazorpayGateway },
  signed: { razorpayOrderId: string; paymentId: string },
): Promise<PaymentOutcome> {
  const [order] = (await orderByRazorpayIdQuery(deps.db, signed.razorpayOrderId)).rows;
  if (!order) return { kind: 'unknown' };
  if (order.razorpay_payment_id === signed.paymentId || order.status === 'payment_mismatch') {
    return { kind: 'order', id: order.id, result: settledResult(order, signed.paymentId) };
  }
  let payment: PaymentFacts;
  try {
    payment = await deps.payments.fetchPayment(signed.paymentId);
  } catch (error) {
    if (error instanceof GatewayRejectedError) return { kind: 'order', id: order.id, result: 'not-payable' };
    throw error;
  }
  return { kind: 'order', id: order.id, result: await recordOrderPayment(deps, order, payment, 'payment-verify') };
}

async function recordOrderPayment(deps: Deps, order: OrderPaymentRow, payment: PaymentFacts, actor: string): Promise<PaymentResult> {
  if (order.razorpay_payment_id === payment.id) return settledResult(order, payment.id);
  const due = { razorpayOrderId: order.razorpay_order_id ?? '', amountPaise: order.total_paise };
  const verdict = checkPayment(due, payment);

  if (order.status === 'pending') {
    if (verdict.kind === 'not-captured') return 'not-captured';
    if (verdict.kind === 'mismatch') return flagOrder(deps, order, payment, verdict.reason, actor);
    const won = await deps.db.transaction().execute((trx) =>
      transitionOrder(trx, {
        orderId: order.id,
        from: 'pending',
        to: 'paid',
        actor,
        note: `Razorpay payment ${payment.id}`,
        set: { razorpay_payment_id: payment.id, paid_at: new Date().toISOString() },
      }),
    );
    if (!won) return settledResult(await freshOrder(deps.db, order), payment.id);
    await sendPaidEmails(deps, order.id);
    return 'paid';
  }
  if (!payment.captured) return 'not-payable';
  if (order.status === 'cancelled' && !order.razorpay_payment_id) {
    const reason = verdict.kind === 'mismatch' ? verdict.reason : `Payment ${payment.id} arrived after the order was cancelled`;
    return flagOrder(deps, order, payment, reason, actor);
  }
  // Money taken for an order that another payment already paid, or that is closed: it must go back.
  await alertShop(deps, {
    what: `order ${order.id}`,
    paymentId: payment.id,
    reason: `The order is ${order.status}${order.razorpay_payment_id ? `, paid by ${order.razorpay_payment_id}` : ''}: this payment is one too many.`,
  });
  return 'not-payable';
}

/** Moves the order to the terminal `payment_mismatch` and tells the shop, exactly once. */
async function flagOrder(deps: Deps, order: OrderPaymentRow, payment: PaymentFacts, reason: string, actor: string): Promise<PaymentResult> {
  const from = order.status;
  // The payment is recorded on the order only if it is one of its Razorpay order's (the column is unique).
  const ours = payment.orderId !== null && payment.orderId === order.razorpay_order_id;
  const won = await deps.db.transaction().execute((trx) =>
    transitionOrder(trx, {
      orderId: order.id,
      from,
      to: 'payment_mismatch',
      actor,
      note: reason,
      set: { payment_error: reason.slice(0, 500), ...(ours ? { razorpay_payment_id: payment.id } : {}) },
    }),
  );
  if (!won) return settledResult(await freshOrder(deps.db, order), payment.id);
  await alertShop(deps, { what: `order ${order.id}`, paymentId: payment.id, reason });
  return 'mismatch';
}

/** The answer for a payment once the order has moved on (the race was lost, or the call repeats). */
function settledResult(order: OrderPaymentRow, paymentId: string): PaymentResult {
  if (order.status === 'payment_mismatch') return 'mismatch';
  if (order.razorpay_payment_id !== paymentId) return 'not-payable';
  return order.status === 'cancelled' || order.status === 'refunded' ? 'not-payable' : 'already-paid';
}

async function freshOrder(db: Db, order: OrderPaymentRow): Promise<OrderPaymentRow> {
  const [fresh] = (await orderByIdQuery(db, order.id)).rows;
  return fresh ?? order;
}

async function sendPaidEmails(deps: Deps, orderId: string): Promise<void> {
  const paid = await findOrder(deps.db, orderId);
  if (!paid) return;
  await Promise.all([
    deps.mailer.send({ to: paid.customerDetails.email, about: { orderId: paid.id }, ...orderPaidEmail(orderEmailData(paid)) }),
    deps.mailer.send({ to: deps.config.mail.shopEmail, about: { orderId: paid.id }, ...newOrderForShopEmail(orderEmailData(paid)) }),
  ]).catch((error) => deps.logger.error({ err: error, orderId }, 'order paid but its emails failed'));
}

const ORDER_PAYMENT_COLUMNS = ['id', 'status', 'total_paise', 'razorpay_order_id', 'razorpay_payment_id'] as const;
const orderByRazorpayIdQuery = preparedQuery((db, razorpayOrderId: string) =>
  db.selectFrom('orders').select(ORDER_PAYMENT_COLUMNS).where('razorpay_order_id', '=', razorpayOrderId),
);
const orderByIdQuery = preparedQuery((db, orderId: string) =>
  db.selectFrom('orders').select(ORDER_PAYMENT_COLUMNS).where('id', '=', orderId),
);

/** A failed attempt is kept for the order desk; the order stays pending so the shopper can retry. */
export async function recordPaymentError(db: Db, razorpayOrderId: string, description: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_error: description.slice(0, 500), updated_at: new Date().toISOString() })
    .where('razorpay_order_id', '=', razorpayOrderId)
    .where('status', '=', 'pending')
    .execute();
}
