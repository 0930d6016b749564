import { UNPAID_ORDER_EXPIRES_MINUTES } from '@koolers/contracts/checkout';
import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import { escapeHtml } from '../escape-html.ts';
import { button, type EmailContent, layout, paragraphs, subjectLine, TEXT_SIGNATURE } from './layout.ts';

export type OrderEmailData = {
  /** The order's language when not English (issue 35): its WhatsApp, SMS and Strapi-worded emails follow it. */
  language?: Exclude<Language, 'en'>;
  /** The number people use (`KC-1043`): in the subject and the text of every order email. */
  number: string;
  customerName: string;
  customerEmail: string;
  address: string;
  paymentMethod: 'razorpay' | 'cod';
  lines: { name: string; size: string | null; quantity: number; unitPricePaise: number; lineTotalPaise: number }[];
  subtotalPaise: number;
  deliveryFeePaise: number;
  /** The cash on delivery fee, when the order has one. */
  codFeePaise?: number;
  discountPaise: number;
  /** Which discount it is: "Coco Club discount", "Code WELCOME10". */
  discountLabel?: string;
  totalPaise: number;
  /** A guest's own link to the order (a customer follows it in their account). */
  orderLink?: string | undefined;
  /** When it was promised for, in India's time ("Tue 1 Dec, 9–11 am"), when it was placed with a promise (issue 34). */
  arrives?: string | undefined;
};

/** `lead`: the opening paragraph in Strapi's words (notifications/message-words.ts), instead of the one here. */
type Lead = { lead?: string };

/**
 * To the customer when the order is placed: cash on delivery, or a guest's online order before its
 * payment is confirmed (the guest has no account to come back to, so the link goes at once). The
 * online one never says "placed" (UX review 2, problem 5): the order waits for its payment and is
 * cancelled if none comes in time, and the payment may already be on its way.
 */
export function orderPlacedEmail(order: OrderEmailData & Lead): EmailContent {
  if (order.paymentMethod === 'cod') {
    const next = `Please keep ${formatPaise(order.totalPaise)} ready: you pay in cash when your drinks arrive.`;
    return placedEmail(order, `Your Koolers order ${order.number} is placed`, 'Thank you for your order!', [
      order.lead ?? `Thank you for ordering from Koolers! We have received your order ${order.number}.`,
      next,
    ]);
  }
  return placedEmail(order, `Your Koolers order ${order.number} is waiting for its payment`, 'Your order is waiting for its payment', [
    `We have saved your order ${order.number}. It is waiting for its payment of ${formatPaise(order.totalPaise)}: pay it from its own page within ${UNPAID_ORDER_EXPIRES_MINUTES} minutes, or it is cancelled.`,
    'If you have paid already, there is nothing to do: we email you as soon as Razorpay confirms it, and start preparing your drinks.',
  ]);
}

function placedEmail(order: OrderEmailData, subject: string, heading: string, lines: string[]): EmailContent {
  return {
    subject: subjectLine(subject),
    text: [`Hi ${order.customerName},`, '', ...lines, ...linkText(order), '', orderText(order)].join('\n') + TEXT_SIGNATURE,
    html: layout(
      heading,
      `<p>Hi ${escapeHtml(order.customerName)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${linkHtml(order)}${orderHtml(order)}`,
    ),
  };
}

/** To the customer whose online order is still unpaid some minutes after it was placed (once). */
export function orderPaymentReminderEmail(order: OrderEmailData & { payLink: string }): EmailContent {
  const lines = [
    `Your order ${order.number} is still waiting for its payment of ${formatPaise(order.totalPaise)}. It is cancelled ${UNPAID_ORDER_EXPIRES_MINUTES} minutes after it was placed if it stays unpaid.`,
    'If you have paid already, there is nothing to do: we email you as soon as Razorpay confirms it.',
  ];
  return {
    subject: subjectLine(`Complete your payment for Koolers order ${order.number}`),
    text: [`Hi ${order.customerName},`, '', ...lines, '', 'Pay it here:', order.payLink, '', orderText(order)].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Complete your payment',
      `<p>Hi ${escapeHtml(order.customerName)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button('Pay now', order.payLink)}
${orderHtml(order)}`,
    ),
  };
}

