import type { ReconciliationReport } from '../payment-events/payment-reconciler.ts';
import { reconcilerPayments, reconcilerRuns } from './registry.ts';

/** Counts a run of the payment reconciler by how it ended, and what it recorded; passes its result on. */
export async function recordReconcilerRun(run: Promise<ReconciliationReport>): Promise<ReconciliationReport> {
  try {
    const report = await run;
    reconcilerRuns.inc({ outcome: report.unreachable ? 'razorpay_unreachable' : 'completed' });
    reconcilerPayments.inc({ result: 'paid' }, report.paid);
    reconcilerPayments.inc({ result: 'mismatched' }, report.mismatched);
    return report;
  } catch (error) {
    reconcilerRuns.inc({ outcome: 'failed' });
    throw error;
  }
}
