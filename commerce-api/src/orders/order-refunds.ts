import type { Transaction } from 'kysely';
import type { Database, PaymentStatus } from '../db/schema.ts';
import { appendChange } from '../live/change-feed.ts';
import { moveDelivery } from './delivery-status.ts';
import { canMovePayment, movePayment, paymentInWords } from './payment-status.ts';

/** The note on a cancellation that a refund in full made. */
export const CLOSED_BY_REFUND = 'Refunded in full';

/** Why an order cannot be refunded now, or null when it can: only money paid online and not all returned yet. */
export function refundRefusal(paymentStatus: PaymentStatus): string | null {
  return canMovePayment(paymentStatus, 'refunded')
    ? null
    : `An order whose payment is ${paymentInWords(paymentStatus)} cannot be refunded.`;
}

/**
 * A refund Razorpay processed, on its order, inside the transaction that records the refund: the
 * refunded sum grows; the payment becomes partially refunded, or refunded once the whole total is
 * back; and an order refunded in full before it left the shop is cancelled with it, so it is never
 * delivered. The first UPDATE locks the order, so the statuses read with it are current.
 */
export async function applyProcessedRefund(
  trx: Transaction<Database>,
  refund: { orderId: string; amountPaise: number; actor: string; note: string },
): Promise<{ inFull: boolean; refundedPaise: number }> {
  const order = await trx
    .updateTable('orders')
    .set((eb) => ({ refunded_paise: eb('refunded_paise', '+', refund.amountPaise), updated_at: new Date().toISOString() }))
    .where('id', '=', refund.orderId)
    .returning(['refunded_paise', 'total_paise', 'payment_status', 'delivery_status'])
    .executeTakeFirstOrThrow();
  const refundedPaise = Number(order.refunded_paise);
  const inFull = refundedPaise >= Number(order.total_paise);
  const to: PaymentStatus = inFull ? 'refunded' : 'partially_refunded';
  const { orderId, actor, note } = refund;
  if (order.payment_status !== to && canMovePayment(order.payment_status, to)) {
    await movePayment(trx, { orderId, from: order.payment_status, to, actor, note });
  } else {
    await appendChange(trx, { topic: 'order', subjectId: orderId, kind: 'refund-processed' });
  }
  if (inFull && (order.delivery_status === 'unconfirmed' || order.delivery_status === 'confirmed')) {
    await moveDelivery(trx, { orderId, from: order.delivery_status, to: 'cancelled', actor, note: CLOSED_BY_REFUND });
  }
  return { inFull, refundedPaise };
}
