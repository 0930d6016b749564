import { pageUrlIn } from '@koolers/contracts/pages';
import type { Transaction } from 'kysely';
import type { Config } from '../config.ts';
import { realEmail } from '../customers/customer-repository.ts';
import type { Database } from '../db/schema.ts';
import { isOptedIn, withCountryCode } from '../messaging/consent.ts';
import type { MessageContent } from '../notifications/message-templates.ts';
import { type Channel, enqueueMessages, type OutgoingMessage } from '../notifications/outbox.ts';
import { reviewPageLink, signReviewLink } from '../reviews/review-links.ts';
import { codConfirmLink, signCodLink } from './cod-confirmation-links.ts';
import { guestOrderLinkFor } from './guest-order-links.ts';
import { arrivalIn, orderEmailData, orderStatusEmailData } from './order-email.ts';
import { eventKey, type OrderEvent, type OrderEventOf, type OrderEventType } from './order-events.ts';
import { findOrder, type OrderView } from './order-repository.ts';

/** Who a message is for: the order's customer, or the shop's own inbox. */
export type Recipient = 'customer' | 'shop';

/** One row of the table: on this event (when `when` holds), this message, on these channels, to these recipients. */
type Subscription<T extends OrderEventType = OrderEventType> = {
  on: T;
  when?: (event: OrderEventOf<T>, order: OrderView) => boolean;
  /**
   * The message's template and parameters, from the order as it is after the change. `link`: a
   * guest's link to it; `siteOrigin`: the shop's address, for the links a phone message carries.
   */
  message: (event: OrderEventOf<T>, order: OrderView, link: string | undefined, siteOrigin: string, extra: Extra) => MessageContent;
  to: Recipient;
  channels: readonly Channel[];
  /** It carries the tax document this moment issues, and waits for it (attached by `attachDocument`). */
  withDocument?: true;
  /** Whether staff may send it again from the desk, and under which of the desk's two kinds. */
  resend?: 'confirmation' | 'status';
  /** It carries a guest's link to the order (as the confirmation does). */
  withLink?: true;
};

/**
 * What a few messages carry beside the order: the SMS's signed link to confirm a COD order; the
 * delivered messages' (email, WhatsApp, SMS) signed link to review its items (issue 36).
 */
type Extra = { confirmLink?: string; reviewLink?: string };

const subscribe = <T extends OrderEventType>(row: Subscription<T>) => row as unknown as Subscription;

/**
 * A customer's phone: WhatsApp when they opted in, SMS otherwise (and SMS again when a WhatsApp
 * message fails or is not delivered in 5 minutes: notifications/outbox.ts). publishOrderEvent picks.
 */
const PHONE = ['whatsapp', 'sms'] as const;
/** The page of an order a phone message links to: a guest's own link, or the order's page (a customer signs in). */
const orderPage = (order: OrderView, link: string | undefined, siteOrigin: string) =>
  link ?? pageUrlIn(order.language, siteOrigin, `/order-confirmation?order=${encodeURIComponent(order.id)}`);

/**
 * The one table of what an order's events bring (Vendure's email handlers: "on an order moving to
 * PaymentSettled, send order-confirmation to the customer"). Sending and sending again both read it:
 * the desk's "send again" finds the row of the order's latest event of that kind. WhatsApp and SMS
 * are a channel added to a row (and a provider in notifications/), not a new send site.
 */
