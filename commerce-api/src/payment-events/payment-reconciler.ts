import { UNPAID_ORDER_EXPIRES_MINUTES } from '@koolers/contracts/checkout';
import type { PaymentFacts, PaymentResult } from '../payments/payment-check.ts';
import { GatewayRejectedError } from '../payments/razorpay-gateway.ts';
import { createPaymentRecorder } from './record-payment.ts';

const MINUTE = 60_000;

export const RECONCILIATION = {
  /** A checkout that has not settled this long after its Razorpay order was opened is asked about. */
  checkAfterMs: 15 * MINUTE,
  /** …and asked again this often while it stays unpaid. */
  recheckEveryMs: 15 * MINUTE,
  /**
   * An online order unpaid this long has expired and is cancelled: the shopper has left, and the
   * promotion code use it held goes back to everyone else. Razorpay's Checkout is a session of
   * minutes; a day let one shopper's abandoned checkouts hold a scarce code's uses (review 3, F3).
   */
  cancelAfterMs: UNPAID_ORDER_EXPIRES_MINUTES * MINUTE,
  /** A Coco Club request's Razorpay order is asked about for this long (it is never cancelled here). */
  membershipChecksForMs: 24 * 60 * MINUTE,
  /** Razorpay calls per run at most (its API allows far more; this keeps a run short). */
  batchSize: 50,
};

/** The cancellation's reason, as the customer's order page shows it. */
export const UNPAID_EXPIRED = `Not paid within ${UNPAID_ORDER_EXPIRES_MINUTES} minutes`;

export type ReconciliationReport = { checked: number; paid: number; mismatched: number; cancelled: number; unreachable: boolean };

/**
 * Settles online checkouts the browser and the webhook both missed (a closed tab, a webhook lost
 * for good): each pending online order and each requested Coco Club membership with a Razorpay
 * order, 15 minutes after it was opened, is checked against the payments Razorpay holds for that
 * order. A captured payment is recorded exactly as a webhook would record it (the same checks);
 * an order still unpaid after 30 minutes has expired and is cancelled, asked about first whenever it
 * was last checked (a payment Razorpay took before then pays it; one taken after it is flagged
 * `mismatch` for the shop to refund, as for any payment of a cancelled order). Memberships are never cancelled here: they can
 * still be paid by UPI and confirmed by the shop.
 *
 * Run it in one process at a time (see background-jobs.ts); it is safe anyway, since every change
 * it makes is the same conditional update the webhook and verify make.
 */
export function createPaymentReconciler(deps: Parameters<typeof createPaymentRecorder>[0]) {
  const recorder = createPaymentRecorder(deps);

  /** The payments Razorpay holds for a Razorpay order; 'unreachable' when it cannot be asked. */
  async function paymentsOf(razorpayOrderId: string): Promise<PaymentFacts[] | 'unreachable'> {
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
  async function recordCaptured(payments: PaymentFacts[], razorpayOrderId: string, report: ReconciliationReport) {
    const results: PaymentResult[] = [];
    for (const payment of payments.filter((candidate) => candidate.captured).reverse()) {
      const outcome = await recorder.record({ ...payment, orderId: payment.orderId ?? razorpayOrderId }, 'reconciler');
      if (outcome.kind !== 'unknown') results.push(outcome.result);
    }
    report.checked += 1;
    report.paid += results.filter((result) => result === 'paid').length;
    report.mismatched += results.filter((result) => result === 'mismatch').length;
  }

  return {
    async run(now = new Date()): Promise<ReconciliationReport> {
      const report: ReconciliationReport = { checked: 0, paid: 0, mismatched: 0, cancelled: 0, unreachable: false };
      const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
      const due = {
        openedBefore: ago(RECONCILIATION.checkAfterMs),
        checkedBefore: ago(RECONCILIATION.recheckEveryMs),
        abandonedBefore: ago(RECONCILIATION.cancelAfterMs),
        limit: RECONCILIATION.batchSize,
      };

      for (const order of await recorder.orders.unsettled(due)) {
        const payments = order.razorpayOrderId ? await paymentsOf(order.razorpayOrderId) : [];
        if (payments === 'unreachable') {
          report.unreachable = true;
          break;
        }
        await recordCaptured(payments, order.razorpayOrderId ?? '', report);
        // Only if still pending (a payment recorded just now, or meanwhile, wins). A payment the bank
        // authorised but Razorpay never captured is released back to the shopper by Razorpay.
        if (order.createdAt <= due.abandonedBefore && (await recorder.orders.cancelUnpaid(order, UNPAID_EXPIRED))) {
          report.cancelled += 1;
        }
        await recorder.orders.markChecked(order.id, now.toISOString());
      }

      if (!report.unreachable) {
        for (const membership of await recorder.memberships.unsettled({
          ...due,
          abandonedBefore: ago(RECONCILIATION.membershipChecksForMs),
        })) {
          const payments = await paymentsOf(membership.razorpayOrderId);
          if (payments === 'unreachable') {
            report.unreachable = true;
            break;
          }
          await recordCaptured(payments, membership.razorpayOrderId, report);
          await recorder.memberships.markChecked(membership.id, now.toISOString());
        }
      }

      const level = report.unreachable ? 'warn' : 'info';
      deps.logger[level](
        report,
        report.unreachable ? 'payment reconciliation stopped: Razorpay unreachable' : 'payment reconciliation done',
      );
      return report;
    },
  };
}
