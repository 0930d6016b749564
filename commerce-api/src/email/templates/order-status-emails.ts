import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import { moneyOnCancellation } from '@koolers/contracts/order-money';
import { customerDeliveryLabel, customerPaymentLabel, type DeliveryStatus, type PaymentStatus } from '@koolers/contracts/order-status';
import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, paragraphs, subjectLine, TEXT_SIGNATURE } from './layout.ts';

/** What the customer needs to hear when their order moves: which order, and where both its statuses stand now. */
export type OrderStatusEmailData = {
  /** The order's language when not English (issue 35): its WhatsApp, SMS and Strapi-worded emails follow it. */
  language?: Exclude<Language, 'en'>;
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

/** Both statuses in the customer's words, the same line in every status email. */
export function standing(order: Pick<OrderStatusEmailData, 'paymentStatus' | 'deliveryStatus'>): string {
  return `Payment: ${customerPaymentLabel(order.paymentStatus)}. Delivery: ${customerDeliveryLabel(order.deliveryStatus)}.`;
}

/** The delivered emails' ask for a review, before its link. */
export const REVIEW_ASK = 'How were your drinks? Review them (the link works for 30 days):';

function statusEmail(
  subject: string,
  heading: string,
  name: string,
  lines: string[],
  addressLabel?: string,
  address?: string,
): EmailContent {
  const addressText = addressLabel && address ? ['', `${addressLabel}:`, address] : [];
  return {
    subject: subjectLine(subject),
    text: [`Hi ${name},`, '', ...lines, ...addressText].join('\n') + TEXT_SIGNATURE,
    html: layout(
      heading,
      `<p>Hi ${escapeHtml(name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}${
  addressLabel && address ? `\n<p><strong>${escapeHtml(addressLabel)}</strong><br>${paragraphs(address)}</p>` : ''
}`,
    ),
  };
}

/** `lead`: the opening paragraph in Strapi's words (notifications/message-words.ts), instead of the one here. */
type Lead = { lead?: string };

export function orderConfirmedEmail(order: OrderStatusEmailData & Lead): EmailContent {
  const pay =
    order.paymentMethod === 'cod'
      ? `Please keep ${formatPaise(order.totalPaise)} ready: you pay in cash when your drinks arrive.`
      : `Your payment of ${formatPaise(order.totalPaise)} is received.`;
  return statusEmail(
    `Your Koolers order ${order.number} is confirmed`,
    'Your order is confirmed',
    order.customerName,
    [order.lead ?? `Good news: we have confirmed your order ${order.number} and are preparing your drinks fresh.`, pay, standing(order)],
    'Delivery address',
    order.address,
  );
}

export function orderOutForDeliveryEmail(order: OrderStatusEmailData & Lead): EmailContent {
  const pay =
    order.paymentMethod === 'cod'
      ? `Please keep ${formatPaise(order.totalPaise)} ready for the delivery person.`
      : 'It is paid already: nothing to pay at the door.';
  return statusEmail(
    `Your Koolers order ${order.number} is on its way`,
    'Your order is on its way',
    order.customerName,
    [order.lead ?? `Your order ${order.number} has left our kitchen and will reach you shortly.`, pay, standing(order)],
    'Delivering to',
    order.address,
  );
}

/** The shop moved the order to another delivery time: when it arrives now. `arrives`: "Tue 1 Dec, 11 am–1 pm". */
export function orderSlotMovedEmail(order: OrderStatusEmailData & { arrives: string }): EmailContent {
  return statusEmail(
    `Your Koolers order ${order.number} now arrives ${order.arrives}`,
    'Your delivery time has changed',
    order.customerName,
    [
      `We have moved the delivery of your order ${order.number}. It now arrives: ${order.arrives}.`,
      'If that time does not suit you, reply to this email or call us and we will find another.',
      standing(order),
    ],
    'Delivering to',
    order.address,
  );
}

/** An order paid online, delivered (a cash order's delivery brings its invoice email instead). */
/** `reviewLink`: the signed link to review the order's items (reviews/review-links.ts); absent on messages queued before reviews. */
export function orderDeliveredEmail(order: OrderStatusEmailData & Lead & { buyAgainLink: string; reviewLink?: string }): EmailContent {
  return statusEmail(`Your Koolers order ${order.number} is delivered`, 'Your order is delivered', order.customerName, [
    order.lead ?? `Your order ${order.number} was delivered. We hope you enjoy your drinks.`,
    ...(order.reviewLink ? [`${REVIEW_ASK} ${order.reviewLink}`] : []),
    `Buy again: ${order.buyAgainLink}`,
    standing(order),
  ]);
}

/** What the cancellation does with the customer's money follows their payment status (`moneyOnCancellation`). */
export function orderCancelledEmail(order: OrderStatusEmailData & Lead & { reason: string }): EmailContent {
  return statusEmail(`Your Koolers order ${order.number} is cancelled`, 'Your order is cancelled', order.customerName, [
    order.lead ?? `We are sorry: your order ${order.number} has been cancelled by Koolers.`,
    `Reason: ${order.reason}`,
    moneyOnCancellation(order),
    standing(order),
    'Questions? Just reply to this email.',
  ]);
}

/** `reason`: what staff told the customer; null for a refund made in Razorpay's dashboard, which has none. */
export function orderRefundedEmail(
  order: OrderStatusEmailData & { refundPaise: number; refundedInFull: boolean; reason: string | null },
): EmailContent {
  const what = order.refundedInFull
    ? `We have refunded your payment of ${formatPaise(order.refundPaise)} for order ${order.number}.`
    : `We have refunded ${formatPaise(order.refundPaise)} of your payment for order ${order.number}.`;
  return statusEmail(`Refund for your Koolers order ${order.number}`, 'Your refund is on its way', order.customerName, [
    what,
    ...(order.reason ? [`Reason: ${order.reason}`] : []),
    'Razorpay has processed it; banks usually show it in your account within 5–7 working days.',
    standing(order),
  ]);
}