/** To the customer when an online payment is confirmed. */
export function orderPaidEmail(order: OrderEmailData & Lead): EmailContent {
  const line =
    order.lead ??
    `We have received your payment of ${formatPaise(order.totalPaise)} for order ${order.number}. Your coconut drinks are being prepared fresh and will be on their way soon.`;
  return {
    subject: subjectLine(`Payment received for your Koolers order ${order.number}`),
    text: [`Hi ${order.customerName},`, '', line, ...linkText(order), '', orderText(order)].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Payment received, thank you!',
      `<p>Hi ${escapeHtml(order.customerName)},</p>
<p>${escapeHtml(line)}</p>
${linkHtml(order)}${orderHtml(order)}`,
    ),
  };
}

/** To the shop: a new order to prepare. */
export function newOrderForShopEmail(order: OrderEmailData): EmailContent {
  const payment = order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online (Razorpay)';
  const who = [`Customer: ${order.customerName} <${order.customerEmail}>`, `Payment: ${payment}`];
  return {
    subject: subjectLine(`New order ${order.number}: ${formatPaise(order.totalPaise)} (${payment})`),
    text: [`New order ${order.number}`, ...who, '', orderText(order)].join('\n'),
    html: layout(
      `New order ${order.number}`,
      `<p>Customer: <strong>${escapeHtml(order.customerName)}</strong> &lt;${escapeHtml(order.customerEmail)}&gt;<br>
Payment: ${escapeHtml(payment)}</p>
${orderHtml(order)}`,
    ),
  };
}

const SEE_YOUR_ORDER = 'See your order, its payment and where it is at any time:';

/** A guest's link to their order; nothing for a customer, whose account shows it. */
function linkText(order: OrderEmailData): string[] {
  return order.orderLink ? ['', SEE_YOUR_ORDER, order.orderLink] : [];
}

function linkHtml(order: OrderEmailData): string {
  return order.orderLink ? `<p>${escapeHtml(SEE_YOUR_ORDER)}</p>\n${button('See your order', order.orderLink)}\n` : '';
}

function sized(line: OrderEmailData['lines'][number]): string {
  return line.size ? `${line.name} (${line.size})` : line.name;
}

function totals(order: OrderEmailData): [string, string][] {
  const rows: [string, string][] = [['Subtotal', formatPaise(order.subtotalPaise)]];
  rows.push(['Delivery', order.deliveryFeePaise === 0 ? 'Free' : formatPaise(order.deliveryFeePaise)]);
  if (order.codFeePaise) rows.push(['Cash on delivery fee', formatPaise(order.codFeePaise)]);
  if (order.discountPaise > 0) rows.push([order.discountLabel ?? 'Discount', `−${formatPaise(order.discountPaise)}`]);
  rows.push(['Total', formatPaise(order.totalPaise)]);
  return rows;
}

function orderText(order: OrderEmailData): string {
  const lines = order.lines.map(
    (line) => `${line.quantity} × ${sized(line)} @ ${formatPaise(line.unitPricePaise)} = ${formatPaise(line.lineTotalPaise)}`,
  );
  const sums = totals(order).map(([label, amount]) => `${label}: ${amount}`);
  return [...lines, '', ...sums, '', ...(order.arrives ? [`Arrives: ${order.arrives}`, ''] : []), 'Delivery address:', order.address].join(
    '\n',
  );
}

function orderHtml(order: OrderEmailData): string {
  const cell = 'padding:6px 4px;border-bottom:1px solid #e3efe0';
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(sized(line))}</td><td style="${cell};text-align:center">${line.quantity}</td><td style="${cell};text-align:right">${escapeHtml(formatPaise(line.unitPricePaise))}</td><td style="${cell};text-align:right">${escapeHtml(formatPaise(line.lineTotalPaise))}</td></tr>`,
    )
    .join('\n');
  const sums = totals(order)
    .map(
      ([label, amount]) =>
        `<tr><td colspan="3" style="padding:4px;text-align:right">${label === 'Total' ? `<strong>${label}</strong>` : escapeHtml(label)}</td><td style="padding:4px;text-align:right">${label === 'Total' ? `<strong>${escapeHtml(amount)}</strong>` : escapeHtml(amount)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><th style="text-align:left;padding:6px 4px">Item</th><th style="padding:6px 4px">Qty</th><th style="text-align:right;padding:6px 4px">Price</th><th style="text-align:right;padding:6px 4px">Amount</th></tr>
${rows}
${sums}
</table>
${order.arrives ? `<p style="margin-top:20px"><strong>Arrives</strong><br>${escapeHtml(order.arrives)}</p>` : ''}
<p style="margin-top:20px"><strong>Delivery address</strong><br>${paragraphs(order.address)}</p>`;
}
