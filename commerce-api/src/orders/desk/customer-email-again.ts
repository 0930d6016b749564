import { realEmail } from '../../customers/customer-repository.ts';
import type { EmailContent } from '../../email/templates.ts';
import { renderMessage } from '../../notifications/message-templates.ts';
import type { OrderView } from '../order-repository.ts';
import { customerMessageOf, eventToResend } from '../order-subscriptions.ts';

/** The emails staff can send a customer again: the order's confirmation, and the one its status last brought. */
export const RESEND_KINDS = ['confirmation', 'status'] as const;
export type ResendKind = (typeof RESEND_KINDS)[number];

/**
 * The email of `kind` as the customer would get it now, from the table that sent it the first time
 * (orders/order-subscriptions.ts): the confirmation (payment received once paid online, else order
 * placed), or the email of the order's latest status (refunded, cancelled, out for delivery,
 * confirmed). Null when its status brings none (unconfirmed), or once it is delivered: "on its way"
 * would then be wrong. `orderLink`: a guest's own link to the order.
 */
export function customerEmailAgain(order: OrderView, kind: ResendKind, orderLink?: string): EmailContent | null {
  const event = eventToResend(order, kind);
  const message = event && customerMessageOf(event, order, orderLink);
  return message ? renderMessage(message) : null;
}

/** What the detail offers to send again, each by the subject the customer will see (nothing to an order given no email: issue 36). */
export function resendableEmails(order: OrderView): { kind: ResendKind; subject: string }[] {
  if (!realEmail(order.customerDetails.email)) return [];
  return RESEND_KINDS.flatMap((kind) => {
    const email = customerEmailAgain(order, kind);
    return email ? [{ kind, subject: email.subject }] : [];
  });
}
