import { emailWords } from '@koolers/contracts/emails';
import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, subjectLine } from './layout.ts';

export type PaymentAlertData = {
  /** What the payment was for, as staff look it up: `order KC-1043 (ord_…)` or `Coco Club request CC-1001 (mem_…)`. */
  what: string;
  paymentId: string;
  /** Why it was not recorded as paid, in one sentence. */
  reason: string;
};

/** To the shop: Razorpay took money that was not recorded as a payment; someone must refund or settle it. English: staff read it. */
export function paymentAlertForShopEmail(alert: PaymentAlertData): EmailContent {
  const words = emailWords('en');
  const heading = words('payment_alert.subject', { what: alert.what });
  const action = words('payment_alert.action', { payment: alert.paymentId });
  return {
    subject: subjectLine(heading),
    text: [words('payment_alert.not_recorded', { what: alert.what, payment: alert.paymentId }), '', alert.reason, '', action].join('\n'),
    html: layout(
      heading,
      // Its facts go in already escaped (the id in bold); the English sentence around them has nothing to escape.
      `<p>${words('payment_alert.not_recorded', { what: escapeHtml(alert.what), payment: `<strong>${escapeHtml(alert.paymentId)}</strong>` })}</p>
<p>${escapeHtml(alert.reason)}</p>
<p>${escapeHtml(action)}</p>`,
    ),
  };
}
