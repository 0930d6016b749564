import type { RefundLine } from '@koolers/contracts/refunds';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RefundStatus, RefundsTable } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type Refund = {
  id: string;
  orderId: string;
  razorpayPaymentId: string;
  razorpayRefundId: string | null;
  idempotencyKey: string | null;
  amountPaise: number;
  reason: string;
  status: RefundStatus;
  error: string | null;
  createdAt: string;
  /** The staff member who asked for it (null: made in Razorpay's dashboard). */
  requestedBy: number | null;
  /** The lines refunded, when staff picked them. */
  lines: RefundLine[] | null;
  /** Staff ticked "Also cancel the order". */
  cancelOrder: boolean;
};

/** The refund made for one click of the desk's Refund button (its idempotency key). */
export async function findByKey(db: Executor, idempotencyKey: string): Promise<Refund | undefined> {
  const row = await db.selectFrom('refunds').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  return row && refundOf(row);
}

export async function findRefund(db: Executor, id: string): Promise<Refund | undefined> {
  const row = await db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
  return row && refundOf(row);
}

/** Ours by the id we sent in its notes, or by Razorpay's id (a repeat, or a refund made in the dashboard). */
export async function findForRazorpayRefund(
  db: Executor,
  razorpay: { id: string; notes: Record<string, string> },
): Promise<Refund | undefined> {
  const row = await db
    .selectFrom('refunds')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', razorpay.notes.refundId ?? ''), eb('razorpay_refund_id', '=', razorpay.id)]))
    .executeTakeFirst();
  return row && refundOf(row);
}

/** The refunds Razorpay did not answer for, oldest first (each to be reconciled). */
export async function unknownRefunds(db: Executor, orderId?: string): Promise<Refund[]> {
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('status', '=', 'unknown')
    .$if(orderId !== undefined, (query) => query.where('order_id', '=', orderId as string))
    .orderBy('created_at')
    .execute();
  return rows.map(refundOf);
}

/** What the order's refunds take of its total: all but the failed ones (an unknown one may have been made). */
export async function committedPaise(db: Executor, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount_paise'), eb.val(0)).as('paise'))
    .where('order_id', '=', orderId)
    .where('status', '!=', 'failed')
    .executeTakeFirst();
  return Number(row?.paise ?? 0);
}

/**
 * Stores a refund as `requested` before Razorpay is called. Undefined when the order already has
 * one in flight (requested or unknown: the partial unique index `refunds_one_in_flight`) or when
 * this idempotency key was used meanwhile.
 */
export async function reserve(
  db: Executor,
  refund: {
    id: string;
    orderId: string;
    razorpayPaymentId: string;
    idempotencyKey: string;
    amountPaise: number;
    reason: string;
    requestedBy: number | null;
    lines?: RefundLine[] | undefined;
    cancelOrder?: boolean | undefined;
  },
): Promise<Refund | undefined> {
  const row = await db
    .insertInto('refunds')
    .values({
      id: refund.id,
      order_id: refund.orderId,
      razorpay_payment_id: refund.razorpayPaymentId,
      razorpay_refund_id: null,
      idempotency_key: refund.idempotencyKey,
      amount_paise: refund.amountPaise,
      reason: refund.reason,
      status: 'requested',
      error: null,
      requested_by: refund.requestedBy,
      created_at: new Date().toISOString(),
      processed_at: null,
      lines: refund.lines?.length ? JSON.stringify(refund.lines) : null,
      cancel_order: refund.cancelOrder ? 1 : 0,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && refundOf(row);
}

/** A refund made in Razorpay's dashboard, recorded processed when its webhook arrives. */
export async function insertDashboardRefund(
  db: Executor,
  refund: { id: string; orderId: string; razorpayPaymentId: string; razorpayRefundId: string; amountPaise: number; now: string },
): Promise<boolean> {
  const row = await db
    .insertInto('refunds')
    .values({
      id: refund.id,
      order_id: refund.orderId,
      razorpay_payment_id: refund.razorpayPaymentId,
      razorpay_refund_id: refund.razorpayRefundId,
      idempotency_key: null,
      amount_paise: refund.amountPaise,
      reason: 'Refunded in the Razorpay dashboard',
      status: 'processed',
      error: null,
      requested_by: null,
      created_at: refund.now,
      processed_at: refund.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Razorpay accepted it (its answer, or reconciliation found it). A webhook that came first already moved it on. */
export async function markPending(db: Executor, id: string, razorpayRefundId: string): Promise<boolean> {
  return changed(
    await db
      .updateTable('refunds')
      .set({ status: 'pending', razorpay_refund_id: razorpayRefundId, error: null })
      .where('id', '=', id)
      .where('status', 'in', ['requested', 'unknown'])
      .executeTakeFirst(),
  );
}

/** Razorpay did not answer: it may have made the refund, so it stays counted and in flight. */
export async function markUnknown(db: Executor, id: string, error: string): Promise<boolean> {
  return changed(
    await db
      .updateTable('refunds')
      .set({ status: 'unknown', error: error.slice(0, 500) })
      .where('id', '=', id)
      .where('status', '=', 'requested')
      .executeTakeFirst(),
  );
}

/** Razorpay refused it, reported it failed, or never made it: its amount is refundable again. */
export async function markFailed(db: Executor, id: string, error: string): Promise<boolean> {
  return changed(
    await db
      .updateTable('refunds')
      .set({ status: 'failed', error: error.slice(0, 500) })
      .where('id', '=', id)
      .where('status', 'in', ['requested', 'unknown', 'pending'])
      .executeTakeFirst(),
  );
}

/** Razorpay's webhook says it reached the customer: once only, whatever the refund was before. */
export async function markProcessed(db: Executor, id: string, razorpayRefundId: string, now: string): Promise<boolean> {
  return changed(
    await db
      .updateTable('refunds')
      .set({ status: 'processed', processed_at: now, razorpay_refund_id: razorpayRefundId, error: null })
      .where('id', '=', id)
      .where('status', '!=', 'processed')
      .executeTakeFirst(),
  );
}

function changed(result: { numUpdatedRows: bigint }): boolean {
  return result.numUpdatedRows === 1n;
}

function refundOf(row: Selectable<RefundsTable>): Refund {
  return {
    id: row.id,
    orderId: row.order_id,
    razorpayPaymentId: row.razorpay_payment_id,
    razorpayRefundId: row.razorpay_refund_id,
    idempotencyKey: row.idempotency_key,
    amountPaise: Number(row.amount_paise),
    reason: row.reason,
    status: row.status,
    error: row.error,
    createdAt: row.created_at,
    requestedBy: row.requested_by === null ? null : Number(row.requested_by),
    lines: row.lines ? (JSON.parse(row.lines) as RefundLine[]) : null,
    cancelOrder: Number(row.cancel_order) === 1,
  };
}