export const ORDER_SUBSCRIPTIONS: readonly Subscription[] = [
  subscribe({
    on: 'order.placed',
    // An online order's customer hears when it is paid; a guest gets their link at once, should the payment wait.
    when: (event) => event.paymentMethod === 'cod' || event.guest,
    message: (_event, order, link) => ({ template: 'order-placed', params: orderEmailData(order, link) }),
    to: 'customer',
    channels: ['email'],
    resend: 'confirmation',
  }),
  subscribe({
    // On the phone, "we have your order" once the shop can act on it: a cash order now, an online one when paid.
    on: 'order.placed',
    when: (event, order) => event.paymentMethod === 'cod' && order.codConfirmation?.state !== 'awaiting',
    message: (_event, order, link, siteOrigin) => ({
      template: 'order-placed',
      params: orderEmailData(order, orderPage(order, link, siteOrigin)),
    }),
    to: 'customer',
    channels: PHONE,
  }),
  subscribe({
    // A cash order its customer must confirm (the owners' policy): instead of the above, the ask,
    // with Confirm and Cancel buttons on WhatsApp, or the signed link by SMS (orders/cod-confirmation.ts).
    on: 'order.placed',
    when: (event, order) => event.paymentMethod === 'cod' && order.codConfirmation?.state === 'awaiting',
    // Without a signing key there is no signed link: the SMS then opens the order's own page (a
    // guest's link, else the page a customer signs in to), never the desk's list of orders.
    message: (_event, order, link, siteOrigin, extra) => ({
      template: 'cod-confirm-request',
      params: {
        orderId: order.id,
        number: order.number,
        customerName: order.customerDetails.name,
        totalPaise: order.totalPaise,
        confirmLink: extra.confirmLink ?? orderPage(order, link, siteOrigin),
        ...(order.language ? { language: order.language } : {}),
      },
    }),
    to: 'customer',
    channels: PHONE,
  }),
  subscribe({
    on: 'order.placed',
    when: (event) => event.paymentMethod === 'cod',
    message: (_event, order) => ({ template: 'new-order-for-shop', params: orderEmailData(order) }),
    to: 'shop',
    channels: ['email', 'whatsapp'],
  }),
  subscribe({
    // Still unpaid 10 minutes in: the way to pay it, before it expires (UX review 2, problem 5). A
    // guest's link opens the order; a customer pays from their own order's payment page.
    on: 'order.payment-waiting',
    message: (_event, order, link, siteOrigin) => ({
      template: 'order-payment-reminder',
      params: {
        ...orderEmailData(order, link),
        payLink: link ?? pageUrlIn(order.language, siteOrigin, `/payment/${encodeURIComponent(order.id)}`),
      },
    }),
    to: 'customer',
    channels: ['email'],
    withLink: true,
  }),
  subscribe({
    on: 'order.paid',
    message: (_event, order, link) => ({ template: 'order-paid', params: orderEmailData(order, link) }),
    to: 'customer',
    channels: ['email'],
    withDocument: true,
    resend: 'confirmation',
  }),
  subscribe({
    on: 'order.paid',
    message: (_event, order, link, siteOrigin) => ({
      template: 'order-paid',
      params: orderEmailData(order, orderPage(order, link, siteOrigin)),
    }),
    to: 'customer',
    channels: PHONE,
  }),
  subscribe({
    on: 'order.paid',
    message: (_event, order) => ({ template: 'new-order-for-shop', params: orderEmailData(order) }),
    to: 'shop',
    channels: ['email', 'whatsapp'],
  }),
  subscribe({
    on: 'order.delivery-moved',
    when: (event) => event.to === 'confirmed',
    message: (_event, order) => ({ template: 'order-confirmed', params: orderStatusEmailData(order) }),
    to: 'customer',
    channels: ['email', ...PHONE],
    resend: 'status',
  }),
  subscribe({
    on: 'order.delivery-moved',
    when: (event) => event.to === 'out_for_delivery',
    message: (_event, order) => ({ template: 'order-out-for-delivery', params: orderStatusEmailData(order) }),
    to: 'customer',
    channels: ['email', ...PHONE],
    resend: 'status',
  }),
  subscribe({
    on: 'order.delivery-moved',
    when: (event) => event.to === 'cancelled',
    message: (event, order) => ({
      template: 'order-cancelled',
      params: { ...orderStatusEmailData(order), reason: event.reason ?? '' },
    }),
    to: 'customer',
    channels: ['email', ...PHONE],
    withDocument: true,
    resend: 'status',
  }),
  subscribe({
    // Delivered, on the phone, with the link to review it (a customer with no email is asked too:
    // issue 36) and a way back to the shop.
    on: 'order.delivery-moved',
    when: (event) => event.to === 'delivered',
    message: (_event, order, _link, siteOrigin, extra) => ({
      template: 'order-delivered',
      params: {
        number: order.number,
        customerName: order.customerDetails.name,
        buyAgainLink: `${siteOrigin}/products`,
        ...(extra.reviewLink ? { reviewLink: extra.reviewLink } : {}),
        ...(order.language ? { language: order.language } : {}),
      },
    }),
    to: 'customer',
    channels: PHONE,
  }),
  subscribe({
    // And by email for an order paid online (UX review 2, problem 20): a cash order's delivery
    // brings its tax invoice's email instead, below.
    on: 'order.delivery-moved',
    when: (event, order) => event.to === 'delivered' && order.paymentMethod === 'razorpay',
    message: (_event, order, _link, siteOrigin, extra) => ({
      template: 'order-delivered-email',
      params: {
        ...orderStatusEmailData(order),
        buyAgainLink: `${siteOrigin}/products`,
        ...(extra.reviewLink ? { reviewLink: extra.reviewLink } : {}),
      },
    }),
    to: 'customer',
    channels: ['email'],
    resend: 'status',
  }),
  subscribe({
    on: 'order.refunded',
    message: (event, order) => ({
      template: 'order-refunded',
      params: { ...orderStatusEmailData(order), refundPaise: event.amountPaise, refundedInFull: event.inFull, reason: event.reason },
    }),
    to: 'customer',
    channels: ['email', ...PHONE],
    withDocument: true,
    resend: 'status',
  }),
  subscribe({
    // The new time by email only: the approved WhatsApp and DLT templates have no parameter for a
    // delivery time, and a message that only says "your order changed" would send them to the email anyway.
    on: 'order.slot-moved',
    when: (_event, order) => order.promised !== null,
    message: (_event, order) => ({
      template: 'order-slot-moved',
      params: { ...orderStatusEmailData(order), arrives: arrivalIn(order) },
    }),
    to: 'customer',
    channels: ['email'],
  }),
  subscribe({
    on: 'document.issued',
    when: (event) => event.moment === 'cod-delivery',
    message: (event, order, _link, _siteOrigin, extra) => ({
      template: 'cod-invoice',
      params: {
        orderNumber: order.number,
        customerName: order.customerDetails.name,
        number: event.number,
        totalPaise: order.totalPaise,
        ...(extra.reviewLink ? { reviewLink: extra.reviewLink } : {}),
        ...(order.language ? { language: order.language } : {}),
      },
    }),
    to: 'customer',
    channels: ['email'],
  }),
  subscribe({
    on: 'document.issued',
    when: (event) => event.moment === 'after-payment',
    message: (event, order) => ({
      template: 'paid-invoice',
      params: {
        orderNumber: order.number,
        customerName: order.customerDetails.name,
        number: event.number,
        totalPaise: order.totalPaise,
        ...(order.language ? { language: order.language } : {}),
      },
    }),
    to: 'customer',
    channels: ['email'],
  }),
];

