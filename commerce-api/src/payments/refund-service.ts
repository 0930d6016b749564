import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { type Actor, recordAudit } from '../admin/audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { formatRupees } from '../email/format.ts';
import type { Mailer } from '../email/mailer.ts';
import { orderRefundedEmail } from '../email/templates.ts';
import { AppError } from '../http/app-error.ts';
import { appendChange } from '../live/change-feed.ts';
import { canTransition, transitionOrder } from '../orders/order-status.ts';
import { GatewayRejectedError, type RazorpayGateway } from './razorpay-gateway.ts';

type Deps = { db: Db; payments: RazorpayGateway; mailer: Mailer; logger: Logger };

export const REFUND_IN_FLIGHT = 'Another refund of this order is on its way to Razorpay. Please wait a moment and look again.';
export const REFUND_SENT = 'Refund sent to Razorpay. The order shows it as refunded when Razorpay confirms it.';

export type RefundRequest = { amountPaise?: number | undefined; reason: string; idempotencyKey: string };

/** What the webhook's refund entity tells us (`notes.refundId` is ours, set when we asked). */
export type ProcessedRefund = { id: string; paymentId: string; amountPaise: number; notes: Record<string, string> };

/**
 * Refunds go to Razorpay from the desk and are recorded when Razorpay says they are processed
 * (`refund.processed`). A refund is stored as `requested` before Razorpay is called, under the
 * desk's idempotency key (one per Refund click) and under a unique index allowing one request in
 * flight per order: two clicks, two tabs or two API processes send one refund, never two.
 */
