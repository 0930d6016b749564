import { escapeHtml } from '../escape-html.ts';
import { formatRupees } from '../format.ts';
import { type EmailContent, layout, paragraphs, subjectLine, TEXT_SIGNATURE } from './layout.ts';

/** What the customer needs to hear when the desk moves their order. */
export type OrderStatusEmailData = {
  id: string;
  customerName: string;
  paymentMethod: 'razorpay' | 'cod';
  totalPaise: number;
  address: string;
};

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

export function orderConfirmedEmail(order: OrderStatusEmailData): EmailContent {
  const pay =
    order.paymentMethod === 'cod'
      ? `Please keep ${formatRupees(order.totalPaise)} ready: you pay in cash when your drinks arrive.`
      : `Your payment of ${formatRupees(order.totalPaise)} is received.`;
  return statusEmail(
    `Your Koolers order ${order.id} is confirmed`,
    'Your order is confirmed',
    order.customerName,
    [`Good news: we have confirmed your order ${order.id} and are preparing your drinks fresh.`, pay],
    'Delivery address',
    order.address,
  );
}

export function orderOutForDeliveryEmail(order: OrderStatusEmailData): EmailContent {
  const pay =
    order.paymentMethod === 'cod'
      ? `Please keep ${formatRupees(order.totalPaise)} ready for the delivery person.`
      : 'It is paid already: nothing to pay at the door.';
  return statusEmail(
    `Your Koolers order ${order.id} is on its way`,
    'Your order is on its way',
    order.customerName,
    [`Your order ${order.id} has left our kitchen and will reach you shortly.`, pay],
    'Delivering to',
    order.address,
  );
}

export function orderCancelledEmail(order: OrderStatusEmailData & { reason: string; paid: boolean }): EmailContent {
  const money = order.paid
    ? `Your payment of ${formatRupees(order.totalPaise)} will be refunded to the account you paid from; we will email you when the refund is on its way.`
    : 'Nothing was charged for this order.';
  return statusEmail(`Your Koolers order ${order.id} is cancelled`, 'Your order is cancelled', order.customerName, [
    `We are sorry: your order ${order.id} has been cancelled.`,
    `Reason: ${order.reason}`,
    money,
    'Questions? Just reply to this email.',
  ]);
}

export function orderRefundedEmail(order: OrderStatusEmailData & { refundPaise: number; refundedInFull: boolean }): EmailContent {
  const what = order.refundedInFull
    ? `We have refunded your payment of ${formatRupees(order.refundPaise)} for order ${order.id}.`
    : `We have refunded ${formatRupees(order.refundPaise)} of your payment for order ${order.id}.`;
  return statusEmail(`Refund for your Koolers order ${order.id}`, 'Your refund is on its way', order.customerName, [
    what,
    'Razorpay has processed it; banks usually show it in your account within 5–7 working days.',
  ]);
}