/** How long a message waits for the document its moment issues just after the change commits. */
export const DOCUMENT_WAIT_MS = 2 * 60_000;

/** `messaging`: the phone channels (the whole config carries them; a caller typed narrower sends email only). */
type PublishDeps = { config: Pick<Config, 'mail' | 'siteOrigin'> & Partial<Pick<Config, 'messaging' | 'staffSecretKey'>> };

/** The rows of the table an event matches, given the order as it is now. */
export function subscriptionsOf(event: OrderEvent, order: OrderView): Subscription[] {
  return ORDER_SUBSCRIPTIONS.filter((row) => row.on === event.type && (row.when?.(event, order) ?? true));
}

/**
 * Publishes `event` in `trx`, the transaction of the change it tells: each subscription it matches
 * queues its message in the outbox (notifications/outbox.ts), so the messages exist exactly when
 * the change commits. Answers whether any was queued now (the caller then nudges the sender).
 */
export async function publishOrderEvent(trx: Transaction<Database>, deps: PublishDeps, event: OrderEvent): Promise<boolean> {
  return (await queueMessagesOf(trx, deps, event, () => true, eventKey(event))).ids.length > 0;
}

/** The customer's phone channels: WhatsApp or SMS, whichever their phone gets. */
const isPhone = (channel: Channel) => channel !== 'email';

