import type { SeedData } from '../markers';

/**
 * The words of the shop's order and Coco Club messages (issue 33), one entry per event, channel
 * and language, with named placeholders ({name}, {order} …). What each channel does with them:
 * - email: the commerce API sends `subject` and `words` (the email's opening paragraph; the rest of
 *   the email, its order lines and amounts, is built by the API). Only the emails listed here take
 *   their words from Strapi; the others keep the API's own.
 * - whatsapp: Meta holds the approved template's words, and the API sends only the template's name
 *   and its parameters ({name}, {order} … are {{1}}, {{2}} … in the order they appear). `words` is
 *   that approved body, for editors to read; changing it changes nothing a phone gets until Meta
 *   approves the same words under the template named in `approvedTemplate`.
 * - sms: the same for MSG91 and the DLT registration: the template id sends the registered words.
 * The approved words are the messaging sandbox's copy (scripts/messaging-sandbox/approved-templates.ts).
 */
type Message = {
  event: string;
  channel: 'email' | 'whatsapp' | 'sms';
  words: string;
  subject?: string;
  approvedTemplate?: string;
};

const whatsapp = (event: string, template: string, words: string, buttons = 'Stop updates'): Message => ({
  event,
  channel: 'whatsapp',
  words,
  approvedTemplate: `WhatsApp template ${template} (en)${buttons ? `, buttons: ${buttons}` : ''}. Do not change: Meta approved these words.`,
});
const sms = (event: string, id: number, words: string): Message => {
  const two = String(id).padStart(2, '0');
  return {
    event,
    channel: 'sms',
    words,
    approvedTemplate: `DLT template 11071700000000000${two} (MSG91 template 66a1b2c3d4e5f60718293a${two}), sender KOOLRS. Do not change: registered words.`,
  };
};
const email = (event: string, subject: string, words: string): Message => ({
  event,
  channel: 'email',
  subject,
  words,
  approvedTemplate: 'None: the shop’s own email, sent as written here.',
});

const MESSAGES: Message[] = [
  email(
    'order-placed',
    'Your Koolers order {order} is placed',
    'Thank you for ordering from Koolers! We have received your order {order}.',
  ),
  whatsapp('order-placed', 'order_placed', 'Hi {name}, thank you for your Koolers order {order} ({total}). See it here: {link}'),
  sms('order-placed', 1, 'Koolers: Hi {name}, we have your order {order} ({total}). See it: {link}'),
  email(
    'order-paid',
    'Payment received for your Koolers order {order}',
    'We have received your payment of {total} for order {order}. Your coconut drinks are being prepared fresh and will be on their way soon.',
  ),
  whatsapp('order-paid', 'order_placed', 'Hi {name}, thank you for your Koolers order {order} ({total}). See it here: {link}'),
  sms('order-paid', 1, 'Koolers: Hi {name}, we have your order {order} ({total}). See it: {link}'),
  whatsapp(
    'cod-confirm-request',
    'cod_confirm_request',
    'Hi {name}, please confirm your Koolers cash on delivery order {order}. You pay {total} in cash when it arrives.',
    'Confirm, Cancel',
  ),
  sms('cod-confirm-request', 7, 'Koolers: Hi {name}, please confirm your cash on delivery order {order} ({total}) or cancel it: {link}'),
  whatsapp('new-order-for-shop', 'new_order_shop', 'New order {order}: {total}, {name}, {payment}.', ''),
  email(
    'order-confirmed',
    'Your Koolers order {order} is confirmed',
    'Good news: we have confirmed your order {order} and are preparing your drinks fresh.',
  ),
  whatsapp('order-confirmed', 'order_confirmed', 'Hi {name}, your Koolers order {order} is confirmed. We will tell you when it leaves.'),
  sms('order-confirmed', 2, 'Koolers: Hi {name}, your order {order} is confirmed.'),
  email(
    'order-out-for-delivery',
    'Your Koolers order {order} is on its way',
    'Your order {order} has left our kitchen and will reach you shortly.',
  ),
  whatsapp('order-out-for-delivery', 'order_out_for_delivery', 'Hi {name}, your Koolers order {order} is out for delivery to {address}.'),
  sms('order-out-for-delivery', 3, 'Koolers: Hi {name}, your order {order} is out for delivery.'),
  email('order-delivered', 'Your Koolers order {order} is delivered', 'Your order {order} was delivered. We hope you enjoy your drinks.'),
  whatsapp('order-delivered', 'order_delivered', 'Hi {name}, your Koolers order {order} was delivered. Buy again: {link}'),
  sms('order-delivered', 4, 'Koolers: Hi {name}, your order {order} was delivered. Buy again: {link}'),
  email('order-cancelled', 'Your Koolers order {order} is cancelled', 'We are sorry: your order {order} has been cancelled by Koolers.'),
  whatsapp('order-cancelled', 'order_cancelled', 'Hi {name}, your Koolers order {order} was cancelled: {reason}'),
  sms('order-cancelled', 5, 'Koolers: Hi {name}, your order {order} was cancelled: {reason}'),
  whatsapp(
    'order-refunded',
    'order_refunded',
    'Hi {name}, we refunded {amount} for your Koolers order {order} ({reason}). It reaches your account in 5-7 working days.',
  ),
  sms('order-refunded', 6, 'Koolers: Hi {name}, we refunded {amount} for order {order} ({reason}).'),
  email(
    'club-joined',
    'Welcome to Coco Club: your membership is active',
    'We have received your payment of {amount}. Your membership is active until {until}.',
  ),
  whatsapp(
    'club-joined',
    'coco_club_joined',
    'Hi {name}, welcome to Coco Club! Your membership {number} is active until {until}. Enjoy your member discounts.',
  ),
  sms('club-joined', 9, 'Koolers: Hi {name}, welcome to Coco Club! Membership {number} is active until {until}.'),
  email('club-renewing', 'Your Coco Club membership ends on {until}', 'Your Coco Club membership {number} ends on {until}.'),
  whatsapp(
    'club-renewing',
    'coco_club_renewing',
    'Hi {name}, your Coco Club membership ends on {until}. Renew to keep your member discounts: {link}',
  ),
  sms('club-renewing', 10, 'Koolers: Hi {name}, your Coco Club membership ends on {until}. Renew: {link}'),
];

/** Each entry's name tells it apart (the seed's key): "order-confirmed · sms · en". */
export const orderMessages: SeedData[] = MESSAGES.map((message) => ({
  name: `${message.event} · ${message.channel} · en`,
  language: 'en',
  ...message,
}));
