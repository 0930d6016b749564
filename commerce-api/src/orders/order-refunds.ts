import { type Sentence, sentence } from '@koolers/contracts/messages';
import type { DeliveryStatus } from '@koolers/contracts/order-status';
import type { Transaction } from 'kysely';
import type { Database, PaymentStatus } from '../db/schema.ts';
import { appendChange } from '../live/change-feed.ts';
import { moveDelivery } from './delivery-status.ts';
import { CANCELLED_NOTE } from './order-repository.ts';
import { canMovePayment, movePayment } from './payment-status.ts';

/** Why an order cannot be refunded now, or null when it can: only money paid online and not all returned yet. */
export function refundRefusal(paymentStatus: PaymentStatus): Sentence<'not_refundable.status'> | null {
  return canMovePayment(paymentStatus, 'refunded') ? null : sentence('not_refundable.status', { status: paymentStatus });
}

/**
 * A refund Razorpay processed, on its order, inside the transaction that records the refund: the
 * refunded sum grows; the payment becomes partially refunded, or refunded once the whole total is
 * back. The order is cancelled only when staff asked for it with the refund (`cancel`, its reason the
 * refund's) and it has not left the shop: a refund, even in full, never cancels an order by itself
 * (UX review 2, problem 7). The first UPDATE locks the order, so the statuses read with it are current.
 */
export async function applyProcessedRefund(
  trx: Transaction<Database>,
  refund: { orderId: string; amountPaise: number; actor: string; note: string; cancel?: { reason: string } | undefined },
): Promise<{ inFull: boolean; refundedPaise: number; cancelled: boolean }> {
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
  const cancelled = Boolean(refund.cancel) && cancellableWithRefund(order.delivery_status);
  if (cancelled) {
    await moveDelivery(trx, {
      orderId,
      from: order.delivery_status,
      to: 'cancelled',
      actor,
      note: `${CANCELLED_NOTE}${refund.cancel?.reason}`,
    });
  }
  return { inFull, refundedPaise, cancelled };
}

/** Whether an order may still be cancelled with a refund: it has not left the shop. */
export function cancellableWithRefund(deliveryStatus: DeliveryStatus): boolean {
  return deliveryStatus === 'unconfirmed' || deliveryStatus === 'confirmed';
}
