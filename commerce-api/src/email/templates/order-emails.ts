import { UNPAID_ORDER_EXPIRES_MINUTES } from '@koolers/contracts/checkout';
import { type EmailWords, emailWords } from '@koolers/contracts/emails';
import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import type { AppliedDiscount } from '@koolers/contracts/promotions';
import { escapeHtml } from '../escape-html.ts';
import { button, type EmailContent, layout, paragraphs, subjectLine, textSignature } from './layout.ts';

export type OrderEmailData = {
  /** The order's language when not English (issue 35): its emails, WhatsApp and SMS messages are in it. */
  language?: Language;
  /** The number people use (`KC-1043`): in the subject and the text of every order email. */
  number: string;
  customerName: string;
  customerEmail: string;
  address: string;
  paymentMethod: 'razorpay' | 'cod';
  lines: { name: string; translatedName?: string; size: string | null; quantity: number; unitPricePaise: number; lineTotalPaise: number }[];
  subtotalPaise: number;
  deliveryFeePaise: number;
  /** The cash on delivery fee, when the order has one. */
  codFeePaise?: number;
  discountPaise: number;
  /** Which discount it is ("Coco Club discount", "Code WELCOME10" in the email's language). */
  discount?: AppliedDiscount | null;
  /** Its label in English, as messages queued before `discount` carry it. */
  discountLabel?: string;
  totalPaise: number;
  /** A guest's own link to the order (a customer follows it in their account). */
  orderLink?: string | undefined;
  /** When it was promised for, in India's time ("Tue 1 Dec, 9–11 am"), when it was placed with a promise (issue 34). */
  arrives?: string | undefined;
};

/** `lead`: the opening paragraph in Strapi's words (notifications/message-words.ts), instead of the one here. */
type Lead = { lead?: string };

/** The words of the order's emails: its language's (issue 35), English when it has none. */
const wordsOf = (order: Pick<OrderEmailData, 'language'>) => emailWords(order.language ?? 'en');

/**
 * To the customer when the order is placed: cash on delivery, or a guest's online order before its
 * payment is confirmed (the guest has no account to come back to, so the link goes at once). The
 * online one never says "placed" (UX review 2, problem 5): the order waits for its payment and is
 * cancelled if none comes in time, and the payment may already be on its way.
 */
export function orderPlacedEmail(order: OrderEmailData & Lead): EmailContent {
  const words = wordsOf(order);
  const total = formatPaise(order.totalPaise);
  if (order.paymentMethod === 'cod') {
    return placedEmail(order, words('placed.cod_subject', { order: order.number }), words('placed.cod_heading'), [
      order.lead ?? words('placed.cod_lead', { order: order.number }),
      words('order.cash_ready', { total }),
    ]);
  }
  return placedEmail(order, words('placed.online_subject', { order: order.number }), words('placed.online_heading'), [
    words('placed.online_lead', { order: order.number, total, minutes: UNPAID_ORDER_EXPIRES_MINUTES }),
    words('placed.online_paid_already'),
  ]);
}

function placedEmail(order: OrderEmailData, subject: string, heading: string, lines: string[]): EmailContent {
  const words = wordsOf(order);
  return {
    subject: subjectLine(subject),
    text:
      [words('greeting', { name: order.customerName }), '', ...lines, ...linkText(order), '', orderText(order)].join('\n') +
      textSignature(order.language),
    html: layout(
      heading,
      `<p>${escapeHtml(words('greeting', { name: order.customerName }))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${linkHtml(order)}${orderHtml(order)}`,
      order.language,
    ),
  };
}

/** To the customer whose online order is still unpaid some minutes after it was placed (once). */
export function orderPaymentReminderEmail(order: OrderEmailData & { payLink: string }): EmailContent {
  const words = wordsOf(order);
  const lines = [
    words('reminder.lead', { order: order.number, total: formatPaise(order.totalPaise), minutes: UNPAID_ORDER_EXPIRES_MINUTES }),
    words('order.paid_already'),
  ];
  const greeting = words('greeting', { name: order.customerName });
  return {
    subject: subjectLine(words('reminder.subject', { order: order.number })),
    text:
      [greeting, '', ...lines, '', words('reminder.pay_here'), order.payLink, '', orderText(order)].join('\n') +
      textSignature(order.language),
    html: layout(
      words('reminder.heading'),
      `<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button(words('reminder.button'), order.payLink)}
${orderHtml(order)}`,
      order.language,
    ),
  };
}

