import type { EmailContent } from '../../email/templates.ts';
import {
  orderCancelledEmail,
  orderConfirmedEmail,
  orderOutForDeliveryEmail,
  orderPaidEmail,
  orderPlacedEmail,
  orderRefundedEmail,
} from '../../email/templates.ts';
import { orderEmailData, orderStatusEmailData } from '../../orders/order-email.ts';
import type { OrderView } from '../../orders/order-repository.ts';

/** The emails staff can send a customer again: the order's confirmation, and the one its status last brought. */
export const RESEND_KINDS = ['confirmation', 'status'] as const;
export type ResendKind = (typeof RESEND_KINDS)[number];

/**
 * The email of `kind` as the customer would get it now, from the same templates that sent it the
 * first time: the confirmation (payment received once paid online, else order placed), or the
 * email of the order's latest status (refunded, cancelled, out for delivery, confirmed). Null when
 * its status brings none (unconfirmed), or once it is delivered: "on its way" would then be wrong.
 * `orderLink`: a guest's own link to the order.
 */
export function customerEmailAgain(order: OrderView, kind: ResendKind, orderLink?: string): EmailContent | null {
  if (kind === 'confirmation') {
    const data = orderEmailData(order, orderLink);
    return order.paymentMethod === 'razorpay' && order.paidAt ? orderPaidEmail(data) : orderPlacedEmail(data);
  }
  const status = orderStatusEmailData(order);
  if (order.refundedPaise > 0) {
    const reason = order.refunds.at(-1)?.reason ?? null;
    return orderRefundedEmail({
      ...status,
      refundPaise: order.refundedPaise,
      refundedInFull: order.refundedPaise >= order.totalPaise,
      reason,
    });
  }
  switch (order.deliveryStatus) {
    case 'cancelled':
      return orderCancelledEmail({
        ...status,
        reason: order.cancellation?.reason ?? '',
      });
    case 'out_for_delivery':
      return orderOutForDeliveryEmail(status);
    case 'confirmed':
      return orderConfirmedEmail(status);
    default:
      return null;
  }
}

/** What the detail offers to send again, each by the subject the customer will see. */
export function resendableEmails(order: OrderView): { kind: ResendKind; subject: string }[] {
  return RESEND_KINDS.flatMap((kind) => {
    const email = customerEmailAgain(order, kind);
    return email ? [{ kind, subject: email.subject }] : [];
  });
}
