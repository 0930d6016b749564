import { emailWords } from '@koolers/contracts/emails';
import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import type { DeliveryStatus, PaymentStatus } from '@koolers/contracts/order-status';
import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, paragraphs, subjectLine, textSignature } from './layout.ts';

/** What the customer needs to hear when their order moves: which order, and where both its statuses stand now. */
export type OrderStatusEmailData = {
  /** The order's language when not English (issue 35): its emails, WhatsApp and SMS messages are in it. */
  language?: Language;
  /** The number people use (`KC-1043`). */
  number: string;
  customerName: string;
  paymentMethod: 'razorpay' | 'cod';
  totalPaise: number;
  /** What Razorpay has given back so far. */
  refundedPaise: number;
  address: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
};

/** Both statuses in the customer's words (in their order's language), the same line in every status email. */
export function standing(order: Pick<OrderStatusEmailData, 'paymentStatus' | 'deliveryStatus' | 'language'>): string {
  return emailWords(order.language ?? 'en')('standing', { payment: order.paymentStatus, delivery: order.deliveryStatus });
}

type StatusEmail = { subject: string; heading: string; lines: string[]; addressLabel?: string };

function statusEmail(order: OrderStatusEmailData, { subject, heading, lines, addressLabel }: StatusEmail): EmailContent {
  const greeting = emailWords(order.language ?? 'en')('greeting', { name: order.customerName });
  const addressText = addressLabel ? ['', `${addressLabel}:`, order.address] : [];
  return {
    subject: subjectLine(subject),
    text: [greeting, '', ...lines, ...addressText].join('\n') + textSignature(order.language),
    html: layout(
      heading,
      `<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}${
  addressLabel ? `\n<p><strong>${escapeHtml(addressLabel)}</strong><br>${paragraphs(order.address)}</p>` : ''
}`,
      order.language,
    ),
  };
}

/** `lead`: the opening paragraph in Strapi's words (notifications/message-words.ts), instead of the one here. */
type Lead = { lead?: string };

export function orderConfirmedEmail(order: OrderStatusEmailData & Lead): EmailContent {
  const words = emailWords(order.language ?? 'en');
  const total = formatPaise(order.totalPaise);
  const pay = order.paymentMethod === 'cod' ? words('order.cash_ready', { total }) : words('confirmed.paid', { total });
  return statusEmail(order, {
    subject: words('confirmed.subject', { order: order.number }),
    heading: words('confirmed.heading'),
    lines: [order.lead ?? words('confirmed.lead', { order: order.number }), pay, standing(order)],
    addressLabel: words('order.delivery_address'),
  });
}

export function orderOutForDeliveryEmail(order: OrderStatusEmailData & Lead): EmailContent {
  const words = emailWords(order.language ?? 'en');
  const pay =
    order.paymentMethod === 'cod'
      ? words('out_for_delivery.cash', { total: formatPaise(order.totalPaise) })
      : words('out_for_delivery.paid');
  return statusEmail(order, {
    subject: words('out_for_delivery.subject', { order: order.number }),
    heading: words('out_for_delivery.heading'),
    lines: [order.lead ?? words('out_for_delivery.lead', { order: order.number }), pay, standing(order)],
    addressLabel: words('order.delivering_to'),
  });
}

/** The shop moved the order to another delivery time: when it arrives now. `arrives`: "Tue 1 Dec, 11 am–1 pm". */
export function orderSlotMovedEmail(order: OrderStatusEmailData & { arrives: string }): EmailContent {
  const words = emailWords(order.language ?? 'en');
  const facts = { order: order.number, arrives: order.arrives };
  return statusEmail(order, {
    subject: words('slot_moved.subject', facts),
    heading: words('slot_moved.heading'),
    lines: [words('slot_moved.lead', facts), words('slot_moved.other_time'), standing(order)],
    addressLabel: words('order.delivering_to'),
  });
}

/** An order paid online, delivered (a cash order's delivery brings its invoice email instead). */
/** `reviewLink`: the signed link to review the order's items (reviews/review-links.ts); absent on messages queued before reviews. */
export function orderDeliveredEmail(order: OrderStatusEmailData & Lead & { buyAgainLink: string; reviewLink?: string }): EmailContent {
  const words = emailWords(order.language ?? 'en');
  return statusEmail(order, {
    subject: words('delivered.subject', { order: order.number }),
    heading: words('delivered.heading'),
    lines: [
      order.lead ?? words('delivered.lead', { order: order.number }),
      ...(order.reviewLink ? [`${words('delivered.review')} ${order.reviewLink}`] : []),
      words('delivered.buy_again', { link: order.buyAgainLink }),
      standing(order),
    ],
  });
}

/** What the cancellation does with the customer's money follows their payment status (`moneyOnCancellation`). */
export function orderCancelledEmail(order: OrderStatusEmailData & Lead & { reason: string }): EmailContent {
  const words = emailWords(order.language ?? 'en');
  return statusEmail(order, {
    subject: words('cancelled.subject', { order: order.number }),
    heading: words('cancelled.heading'),
    lines: [
      order.lead ?? words('cancelled.lead', { order: order.number }),
      words('order.reason', { reason: order.reason }),
      words('cancelled.money', order),
      standing(order),
      words('cancelled.questions'),
    ],
  });
}

/** `reason`: what staff told the customer; null for a refund made in Razorpay's dashboard, which has none. */
export function orderRefundedEmail(
  order: OrderStatusEmailData & { refundPaise: number; refundedInFull: boolean; reason: string | null },
): EmailContent {
  const words = emailWords(order.language ?? 'en');
  const facts = { order: order.number, amount: formatPaise(order.refundPaise) };
  return statusEmail(order, {
    subject: words('refunded.subject', { order: order.number }),
    heading: words('refunded.heading'),
    lines: [
      words(order.refundedInFull ? 'refunded.in_full' : 'refunded.in_part', facts),
      ...(order.reason ? [words('order.reason', { reason: order.reason })] : []),
      words('refunded.when'),
      standing(order),
    ],
  });
}
