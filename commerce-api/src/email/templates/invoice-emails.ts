import { formatPaise } from '@koolers/contracts/money';
import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, subjectLine, TEXT_SIGNATURE } from './layout.ts';
import { REVIEW_ASK } from './order-status-emails.ts';

type InvoiceEmailData = { orderNumber: string; customerName: string; number: string; totalPaise: number };

/** A cash order's delivered email: its tax invoice, and (`reviewLink`) the ask for a review. */
export function codInvoiceEmail(data: InvoiceEmailData & { reviewLink?: string }): EmailContent {
  return invoiceEmail(
    data,
    [`Thank you for paying ${formatPaise(data.totalPaise)} for your order ${data.orderNumber}: it is delivered.`],
    data.reviewLink ? [`${REVIEW_ASK} ${data.reviewLink}`] : [],
  );
}

/** An online order's tax invoice that missed its payment confirmation (issued late by the background sweep). */
export function paidInvoiceEmail(data: InvoiceEmailData): EmailContent {
  return invoiceEmail(data, [`Thank you for paying ${formatPaise(data.totalPaise)} for your order ${data.orderNumber}.`], []);
}

/** The invoice's email: `opening`, the invoice attached, then `closing`. */
function invoiceEmail(data: InvoiceEmailData, opening: string[], closing: string[]): EmailContent {
  const lines = [
    ...opening,
    `Your tax invoice ${data.number} is attached, and you can download it any time from your order history.`,
    ...closing,
  ];
  return {
    subject: subjectLine(`Your tax invoice ${data.number} for order ${data.orderNumber}`),
    text: [`Hi ${data.customerName},`, '', ...lines].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Your tax invoice',
      `<p>Hi ${escapeHtml(data.customerName)},</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`,
    ),
  };
}
