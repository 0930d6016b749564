import { randomBytes } from 'node:crypto';
import { formatPaise } from '@koolers/contracts/money';
import { type RefundLine, refundLinesRefusal, refundOfLines } from '@koolers/contracts/refunds';
import type { Logger } from 'pino';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { appError, sentenceError } from '../http/app-error.ts';
import { creditNoteOnRefund } from '../invoices/invoice-triggers.ts';
import type { PdfRenderer } from '../invoices/pdf-pool.ts';
import { appendChange } from '../live/change-feed.ts';
import { attachDocument, type OutboxSender } from '../notifications/outbox.ts';
import { GatewayRejectedError, type RazorpayGateway } from '../payments/razorpay-gateway.ts';
import {
  committedPaise,
  findByKey,
  findForRazorpayRefund,
  findRefund,
  insertDashboardRefund,
  markFailed,
  markPending,
  markProcessed,
  markUnknown,
  type Refund,
  reserve,
  unknownRefunds,
} from '../payments/refund-repository.ts';
import { eventKey, type OrderEvent } from './order-events.ts';
import { lockOrder } from './order-lock.ts';
import { applyProcessedRefund, cancellableWithRefund, refundRefusal } from './order-refunds.ts';
import { findOrder } from './order-repository.ts';
import { publishOrderEvent } from './order-subscriptions.ts';

type Deps = {
  db: Db;
  catalog: Pick<Catalog, 'get'>;
  payments: RazorpayGateway;
  logger: Logger;
  pdfs: PdfRenderer;
  config: Pick<Config, 'mail' | 'siteOrigin'>;
  outbox: Pick<OutboxSender, 'nudge'>;
};

export const REFUND_SENT = 'Refund sent to Razorpay. The order shows it as refunded when Razorpay confirms it.';
export const REFUND_UNCONFIRMED =
  'Razorpay did not answer in time. The refund is on hold until Razorpay says whether it made it (usually within minutes): do not send it again.';

/** An unknown refund Razorpay does not list this long after it was sent was never made: its amount is released. */
export const NOT_MADE_AFTER_MS = 10 * 60 * 1000;

/**
 * The desk's Refund: an amount, or lines and quantities (the amount is then what they come to,
 * contracts/refunds.ts), and whether to cancel the order with it (never done unless asked).
 */
export type RefundRequest = {
  amountPaise?: number | undefined;
  reason: string;
  idempotencyKey: string;
  lines?: RefundLine[] | undefined;
  cancelOrder?: boolean | undefined;
};

/** What a webhook's refund entity tells us (`notes.refundId` is ours, set when we asked). */
export type RazorpayRefund = { id: string; paymentId: string; amountPaise: number; notes: Record<string, string> };

const RAZORPAY = { staffId: null, email: 'razorpay-webhook', ip: null };
const RECONCILIATION = { staffId: null, email: 'reconciliation', ip: null };

/**
 * Refunds go to Razorpay from the desk and count as done when Razorpay says they are processed.
 * One Refund click is one idempotency key; one order has at most one refund in flight (sent, or
 * sent with no answer yet), so two clicks, two tabs or two API processes never send two. A refund
 * Razorpay did not answer for is 'unknown': still counted and still in flight, until Razorpay's
 * list of the payment's refunds says whether it was made.
 */
