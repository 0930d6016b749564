import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Mailer } from '../email/mailer.ts';
import { newOrderForShopEmail, orderPaidEmail } from '../email/templates.ts';
import { activatePaidMembership } from '../memberships/membership-service.ts';
import { orderEmailData } from '../orders/order-email.ts';
import { findOrder } from '../orders/order-repository.ts';
import { transitionOrder } from '../orders/order-status.ts';

type Deps = { db: Db; mailer: Mailer; logger: Logger; config: Pick<Config, 'mail'> };

export type PaymentOutcome =
  | { kind: 'order' | 'membership'; id: string; result: 'paid' | 'already-paid' | 'amount-mismatch' | 'not-payable' }
  | { kind: 'unknown' };

/**
 * Records that Razorpay captured a payment for one of our Razorpay orders, from whichever side
 * reports it first: the browser's verify call or the webhook. One conditional UPDATE decides the
 * winner, so the order is paid, and its emails sent, exactly once.
 */
export async function recordCapturedPayment(
  deps: Deps,
  payment: { razorpayOrderId: string; paymentId: string; amountPaise?: number; actor: string },
): Promise<PaymentOutcome> {
  const [order] = (await orderByRazorpayIdQuery(deps.db, payment.razorpayOrderId)).rows;
  if (!order) {
    const membership = await activatePaidMembership(deps, payment);
    return membership ? { kind: 'membership', ...membership } : { kind: 'unknown' };
  }
  if (payment.amountPaise !== undefined && payment.amountPaise !== order.total_paise) {
    deps.logger.error(
      { orderId: order.id, paid: payment.amountPaise, due: order.total_paise },
      'payment amount differs from the order total',
    );
    await recordPaymentError(deps.db, payment.razorpayOrderId, `Paid ${payment.amountPaise} paise, expected ${order.total_paise}`);
    return { kind: 'order', id: order.id, result: 'amount-mismatch' };
  }
  if (order.status !== 'pending') {
    return { kind: 'order', id: order.id, result: order.razorpay_payment_id ? 'already-paid' : 'not-payable' };
  }

  const paidAt = new Date().toISOString();
  const won = await deps.db.transaction().execute((trx) =>
    transitionOrder(trx, {
      orderId: order.id,
      from: 'pending',
      to: 'paid',
      actor: payment.actor,
      note: `Razorpay payment ${payment.paymentId}`,
      set: { razorpay_payment_id: payment.paymentId, paid_at: paidAt },
    }),
  );
  if (!won) return { kind: 'order', id: order.id, result: 'already-paid' };

  const paid = await findOrder(deps.db, order.id);
  if (paid) {
    await Promise.all([
      deps.mailer.send({ to: paid.customerDetails.email, about: { orderId: paid.id }, ...orderPaidEmail(orderEmailData(paid)) }),
      deps.mailer.send({ to: deps.config.mail.shopEmail, about: { orderId: paid.id }, ...newOrderForShopEmail(orderEmailData(paid)) }),
    ]).catch((error) => deps.logger.error({ err: error, orderId: order.id }, 'order paid but its emails failed'));
  }
  return { kind: 'order', id: order.id, result: 'paid' };
}

const orderByRazorpayIdQuery = preparedQuery((db, razorpayOrderId: string) =>
  db.selectFrom('orders').select(['id', 'status', 'total_paise', 'razorpay_payment_id']).where('razorpay_order_id', '=', razorpayOrderId),
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
