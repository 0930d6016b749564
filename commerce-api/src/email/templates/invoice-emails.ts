import { formatPaise } from '@koolers/contracts/money';
import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, subjectLine, TEXT_SIGNATURE } from './layout.ts';
import { REVIEW_ASK } from './order-status-emails.ts';

/** The tax invoice of a cash-on-delivery order, sent once it is delivered and paid. */
/** A cash order's delivered email: its invoice, and (`reviewLink`) the ask for a review. */
export function codInvoiceEmail(data: {
  orderNumber: string;
  customerName: string;
  number: string;
  totalPaise: number;
  reviewLink?: string;
}): EmailContent {
  const lines = [
    `Thank you for paying ${formatPaise(data.totalPaise)} for your order ${data.orderNumber}: it is delivered.`,
    `Your tax invoice ${data.number} is attached, and you can download it any time from your order history.`,
    ...(data.reviewLink ? [`${REVIEW_ASK} ${data.reviewLink}`] : []),
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

/** An online order's invoice that missed its payment confirmation (issued late by the background sweep). */
export function paidInvoiceEmail(data: { orderNumber: string; customerName: string; number: string; totalPaise: number }): EmailContent {
  const lines = [
    `Thank you for paying ${formatPaise(data.totalPaise)} for your order ${data.orderNumber}.`,
    `Your tax invoice ${data.number} is attached, and you can download it any time from your order history.`,
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