/**
 * Queues again, in `trx`, the customer's phone message of `event` (the desk's "send again",
 * `phoneEventToResend`), as it would go now: WhatsApp when they opted in, else SMS. It is a new
 * outbox row keyed by the staff member's press (`pressKey`): the same press recorded twice (a
 * double-click) queues it once. Answers the message, and whether this call queued it; null when
 * the customer's phone gets no message (no phone number, no phone channel configured).
 */
export async function queuePhoneMessageAgain(
  trx: Transaction<Database>,
  deps: PublishDeps,
  event: OrderEvent,
  pressKey: string,
): Promise<{ message: OutgoingMessage; queuedNow: boolean } | null> {
  const { messages, ids } = await queueMessagesOf(
    trx,
    deps,
    event,
    (row, channel) => row.to === 'customer' && isPhone(channel),
    `${eventKey(event)}:again:${event.orderId}:${pressKey}`,
  );
  const message = messages[0];
  return message ? { message, queuedNow: ids.length > 0 } : null;
}

/**
 * The messages of `event`'s subscriptions that `pick` keeps, each for its recipient, queued under
 * `key` (the event's own key; a "send again" has one of its own). The guest's link and the signed
 * COD link are made as the event's full set of messages makes them, so a message sent again says
 * what it said the first time.
 */
async function queueMessagesOf(
  trx: Transaction<Database>,
  deps: PublishDeps,
  event: OrderEvent,
  pick: (row: Subscription, channel: Channel) => boolean,
  key: string,
): Promise<{ messages: OutgoingMessage[]; ids: number[] }> {
  const none = { messages: [], ids: [] };
  const order = await findOrder(trx, event.orderId);
  if (!order) return none;
  const rows = subscriptionsOf(event, order);
  if (!rows.some((row) => row.channels.some((channel) => pick(row, channel)))) return none;
  // A guest's link is a new key: issued only when a message to the customer carries it.
  const link = rows.some((row) => row.to === 'customer' && (row.resend === 'confirmation' || row.withLink))
    ? await guestOrderLinkFor(trx, deps.config.siteOrigin, order.id, order.language)
    : undefined;
  const recipients = await recipientsFor(trx, deps, order, rows);
  // The SMS's link to confirm a COD order, signed now (it expires a day after the ask).
  const { staffSecretKey } = deps.config;
  const extra: Extra = {
    ...(order.codConfirmation?.state === 'awaiting' && staffSecretKey
      ? {
          confirmLink: codConfirmLink(
            deps.config.siteOrigin,
            signCodLink(staffSecretKey, order.id, new Date(order.codConfirmation.askedAt)),
            order.language,
          ),
        }
      : {}),
    // A delivered order's messages ask for a review, by a link that works 30 days from now.
    ...(order.deliveryStatus === 'delivered' && staffSecretKey
      ? { reviewLink: reviewPageLink(deps.config.siteOrigin, signReviewLink(staffSecretKey, order.id), order.language) }
      : {}),
  };
  const messages: OutgoingMessage[] = rows.flatMap((row) =>
    row.channels.flatMap((channel) => {
      const recipient = pick(row, channel) ? recipients(row.to, channel) : null;
      if (!recipient) return [];
      return [
        {
          ...row.message(event, order, link, deps.config.siteOrigin, extra),
          eventKey: key,
          channel,
          recipient,
          orderId: order.id,
          ...(event.type === 'document.issued' ? { documentId: event.documentId } : {}),
          // Only an email carries the document; a phone message never waits for it.
          ...(row.withDocument && channel === 'email' ? { waitForDocumentMs: DOCUMENT_WAIT_MS } : {}),
        },
      ];
    }),
  );
  return { messages, ids: await enqueueMessages(trx, messages) };
}

/**
 * Who gets a row's message on a channel, or null for none: the order's email when it has a real one; the
 * customer's phone on WhatsApp when they opted in (and WhatsApp is configured), else by SMS (when
 * it is); the shop's own WhatsApp number when set. A channel not configured sends nothing.
 */