/** To the customer when an online payment is confirmed. */
export function orderPaidEmail(order: OrderEmailData & Lead): EmailContent {
  const words = wordsOf(order);
  const line = order.lead ?? words('paid.lead', { order: order.number, total: formatPaise(order.totalPaise) });
  const greeting = words('greeting', { name: order.customerName });
  return {
    subject: subjectLine(words('paid.subject', { order: order.number })),
    text: [greeting, '', line, ...linkText(order), '', orderText(order)].join('\n') + textSignature(order.language),
    html: layout(
      words('paid.heading'),
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(line)}</p>
${linkHtml(order)}${orderHtml(order)}`,
      order.language,
    ),
  };
}

/** To the shop: a new order to prepare, in English whatever the order's language (the desk is in English). */
export function newOrderForShopEmail(order: OrderEmailData): EmailContent {
  const words = emailWords('en');
  const shop = { ...order, language: 'en' as const };
  const payment = words(order.paymentMethod === 'cod' ? 'shop_order.cod' : 'shop_order.online');
  const customer = words('shop_order.customer');
  const paymentLabel = words('shop_order.payment');
  const who = [`${customer}: ${order.customerName} <${order.customerEmail}>`, `${paymentLabel}: ${payment}`];
  const heading = words('shop_order.heading', { order: order.number });
  return {
    subject: subjectLine(words('shop_order.subject', { order: order.number, total: formatPaise(order.totalPaise), payment })),
    text: [heading, ...who, '', orderText(shop)].join('\n'),
    html: layout(
      heading,
      `<p>${escapeHtml(customer)}: <strong>${escapeHtml(order.customerName)}</strong> &lt;${escapeHtml(order.customerEmail)}&gt;<br>
${escapeHtml(paymentLabel)}: ${escapeHtml(payment)}</p>
${orderHtml(shop)}`,
    ),
  };
}

/** A guest's link to their order; nothing for a customer, whose account shows it. */
function linkText(order: OrderEmailData): string[] {
  return order.orderLink ? ['', wordsOf(order)('order.see_it'), order.orderLink] : [];
}

function linkHtml(order: OrderEmailData): string {
  const words = wordsOf(order);
  return order.orderLink ? `<p>${escapeHtml(words('order.see_it'))}</p>\n${button(words('order.see_it_button'), order.orderLink)}\n` : '';
}

/** A line as its order's language names it (the catalogue's English where Strapi had no translation). */
function sized(line: OrderEmailData['lines'][number]): string {
  const name = line.translatedName ?? line.name;
  return line.size ? `${name} (${line.size})` : name;
}

/** The order's amounts, each with its label; the last is the total. */
function totals(order: OrderEmailData, words: EmailWords): [string, string][] {
  const rows: [string, string][] = [[words('order.subtotal'), formatPaise(order.subtotalPaise)]];
  rows.push([words('order.delivery'), order.deliveryFeePaise === 0 ? words('order.free') : formatPaise(order.deliveryFeePaise)]);
  if (order.codFeePaise) rows.push([words('order.cod_fee'), formatPaise(order.codFeePaise)]);
  if (order.discountPaise > 0) rows.push([discountLabel(order, words), `−${formatPaise(order.discountPaise)}`]);
  rows.push([words('order.total'), formatPaise(order.totalPaise)]);
  return rows;
}

function discountLabel(order: OrderEmailData, words: EmailWords): string {
  const { discount } = order;
  if (discount?.kind === 'code') return words('order.code_discount', { code: discount.code });
  if (discount?.kind === 'member') return words('order.member_discount');
  return order.discountLabel ?? words('order.discount');
}

function orderText(order: OrderEmailData): string {
  const words = wordsOf(order);
  const lines = order.lines.map(
    (line) => `${line.quantity} × ${sized(line)} @ ${formatPaise(line.unitPricePaise)} = ${formatPaise(line.lineTotalPaise)}`,
  );
  const sums = totals(order, words).map(([label, amount]) => `${label}: ${amount}`);
  const arrives = order.arrives ? [`${words('order.arrives')}: ${order.arrives}`, ''] : [];
  return [...lines, '', ...sums, '', ...arrives, `${words('order.delivery_address')}:`, order.address].join('\n');
}

function orderHtml(order: OrderEmailData): string {
  const words = wordsOf(order);
  const cell = 'padding:6px 4px;border-bottom:1px solid #e3efe0';
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(sized(line))}</td><td style="${cell};text-align:center">${line.quantity}</td><td style="${cell};text-align:right">${escapeHtml(formatPaise(line.unitPricePaise))}</td><td style="${cell};text-align:right">${escapeHtml(formatPaise(line.lineTotalPaise))}</td></tr>`,
    )
    .join('\n');
  const sums = totals(order, words);
  const last = sums.length - 1;
  const sumRows = sums
    .map(([label, amount], at) => {
      const [open, close] = at === last ? ['<strong>', '</strong>'] : ['', ''];
      return `<tr><td colspan="3" style="padding:4px;text-align:right">${open}${escapeHtml(label)}${close}</td><td style="padding:4px;text-align:right">${open}${escapeHtml(amount)}${close}</td></tr>`;
    })
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><th style="text-align:left;padding:6px 4px">${escapeHtml(words('order.item'))}</th><th style="padding:6px 4px">${escapeHtml(words('order.quantity'))}</th><th style="text-align:right;padding:6px 4px">${escapeHtml(words('order.price'))}</th><th style="text-align:right;padding:6px 4px">${escapeHtml(words('order.amount'))}</th></tr>
${rows}
${sumRows}
</table>
${order.arrives ? `<p style="margin-top:20px"><strong>${escapeHtml(words('order.arrives'))}</strong><br>${escapeHtml(order.arrives)}</p>` : ''}
<p style="margin-top:20px"><strong>${escapeHtml(words('order.delivery_address'))}</strong><br>${paragraphs(order.address)}</p>`;
}