export function createRefundService(deps: Deps) {
  const { db } = deps;

  async function refundView(id: string) {
    return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  return {
    async request(actor: Actor, orderId: string, input: RefundRequest) {
      const repeat = await db.selectFrom('refunds').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
      if (repeat) return answerFor(repeat, orderId);

      const order = await db
        .selectFrom('orders')
        .select(['id', 'status', 'payment_method', 'razorpay_payment_id', 'total_paise'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) throw new AppError('not_found', 'Order not found.', 404);
      if (order.payment_method !== 'razorpay' || !order.razorpay_payment_id) {
        throw new AppError('not_refundable', 'Only an order paid online can be refunded through Razorpay.', 409);
      }
      if (!canTransition(order.status, 'refunded')) {
        throw new AppError('not_refundable', `A ${order.status.replaceAll('_', ' ')} order cannot be refunded.`, 409);
      }
      const id = `rfd_${randomBytes(9).toString('base64url')}`;
      const inserted = await db.transaction().execute(async (trx) => {
        // Locks the order's row (PostgreSQL) or the database (SQLite) first: refunds of one order are
        // counted and added one at a time, so two of them can never both fit in what is left.
        await trx.updateTable('orders').set({ updated_at: new Date().toISOString() }).where('id', '=', orderId).execute();
        // The same click, sent twice, may have got here first while this one waited for the lock.
        const same = await trx.selectFrom('refunds').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
        if (same) return { repeat: same };
        const committed = await trx
          .selectFrom('refunds')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount_paise'), eb.val(0)).as('paise'))
          .where('order_id', '=', orderId)
          .where('status', '!=', 'failed')
          .executeTakeFirst();
        const refundable = Number(order.total_paise) - Number(committed?.paise ?? 0);
        const amountPaise = input.amountPaise ?? refundable;
        if (refundable <= 0) throw new AppError('not_refundable', 'This order is refunded in full already.', 409);
        if (amountPaise < 1 || amountPaise > refundable) {
          throw new AppError('invalid_amount', `You can refund between ₹0.01 and ${formatRupees(refundable)}.`, 400);
        }
        const row = await trx
          .insertInto('refunds')
          .values({
            id,
            order_id: orderId,
            razorpay_payment_id: order.razorpay_payment_id as string,
            razorpay_refund_id: null,
            idempotency_key: input.idempotencyKey,
            amount_paise: amountPaise,
            reason: input.reason,
            status: 'requested',
            error: null,
            requested_by: actor.staffId,
            created_at: new Date().toISOString(),
            processed_at: null,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return null;
        await recordAudit(trx, actor, {
          action: 'order.refund-requested',
          targetType: 'order',
          targetId: orderId,
          before: { refundablePaise: refundable },
          after: { refundId: id, amountPaise, reason: input.reason },
        });
        await appendChange(trx, { topic: 'order', subjectId: orderId, kind: 'refund-requested' });
        return { amountPaise, repeat: undefined };
      });
      if (inserted?.repeat) return answerFor(inserted.repeat, orderId);
      if (!inserted) {
        // Lost a race: the same click (same key) answers with the refund it made; another one waits.
        const same = await db.selectFrom('refunds').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
        if (same) return answerFor(same, orderId);
        throw new AppError('refund_in_flight', REFUND_IN_FLIGHT, 409);
      }

      try {
        const refund = await deps.payments.refundPayment(order.razorpay_payment_id, {
          amountPaise: inserted.amountPaise,
          notes: { refundId: id, orderId },
        });
        // The webhook may have come first and recorded it processed already: only a 'requested' one moves to pending.
        await db
          .updateTable('refunds')
          .set({ status: 'pending', razorpay_refund_id: refund.id })
          .where('id', '=', id)
          .where('status', '=', 'requested')
          .execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('refunds')
          .set({ status: 'failed', error: message.slice(0, 500) })
          .where('id', '=', id)
          .where('status', '=', 'requested')
          .execute();
        await db.transaction().execute((trx) => appendChange(trx, { topic: 'order', subjectId: orderId, kind: 'refund-failed' }));
        if (error instanceof GatewayRejectedError)
          throw new AppError('refund_refused', `Razorpay refused the refund: ${error.message}`, 409);
        deps.logger.error({ err: error, orderId, refundId: id }, 'refund: Razorpay did not answer');
        throw new AppError(
          'payment_unavailable',
          'Razorpay did not answer. If the refund went through, it appears here within minutes; otherwise please try again.',
          502,
        );
      }
      return answerFor(await refundView(id), orderId);
    },

    /**
     * Razorpay's `refund.processed`: the refund is recorded once (a repeated or late webhook changes
     * nothing), the order's refunded sum grows, a full refund moves the order to refunded, and the
     * customer is emailed. A refund made in Razorpay's dashboard is recorded too.
     */
    async recordProcessed(refund: ProcessedRefund): Promise<'recorded' | 'already-recorded' | 'unknown-payment'> {
      const now = new Date().toISOString();
      const ours = await db
        .selectFrom('refunds')
        .select(['id', 'order_id'])
        .where((eb) => eb.or([eb('id', '=', refund.notes.refundId ?? ''), eb('razorpay_refund_id', '=', refund.id)]))
        .executeTakeFirst();
      const order = await db
        .selectFrom('orders')
        .select(['id', 'status', 'total_paise', 'customer_name', 'customer_email', 'customer_address', 'payment_method'])
        .where(ours ? 'id' : 'razorpay_payment_id', '=', ours ? ours.order_id : refund.paymentId)
        .executeTakeFirst();
      if (!order) return 'unknown-payment';

      const outcome = await db.transaction().execute(async (trx) => {
        let refundId = ours?.id;
        if (!refundId) {
          refundId = `rfd_${randomBytes(9).toString('base64url')}`;
          const inserted = await trx
            .insertInto('refunds')
            .values({
              id: refundId,
              order_id: order.id,
              razorpay_payment_id: refund.paymentId,
              razorpay_refund_id: refund.id,
              idempotency_key: null,
              amount_paise: refund.amountPaise,
              reason: 'Refunded in the Razorpay dashboard',
              status: 'processed',
              error: null,
              requested_by: null,
              created_at: now,
              processed_at: now,
            })
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) return null;
        } else {
          const updated = await trx
            .updateTable('refunds')
            .set({ status: 'processed', processed_at: now, razorpay_refund_id: refund.id, error: null })
            .where('id', '=', refundId)
            .where('status', '!=', 'processed')
            .executeTakeFirst();
          if (updated.numUpdatedRows !== 1n) return null;
        }
        const { refunded_paise: refundedPaise } = await trx
          .updateTable('orders')
          .set((eb) => ({ refunded_paise: eb('refunded_paise', '+', refund.amountPaise), updated_at: now }))
          .where('id', '=', order.id)
          .returning('refunded_paise')
          .executeTakeFirstOrThrow();
        const inFull = Number(refundedPaise) >= Number(order.total_paise);
        const note = `Razorpay refund ${refund.id}: ${formatRupees(refund.amountPaise)}`;
        if (inFull && canTransition(order.status, 'refunded')) {
          await transitionOrder(trx, { orderId: order.id, from: order.status, to: 'refunded', actor: 'razorpay-webhook', note });
        } else {
          await appendChange(trx, { topic: 'order', subjectId: order.id, kind: 'refund-processed' });
        }
        await recordAudit(
          trx,
          { staffId: null, email: 'razorpay-webhook', ip: null },
          {
            action: 'order.refund-processed',
            targetType: 'order',
            targetId: order.id,
            after: { refundId, razorpayRefundId: refund.id, amountPaise: refund.amountPaise, refundedPaise: Number(refundedPaise) },
          },
        );
        return { inFull };
      });
      if (!outcome) return 'already-recorded';

      await deps.mailer
        .send({
          to: order.customer_email,
          about: { orderId: order.id },
          ...orderRefundedEmail({
            id: order.id,
            customerName: order.customer_name,
            paymentMethod: order.payment_method,
            totalPaise: Number(order.total_paise),
            address: order.customer_address,
            refundPaise: refund.amountPaise,
            refundedInFull: outcome.inFull,
          }),
        })
        .catch((error) => deps.logger.error({ err: error, orderId: order.id }, 'refund recorded but the customer email failed'));
      return 'recorded';
    },
  };
}

type RefundRow = {
  id: string;
  order_id: string;
  amount_paise: number;
  status: string;
  error: string | null;
  razorpay_refund_id: string | null;
};

function answerFor(refund: RefundRow, orderId: string) {
  if (refund.order_id !== orderId) throw new AppError('invalid_request', 'This refund key belongs to another order.', 400);
  if (refund.status === 'failed') throw new AppError('refund_refused', `The refund failed: ${refund.error ?? 'unknown reason'}`, 409);
  return {
    message: REFUND_SENT,
    refund: {
      id: refund.id,
      amountPaise: Number(refund.amount_paise),
      status: refund.status,
      error: refund.error,
      razorpayRefundId: refund.razorpay_refund_id,
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