export function createRefundService(deps: Deps) {
  const { db } = deps;

  async function refundableOrder(orderId: string) {
    const order = await db
      .selectFrom('orders')
      .select(['id', 'payment_status', 'payment_method', 'razorpay_payment_id', 'total_paise'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw appError('not_found.order', 404);
    if (order.payment_method !== 'razorpay' || !order.razorpay_payment_id) {
      throw appError('not_refundable.not_online', 409);
    }
    const refusal = refundRefusal(order.payment_status);
    if (refusal) throw sentenceError(refusal, 409);
    return { id: order.id, razorpayPaymentId: order.razorpay_payment_id, totalPaise: Number(order.total_paise) };
  }

  /** The request's lines and cancelling checked against the order as it is; the amount its lines come to when none was given. */
  async function checkedRequest(orderId: string, input: RefundRequest): Promise<RefundRequest> {
    if (!input.lines?.length && !input.cancelOrder) return input;
    const order = await findOrder(db, orderId);
    if (!order) throw appError('not_found.order', 404);
    if (input.cancelOrder && !cancellableWithRefund(order.deliveryStatus)) throw appError('not_cancellable', 409);
    if (!input.lines?.length) return input;
    const refusal = refundLinesRefusal(order.lines, input.lines);
    if (refusal) throw sentenceError(refusal, 400);
    return { ...input, amountPaise: input.amountPaise ?? refundOfLines(order.lines, input.lines) };
  }

  /** Stores the refund before Razorpay hears of it: within what is left, or the same click's refund if it came first. */
  async function reserveRefund(actor: Actor, order: Awaited<ReturnType<typeof refundableOrder>>, input: RefundRequest) {
    return db.transaction().execute(async (trx) => {
      await lockOrder(trx, order.id);
      // The same click, sent twice, may have got here first while this one waited for the lock.
      const same = await findByKey(trx, input.idempotencyKey);
      if (same) return { refund: same, made: false };
      const refundable = order.totalPaise - (await committedPaise(trx, order.id));
      const amountPaise = input.amountPaise ?? refundable;
      if (refundable <= 0) throw appError('not_refundable.refunded', 409);
      if (amountPaise < 1 || amountPaise > refundable) {
        throw appError('invalid_amount', 400, { refundablePaise: refundable });
      }
      const refund = await reserve(trx, {
        id: `rfd_${randomBytes(9).toString('base64url')}`,
        orderId: order.id,
        razorpayPaymentId: order.razorpayPaymentId,
        idempotencyKey: input.idempotencyKey,
        amountPaise,
        reason: input.reason,
        requestedBy: actor.staffId,
        lines: input.lines,
        cancelOrder: input.cancelOrder,
      });
      if (!refund) return undefined;
      await recordAudit(trx, actor, {
        action: 'order.refund-requested',
        targetType: 'order',
        targetId: order.id,
        before: { refundablePaise: refundable },
        // The reason stays with the refund (erasable with the customer's account), not in the append-only log.
        after: { refundId: refund.id, amountPaise, ...(input.cancelOrder ? { cancelOrder: true } : {}) },
      });
      await appendChange(trx, { topic: 'order', subjectId: order.id, kind: 'refund-requested' });
      return { refund, made: true };
    });
  }

  /** Asks Razorpay; a refusal fails the refund, no answer leaves it unknown (it may have been made). */
  async function sendToRazorpay(refund: Refund): Promise<Refund> {
    try {
      const made = await deps.payments.refundPayment(refund.razorpayPaymentId, {
        amountPaise: refund.amountPaise,
        notes: { refundId: refund.id, orderId: refund.orderId },
      });
      await markPending(db, refund.id, made.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof GatewayRejectedError) {
        await markFailed(db, refund.id, message);
        await changed(refund.orderId, 'refund-failed');
        throw appError('refund_refused.razorpay', 409, { reason: error.message });
      }
      deps.logger.error({ err: error, orderId: refund.orderId, refundId: refund.id }, 'refund: Razorpay did not answer; held as unknown');
      await markUnknown(db, refund.id, message);
      await changed(refund.orderId, 'refund-unknown');
    }
    return (await findRefund(db, refund.id)) as Refund;
  }

  /** Settles an unknown refund from Razorpay's list of the payment's refunds (matched on our id in its notes). */
  async function reconcile(refund: Refund, now = new Date()): Promise<void> {
    let theirs: Awaited<ReturnType<RazorpayGateway['fetchPaymentRefunds']>>;
    try {
      theirs = await deps.payments.fetchPaymentRefunds(refund.razorpayPaymentId);
    } catch (error) {
      deps.logger.warn({ err: error, refundId: refund.id }, 'refund reconciliation: Razorpay did not answer; the refund stays unknown');
      return;
    }
    const made = theirs.find((candidate) => candidate.notes.refundId === refund.id);
    if (made?.status === 'processed') {
      await service.recordProcessed({ id: made.id, paymentId: made.paymentId, amountPaise: made.amountPaise, notes: made.notes });
    } else if (made?.status === 'failed') {
      await fail(refund, 'Razorpay reports the refund failed.', RECONCILIATION);
    } else if (made) {
      if (await markPending(db, refund.id, made.id)) await changed(refund.orderId, 'refund-sent');
    } else if (now.getTime() - Date.parse(refund.createdAt) >= NOT_MADE_AFTER_MS) {
      await fail(refund, 'Razorpay has no such refund: it was never made.', RECONCILIATION);
    }
  }

  async function fail(refund: Refund, reason: string, actor: Actor): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await markFailed(trx, refund.id, reason))) return false;
      await recordAudit(trx, actor, {
        action: 'order.refund-failed',
        targetType: 'order',
        targetId: refund.orderId,
        after: { refundId: refund.id, amountPaise: refund.amountPaise, reason },
      });
      await appendChange(trx, { topic: 'order', subjectId: refund.orderId, kind: 'refund-failed' });
      return true;
    });
  }

  function changed(orderId: string, kind: string) {
    return db.transaction().execute((trx) => appendChange(trx, { topic: 'order', subjectId: orderId, kind }));
  }

  const service = {
    /** The desk's Refund click, as a story: the same click answers the same; the order's unknown refunds are settled first. */
    async request(actor: Actor, orderId: string, input: RefundRequest) {
      const repeat = await findByKey(db, input.idempotencyKey);
      if (repeat) return answerFor(repeat, orderId);
      const order = await refundableOrder(orderId);
      const checked = await checkedRequest(order.id, input);
      for (const unknown of await unknownRefunds(db, order.id)) await reconcile(unknown);
      const reserved = await reserveRefund(actor, order, checked);
      if (!reserved) {
        // Lost a race: the same click (same key) answers with the refund it made; another one waits.
        const same = await findByKey(db, input.idempotencyKey);
        if (same) return answerFor(same, orderId);
        throw appError('refund_in_flight', 409);
      }
      if (!reserved.made) return answerFor(reserved.refund, orderId);
      return answerFor(await sendToRazorpay(reserved.refund), orderId);
    },

    /** Every refund Razorpay did not answer for, settled from Razorpay's side (the background jobs, every minute). */
    async reconcileUnknown(now = new Date()): Promise<number> {
      const unknown = await unknownRefunds(db);
      for (const refund of unknown) await reconcile(refund, now);
      return unknown.length;
    },

    /**
     * Razorpay's `refund.processed`: the refund is recorded once (a repeated or late webhook changes
     * nothing), the order's refunded sum and payment status follow (orders/order-refunds.ts), and the
     * customer is emailed. A refund made in Razorpay's dashboard is recorded too.
     */
    async recordProcessed(refund: RazorpayRefund): Promise<'recorded' | 'already-recorded' | 'unknown-payment'> {
      const now = new Date().toISOString();
      const ours = await findForRazorpayRefund(db, refund);
      const order = await db
        .selectFrom('orders')
        .select(['id', 'customer_email'])
        .where(ours ? 'id' : 'razorpay_payment_id', '=', ours ? ours.orderId : refund.paymentId)
        .executeTakeFirst();
      if (!order) return 'unknown-payment';

      const refundedEvent = (refundId: string, inFull: boolean): OrderEvent => ({
        type: 'order.refunded',
        orderId: order.id,
        refundId,
        amountPaise: refund.amountPaise,
        inFull,
        reason: ours?.reason ?? null,
      });
      const outcome = await db.transaction().execute(async (trx) => {
        const refundId = ours?.id ?? `rfd_${randomBytes(9).toString('base64url')}`;
        const recorded = ours
          ? await markProcessed(trx, refundId, refund.id, now)
          : await insertDashboardRefund(trx, {
              id: refundId,
              orderId: order.id,
              razorpayPaymentId: refund.paymentId,
              razorpayRefundId: refund.id,
              amountPaise: refund.amountPaise,
              now,
            });
        if (!recorded) return null;
        // The staff member who asked is who refunded (and cancelled): Razorpay only carried it out.
        const { inFull, refundedPaise } = await applyProcessedRefund(trx, {
          orderId: order.id,
          amountPaise: refund.amountPaise,
          actor: ours?.requestedBy ? `admin:${ours.requestedBy}` : 'razorpay-webhook',
          note: `Razorpay refund ${refund.id}: ${formatPaise(refund.amountPaise)}`,
          cancel: ours?.cancelOrder ? { reason: ours.reason } : undefined,
        });
        await recordAudit(trx, RAZORPAY, {
          action: 'order.refund-processed',
          targetType: 'order',
          targetId: order.id,
          after: { refundId, razorpayRefundId: refund.id, amountPaise: refund.amountPaise, refundedPaise },
        });
        // The customer's email: ours carry what staff told them; one made in Razorpay's dashboard has no reason to tell.
        await publishOrderEvent(trx, deps, refundedEvent(refundId, inFull));
        return { inFull, refundId };
      });
      if (!outcome) return 'already-recorded';
      // Section 34: the refund is credited against the order's tax invoice; the email waits for the credit note.
      const creditNote = await creditNoteOnRefund(deps, {
        orderId: order.id,
        refundId: outcome.refundId,
        amountPaise: refund.amountPaise,
      });
      await attachDocument(db, eventKey(refundedEvent(outcome.refundId, outcome.inFull)), creditNote?.id ?? null);
      deps.outbox.nudge();
      return 'recorded';
    },

    /** Razorpay's `refund.failed`: the bank refused it, so its amount is refundable again (once, whatever repeats). */
    async recordFailed(refund: RazorpayRefund): Promise<'recorded' | 'already-recorded' | 'unknown-refund'> {
      const ours = await findForRazorpayRefund(db, refund);
      if (!ours) return 'unknown-refund';
      return (await fail(ours, 'Razorpay reports the refund failed.', RAZORPAY)) ? 'recorded' : 'already-recorded';
    },
  };
  return service;
}

function answerFor(refund: Refund, orderId: string) {
  if (refund.orderId !== orderId) throw appError('invalid_request.refund_key', 400);
  if (refund.status === 'failed') throw appError('refund_refused.failed', 409, { reason: refund.error });
  return {
    message: refund.status === 'unknown' ? REFUND_UNCONFIRMED : REFUND_SENT,
    refund: {
      id: refund.id,
      amountPaise: refund.amountPaise,
      status: refund.status,
      error: refund.error,
      razorpayRefundId: refund.razorpayRefundId,
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
