import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, subjectLine } from './layout.ts';

export type PaymentAlertData = {
  /** What the payment was for, as staff look it up: `order KC-1043 (ord_…)` or `Coco Club request CC-1001 (mem_…)`. */
  what: string;
  paymentId: string;
  /** Why it was not recorded as paid, in one sentence. */
  reason: string;
};

/** To the shop: Razorpay took money that was not recorded as a payment; someone must refund or settle it. */
export function paymentAlertForShopEmail(alert: PaymentAlertData): EmailContent {
  const action = `Look up payment ${alert.paymentId} in the Razorpay dashboard and refund it, or contact the customer.`;
  return {
    subject: subjectLine(`Payment for ${alert.what} needs attention`),
    text: [`Razorpay payment ${alert.paymentId} for ${alert.what} was not recorded as paid.`, '', alert.reason, '', action].join('\n'),
    html: layout(
      `Payment for ${alert.what} needs attention`,
      `<p>Razorpay payment <strong>${escapeHtml(alert.paymentId)}</strong> for ${escapeHtml(alert.what)} was not recorded as paid.</p>
<p>${escapeHtml(alert.reason)}</p>
<p>${escapeHtml(action)}</p>`,
    ),
  };
}
