import type { CodConfirmationState } from '@koolers/contracts/cod-rules';
import { type Sentence, sentence } from '@koolers/contracts/messages';
import { PAYMENT_STATUS_FACTS } from '@koolers/contracts/order-status';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '../db/schema.ts';
import { deliveryMoveRefusal } from './delivery-status.ts';

type DeskMoveRefusal = Sentence<
  'illegal_move.delivery' | 'illegal_move.unpaid_online' | 'illegal_move.awaiting_customer' | 'illegal_move.back_to_unconfirmed'
>;

type DeskOrder = {
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  paymentMethod: PaymentMethod;
  /** A COD order asked to be confirmed by its customer (orders/cod-confirmation.ts). */
  codConfirmation?: { state: CodConfirmationState } | null;
};

/**
 * The moves staff make by hand, all of the delivery (the payment moves with its events: Razorpay's
 * payments and refunds, the rider's cash on delivery, a cancellation), each with the guard it checks
 * against the order. A guard answers why the move is refused, or null when it is allowed.
 */
export const DESK_MOVES: Readonly<Partial<Record<DeliveryStatus, (order: DeskOrder) => DeskMoveRefusal | null>>> = {
  confirmed: (order) =>
    order.paymentMethod === 'razorpay' && !PAYMENT_STATUS_FACTS[order.paymentStatus].confirmable
      ? sentence('illegal_move.unpaid_online')
      : // The ordinary Confirm would skip the customer's answer: staff confirm it as the phone confirmation.
        order.codConfirmation?.state === 'awaiting'
        ? sentence('illegal_move.awaiting_customer')
        : null,
  out_for_delivery: () => null,
  delivered: () => null,
  cancelled: () => null,
};

/** Why the desk may not move the order's delivery to `to`, or null when it may. */
export function deskMoveRefusal(order: DeskOrder, to: DeliveryStatus): DeskMoveRefusal | null {
  const guard = DESK_MOVES[to];
  if (!guard) return sentence('illegal_move.back_to_unconfirmed');
  return deliveryMoveRefusal(order.deliveryStatus, to) ?? guard(order);
}

/** The delivery moves the desk may make now. */
export function deskMoves(order: DeskOrder): DeliveryStatus[] {
  return (Object.keys(DESK_MOVES) as DeliveryStatus[]).filter((to) => deskMoveRefusal(order, to) === null);
}
