import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { transitionOrder } from '../orders/order-status.ts';
import type { PaymentFacts } from './payment-check.ts';
import { type PaymentResult, recordPayment } from './payment-service.ts';
import { GatewayRejectedError, type RazorpayGateway } from './razorpay-gateway.ts';

const MINUTE = 60_000;

export const RECONCILIATION = {
  /** A checkout that has not settled this long after its Razorpay order was opened is asked about. */
  checkAfterMs: 15 * MINUTE,
  /** …and asked again this often while it stays unpaid. */
  recheckEveryMs: 15 * MINUTE,
  /** An online order unpaid this long is cancelled: the shopper has left. */
  cancelAfterMs: 24 * 60 * MINUTE,
  /** Razorpay calls per run at most (its API allows far more; this keeps a run short). */
  batchSize: 50,
};

type Deps = { db: Db; payments: RazorpayGateway; mailer: Mailer; logger: Logger; config: Pick<Config, 'mail'> };

export type ReconciliationReport = { checked: number; paid: number; mismatched: number; cancelled: number; unreachable: boolean };

/**
 * Settles online checkouts the browser and the webhook both missed (a closed tab, a webhook lost
 * for good): each pending online order and each requested Coco Club membership with a Razorpay
 * order, 15 minutes after it was opened, is checked against the payments Razorpay holds for that
 * order. A captured payment is recorded exactly as a webhook would record it (the same checks);
 * an order still unpaid after 24 hours is cancelled. Memberships are never cancelled here: they can
 * still be paid by UPI and confirmed by the shop.
 *
 * Run it in one process at a time (see background-jobs.ts); it is safe anyway, since every change
 * it makes is the same conditional update the webhook and verify make.
 */
export async function reconcilePayments(deps: Deps, now = new Date()): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { checked: 0, paid: 0, mismatched: 0, cancelled: 0, unreachable: false };
  const openedBefore = new Date(now.getTime() - RECONCILIATION.checkAfterMs).toISOString();
  const checkedBefore = new Date(now.getTime() - RECONCILIATION.recheckEveryMs).toISOString();
  const abandonedBefore = new Date(now.getTime() - RECONCILIATION.cancelAfterMs).toISOString();

  const orders = await deps.db
    .selectFrom('orders')
    .select(['id', 'razorpay_order_id', 'created_at'])
    .where('status', '=', 'pending')
    .where('payment_method', '=', 'razorpay')
    .where('created_at', '<=', openedBefore)
    .where((eb) => eb.or([eb('payment_checked_at', 'is', null), eb('payment_checked_at', '<=', checkedBefore)]))
    .orderBy('created_at')
    .limit(RECONCILIATION.batchSize)
    .execute();

  for (const order of orders) {
    const payments = order.razorpay_order_id ? await paymentsOf(deps, order.razorpay_order_id) : [];
    if (payments === 'unreachable') {
      report.unreachable = true;
      break;
    }
    report.checked += 1;
    const results = await recordCaptured(deps, payments, order.razorpay_order_id ?? '');
    count(report, results);
    if (order.created_at <= abandonedBefore) {
      // Only if still pending (a payment recorded just now, or meanwhile, wins). A payment the bank
      // authorised but Razorpay never captured is released back to the shopper by Razorpay.
      const cancelled = await deps.db.transaction().execute((trx) =>
        transitionOrder(trx, {
          orderId: order.id,
          from: 'pending',
          to: 'cancelled',
          actor: 'reconciler',
          note: 'Not paid within 24 hours',
        }),
      );
      if (cancelled) report.cancelled += 1;
    }
    await deps.db.updateTable('orders').set({ payment_checked_at: now.toISOString() }).where('id', '=', order.id).execute();
  }

  if (!report.unreachable) {
    const memberships = await deps.db
      .selectFrom('memberships')
      .select(['id', 'razorpay_order_id'])
      .where('status', '=', 'requested')
      .where('razorpay_order_id', 'is not', null)
      .where('created_at', '<=', openedBefore)
      .where('created_at', '>', abandonedBefore)
      .where((eb) => eb.or([eb('payment_checked_at', 'is', null), eb('payment_checked_at', '<=', checkedBefore)]))
      .orderBy('created_at')
      .limit(RECONCILIATION.batchSize)
      .execute();
    for (const membership of memberships) {
      const payments = await paymentsOf(deps, membership.razorpay_order_id ?? '');
      if (payments === 'unreachable') {
        report.unreachable = true;
        break;
      }
      report.checked += 1;
      count(report, await recordCaptured(deps, payments, membership.razorpay_order_id ?? ''));
      await deps.db.updateTable('memberships').set({ payment_checked_at: now.toISOString() }).where('id', '=', membership.id).execute();
    }
  }

  const level = report.unreachable ? 'warn' : 'info';
  deps.logger[level](report, report.unreachable ? 'payment reconciliation stopped: Razorpay unreachable' : 'payment reconciliation done');
  return report;
}

async function paymentsOf(deps: Deps, razorpayOrderId: string): Promise<PaymentFacts[] | 'unreachable'> {
  try {
    return await deps.payments.fetchOrderPayments(razorpayOrderId);
  } catch (error) {
    // An order Razorpay does not know (a sandbox restarted, a test key) has no payments.
    if (error instanceof GatewayRejectedError) return [];
    deps.logger.warn({ err: error, razorpayOrderId }, 'could not ask Razorpay about a pending payment');
    return 'unreachable';
  }
}

/** Records each captured payment as the webhook would; the first pays, any further one is flagged. */
async function recordCaptured(deps: Deps, payments: PaymentFacts[], razorpayOrderId: string): Promise<PaymentResult[]> {
  const results: PaymentResult[] = [];
  for (const payment of payments.filter((candidate) => candidate.captured).reverse()) {
    const outcome = await recordPayment(deps, { ...payment, orderId: payment.orderId ?? razorpayOrderId }, 'reconciler');
    if (outcome.kind !== 'unknown') results.push(outcome.result);
  }
  return results;
}

function count(report: ReconciliationReport, results: PaymentResult[]) {
  report.paid += results.filter((result) => result === 'paid').length;
  report.mismatched += results.filter((result) => result === 'mismatch').length;
}
