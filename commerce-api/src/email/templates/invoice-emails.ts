import { emailWords } from '@koolers/contracts/emails';
import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, subjectLine, textSignature } from './layout.ts';

/** `language`: the order's (issue 35); English when absent, as on messages queued before it. */
type InvoiceEmailData = { orderNumber: string; customerName: string; number: string; totalPaise: number; language?: Language };

/** A cash order's delivered email: its tax invoice, and (`reviewLink`) the ask for a review. */
export function codInvoiceEmail(data: InvoiceEmailData & { reviewLink?: string }): EmailContent {
  const words = emailWords(data.language ?? 'en');
  return invoiceEmail(
    data,
    [words('invoice.cod_thanks', { order: data.orderNumber, total: formatPaise(data.totalPaise) })],
    data.reviewLink ? [`${words('delivered.review')} ${data.reviewLink}`] : [],
  );
}

/** An online order's tax invoice that missed its payment confirmation (issued late by the background sweep). */
export function paidInvoiceEmail(data: InvoiceEmailData): EmailContent {
  const words = emailWords(data.language ?? 'en');
  return invoiceEmail(data, [words('invoice.paid_thanks', { order: data.orderNumber, total: formatPaise(data.totalPaise) })], []);
}

/** The invoice's email: `opening`, the invoice attached, then `closing`. */
function invoiceEmail(data: InvoiceEmailData, opening: string[], closing: string[]): EmailContent {
  const words = emailWords(data.language ?? 'en');
  const lines = [...opening, words('invoice.attached', { invoice: data.number }), ...closing];
  const greeting = words('greeting', { name: data.customerName });
  return {
    subject: subjectLine(words('invoice.subject', { invoice: data.number, order: data.orderNumber })),
    text: [greeting, '', ...lines].join('\n') + textSignature(data.language),
    html: layout(
      words('invoice.heading'),
      `<p>${escapeHtml(greeting)}</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`,
      data.language,
    ),
  };
}
