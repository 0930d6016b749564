import { purgeOldCodes } from '../customers/phone-codes.ts';
import { renderMissingPdfs } from '../invoices/document-pdfs.ts';
import type { PdfRenderer } from '../invoices/pdf-pool.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { remindRenewals } from '../memberships/renewal-reminders.ts';
import { recordReconcilerRun } from '../metrics/reconciler-metrics.ts';
import { issueLateInvoices } from '../orders/late-invoices.ts';
import { createRefundService } from '../orders/order-refund-service.ts';
import { remindUnpaidOrders } from '../orders/payment-reminders.ts';
import { createPaymentReconciler } from '../payment-events/payment-reconciler.ts';
import { eraseIdleGuestOrders } from '../privacy/guest-retention.ts';
import { createJobLease } from './job-lease.ts';

type Deps = Parameters<typeof createPaymentReconciler>[0] & { limiter: RateLimiter; pdfs: PdfRenderer };

/** How often each API process tries to run the jobs; the lease lets one of them do it. */
export const JOB_INTERVAL_MS = 60_000;
/** Longer than a run ever takes: a process that dies mid-run gives the jobs up after this. */
const LEASE_MS = 5 * 60_000;

/**
 * The API's periodic housekeeping, in one process at a time (a lease row in the database):
 * reconciling unsettled Razorpay payments and refunds Razorpay did not answer for, reminding the
 * customers of online orders still unpaid (orders/payment-reminders.ts), issuing and sending the tax
 * invoices still missing (Strapi was down, or the process stopped, when the order was paid:
 * orders/late-invoices.ts), telling Coco Club members whose year ends within 7 days
 * (memberships/renewal-reminders.ts),
 * rendering the PDFs still missing (a render that failed; the outbox's sender sends what waited for
 * them, notifications/outbox.ts), purging ended rate-limit windows and sign-in codes a day old, and erasing guest orders' personal fields a year after
 * they last moved (privacy/guest-retention.ts). Returns false when another process holds the lease.
 */
export async function runBackgroundJobs(
  deps: Deps,
  lease = createJobLease(deps.db, 'background-jobs'),
  now = new Date(),
): Promise<boolean> {
  if (!(await lease.acquire(LEASE_MS, now))) return false;
  try {
    await recordReconcilerRun(createPaymentReconciler(deps).run(now));
    // After the reconciler: an order it found paid is not reminded to pay.
    await remindUnpaidOrders(deps, now);
    await createRefundService(deps).reconcileUnknown(now);
    await issueLateInvoices(deps, now);
    await remindRenewals(deps, now);
    await renderMissingPdfs(deps, new Date(now.getTime() - 2 * 24 * 3_600_000).toISOString());
    await deps.limiter.purgeEnded();
    await purgeOldCodes(deps.db, now);
    await eraseIdleGuestOrders(deps.db, now);
  } finally {
    await lease.release();
  }
  return true;
}

/** Starts the jobs every JOB_INTERVAL_MS in this process; `stop` waits for a run in progress. */
export function startBackgroundJobs(deps: Deps, intervalMs = JOB_INTERVAL_MS) {
  const lease = createJobLease(deps.db, 'background-jobs');
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runBackgroundJobs(deps, lease).catch((error) => deps.logger.error({ err: error }, 'background jobs failed'));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
