import { paymentInWords } from '@koolers/contracts/order-status';
import type { Logger } from 'pino';
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { DeliveryStatus } from '../db/schema.ts';
import type { Mailer } from '../email/mailer.ts';
import { invoiceOnPayment } from '../invoices/invoice-triggers.ts';
import type { PdfRenderer } from '../invoices/pdf-pool.ts';
import { attachDocument, type OutboxSender } from '../notifications/outbox.ts';
import { type PaymentOutcome, payablePayments } from '../payments/payable.ts';
import { alertShop } from '../payments/payment-alert.ts';
import { checkPayment, type PaymentFacts, type PaymentResult } from '../payments/payment-check.ts';
import type { RazorpayGateway } from '../payments/razorpay-gateway.ts';
import { eventKey, type OrderEvent } from './order-events.ts';
import { cancelOrder } from './order-moves.ts';
import {
  findOrderPayment,
  listUnsettledOnlineOrders,
  markPaymentChecked,
  type OrderPaymentState,
  recordPaymentError,
} from './order-repository.ts';
import { publishOrderEvent } from './order-subscriptions.ts';
import { movePayment } from './payment-status.ts';

type Deps = {
  db: Db;
  catalog: Pick<Catalog, 'get'>;
  payments: RazorpayGateway;
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, 'mail' | 'siteOrigin'>;
  pdfs: PdfRenderer;
  outbox: Pick<OutboxSender, 'nudge'>;
};

/** A payment recorded against an order: which order, and what it did. */
export type OrderPaymentOutcome = PaymentOutcome;

/**
 * An order's payments, as Razorpay reports them: its webhook, the reconciler asking its API, and
 * the shopper's browser returning from Checkout. Whichever reports first wins one conditional
 * UPDATE, so an order is paid, and its emails sent, exactly once.
 */
export function createOrderPayments(deps: Deps) {
  const { db } = deps;

  /** Records a payment Razorpay vouches for against `order`. */
  async function apply(order: OrderPaymentState, payment: PaymentFacts, actor: string): Promise<PaymentResult> {
    if (order.razorpayPaymentId === payment.id) return settledResult(order, payment.id);
    const verdict = checkPayment({ razorpayOrderId: order.razorpayOrderId ?? '', amountPaise: order.totalPaise }, payment);

    if (order.paymentStatus === 'pending') {
      if (verdict.kind === 'not-captured') return 'not-captured';
      if (verdict.kind === 'mismatch') return flag(order, payment, verdict.reason, actor);
      const paid: OrderEvent = { type: 'order.paid', orderId: order.id, paymentId: payment.id };
      // The payment and the messages it brings commit together: both, or neither.
      const won = await db.transaction().execute(async (trx) => {
        const moved = await movePayment(trx, {
          orderId: order.id,
          from: 'pending',
          to: 'paid',
          actor,
          note: `Razorpay payment ${payment.id}`,
          set: { razorpay_payment_id: payment.id, paid_at: new Date().toISOString() },
        });
        if (moved) await publishOrderEvent(trx, deps, paid);
        return moved;
      });
      if (!won) return settledResult(await fresh(order), payment.id);
      // The tax invoice is issued as the payment is recorded (SQL only), and travels with the
      // confirmation: the sender renders its PDF and sends; the payment's answer waits for neither.
      const invoice = await invoiceOnPayment(deps, order.id);
      await attachDocument(db, eventKey(paid), invoice?.id ?? null);
      deps.outbox.nudge();
      return 'paid';
    }
    if (!payment.captured) return 'not-payable';
    if (order.paymentStatus === 'voided' && !order.razorpayPaymentId) {
      const reason = verdict.kind === 'mismatch' ? verdict.reason : `Payment ${payment.id} arrived after the order was cancelled`;
      return flag(order, payment, reason, actor);
    }
    // Money taken for an order that another payment already paid, or that is closed: it must go back.
    await alertShop(deps, {
      what: `order ${order.number} (${order.id})`,
      paymentId: payment.id,
      reason: `The order's payment is ${paymentInWords(order.paymentStatus)}${order.razorpayPaymentId ? `, by ${order.razorpayPaymentId}` : ''}: this payment is one too many.`,
    });
    return 'not-payable';
  }

  /**
   * Moves the order's payment to `mismatch` (money taken that does not pay it: never counted as
   * paid, listed for staff to give back) and tells the shop, exactly once. Its delivery stays where
   * it is: staff cancel the order, with a reason for the customer, once they have looked at it.
   */
  async function flag(order: OrderPaymentState, payment: PaymentFacts, reason: string, actor: string): Promise<PaymentResult> {
    // The payment is recorded on the order only if it is one of its Razorpay order's (the column is unique).
    const ours = payment.orderId !== null && payment.orderId === order.razorpayOrderId;
    const won = await movePayment(db, {
      orderId: order.id,
      from: order.paymentStatus,
      to: 'mismatch',
      actor,
      note: reason,
      set: { payment_error: reason.slice(0, 500), ...(ours ? { razorpay_payment_id: payment.id } : {}) },
    });
    if (!won) return settledResult(await fresh(order), payment.id);
    await alertShop(deps, { what: `order ${order.number} (${order.id})`, paymentId: payment.id, reason });
    return 'mismatch';
  }

  async function fresh(order: OrderPaymentState): Promise<OrderPaymentState> {
    return (await findOrderPayment(db, { id: order.id })) ?? order;
  }

  return {
    // record and verify: the one payment flow every payable shares (payments/payable.ts).
    ...payablePayments<OrderPaymentState>(deps.payments, {
      find: (razorpayOrderId) => findOrderPayment(db, { razorpayOrderId }),
      idOf: (order) => order.id,
      settledWith: (order, paymentId) => order.razorpayPaymentId === paymentId || order.paymentStatus === 'mismatch',
      settledResult,
      apply,
    }),

    /** A failed attempt is kept for the order desk; the order stays pending so the shopper can retry. */
    recordFailure(razorpayOrderId: string, description: string): Promise<void> {
      return recordPaymentError(db, razorpayOrderId, description);
    },

    /**
     * Pending online orders to ask Razorpay about: opened before `openedBefore`, not asked since
     * `checkedBefore`, or opened before `abandonedBefore` (expired: asked once more, then cancelled).
     */
    unsettled(due: { openedBefore: string; checkedBefore: string; abandonedBefore: string; limit: number }) {
      return listUnsettledOnlineOrders(db, due);
    },

    /** Razorpay was asked about the order's payments at `at`. */
    markChecked(orderId: string, at: string): Promise<void> {
      return markPaymentChecked(db, orderId, at);
    },

    /** The shopper left without paying: the order is cancelled and its payment voided, unless a payment was recorded meanwhile. */
    cancelUnpaid(order: { id: string; deliveryStatus: DeliveryStatus }, note: string): Promise<boolean> {
      return cancelOrder(db, { orderId: order.id, delivery: order.deliveryStatus, payment: 'pending', actor: 'reconciler', note });
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;

/** The answer for a payment once the order has moved on (the race was lost, or the call repeats). */
function settledResult(order: OrderPaymentState, paymentId: string): PaymentResult {
  if (order.paymentStatus === 'mismatch') return 'mismatch';
  if (order.razorpayPaymentId !== paymentId) return 'not-payable';
  return order.deliveryStatus === 'cancelled' || order.paymentStatus === 'refunded' ? 'not-payable' : 'already-paid';
}