async function recipientsFor(trx: Transaction<Database>, deps: PublishDeps, order: OrderView, rows: Subscription[]) {
  const { messaging = {}, mail } = deps.config;
  const phone = /^\d{10}$/.test(order.customerDetails.phone) ? order.customerDetails.phone : null;
  const toPhone = rows.some((row) => row.to === 'customer' && row.channels.some((channel) => channel !== 'email'));
  const whatsapp = Boolean(messaging.whatsapp && phone && toPhone && (await isOptedIn(trx, phone)));
  return (to: Recipient, channel: Channel): string | null => {
    // An order placed without an email has none to queue (issue 36): never '' nor a placeholder `.invalid` address.
    if (channel === 'email') return to === 'customer' ? realEmail(order.customerDetails.email) : mail.shopEmail;
    if (to === 'shop') return channel === 'whatsapp' && messaging.whatsapp ? (messaging.shopWhatsAppNumber ?? null) : null;
    if (!phone) return null;
    if (channel === 'whatsapp') return whatsapp ? withCountryCode(phone) : null;
    return messaging.sms && !whatsapp ? withCountryCode(phone) : null;
  };
}

/**
 * The event of `kind` as the order stands now (its confirmation: paid online, else placed; its
 * status: the latest refund, else where its delivery is), whether or not it brings a message.
 */
function latestEventOf(order: OrderView, kind: 'confirmation' | 'status'): OrderEvent {
  return kind === 'confirmation'
    ? order.paymentMethod === 'razorpay' && order.paidAt
      ? { type: 'order.paid', orderId: order.id, paymentId: order.razorpayPaymentId ?? '' }
      : { type: 'order.placed', orderId: order.id, paymentMethod: order.paymentMethod, guest: true }
    : order.refundedPaise > 0
      ? {
          type: 'order.refunded',
          orderId: order.id,
          refundId: '',
          amountPaise: order.refundedPaise,
          inFull: order.refundedPaise >= order.totalPaise,
          reason: order.refunds.at(-1)?.reason ?? null,
        }
      : { type: 'order.delivery-moved', orderId: order.id, to: order.deliveryStatus, reason: order.cancellation?.reason ?? '' };
}

/**
 * The event whose customer message staff would send again under `kind`, as the order stands now
 * (its confirmation: paid online, else placed; its status: the latest refund, else where its
 * delivery is), or null when that event brings the customer no message.
 */
export function eventToResend(order: OrderView, kind: 'confirmation' | 'status'): OrderEvent | null {
  const event = latestEventOf(order, kind);
  const row = subscriptionsOf(event, order).find((candidate) => candidate.to === 'customer' && candidate.resend === kind);
  return row ? event : null;
}

/**
 * The event whose phone message staff would send the customer again: the latest one their phone
 * got, that is the order's status's when it brings one (delivered included), else its
 * confirmation's (placed, the COD ask, paid); null when neither does (an online order not paid yet).
 */
export function phoneEventToResend(order: OrderView): OrderEvent | null {
  for (const kind of ['status', 'confirmation'] as const) {
    const event = latestEventOf(order, kind);
    if (subscriptionsOf(event, order).some((row) => row.to === 'customer' && row.channels.some(isPhone))) return event;
  }
  return null;
}

/** The customer's phone message `event` brings, as it would be sent now (its template and words, for the desk to name). */
export function customerPhoneMessageOf(event: OrderEvent, order: OrderView): MessageContent | null {
  const row = subscriptionsOf(event, order).find((candidate) => candidate.to === 'customer' && candidate.channels.some(isPhone));
  return row ? row.message(event, order, undefined, '', {}) : null;
}

/** The customer's message `event` brings, as it would be sent now (`link`: a guest's link to the order). */
export function customerMessageOf(event: OrderEvent, order: OrderView, link?: string): MessageContent | null {
  const row = subscriptionsOf(event, order).find((candidate) => candidate.to === 'customer' && candidate.resend);
  return row ? row.message(event, order, link, '', {}) : null;
}
