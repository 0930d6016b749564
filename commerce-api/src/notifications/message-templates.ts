import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import { escapeHtml } from '../email/escape-html.ts';
import { subjectLine } from '../email/templates/layout.ts';
import {
  codInvoiceEmail,
  type EmailContent,
  membershipActivatedEmail,
  membershipRenewingEmail,
  newOrderForShopEmail,
  orderCancelledEmail,
  orderConfirmedEmail,
  orderDeliveredEmail,
  orderOutForDeliveryEmail,
  orderPaidEmail,
  orderPaymentReminderEmail,
  orderPlacedEmail,
  orderRefundedEmail,
  orderSlotMovedEmail,
  paidInvoiceEmail,
} from '../email/templates.ts';

/** The order's language when not English: its phone messages go in it (phone-templates.ts). */
type PhoneLanguage = Exclude<Language, 'en'>;

/**
 * Delivered, on the phone: this is its line on the desk (the email is `order-delivered-email`).
 * `reviewLink`: the signed link to review its items (issue 36), so a customer with no email is asked too.
 */
function orderDeliveredWords(data: {
  number: string;
  customerName: string;
  buyAgainLink: string;
  reviewLink?: string;
  language?: PhoneLanguage;
}): EmailContent {
  const review = data.reviewLink ? ` Tell us how it was: ${data.reviewLink}` : '';
  const text = `Hi ${data.customerName}, your Koolers order ${data.number} was delivered.${review} Buy again: ${data.buyAgainLink}`;
  return { subject: `Your Koolers order ${data.number} was delivered`, text, html: `<p>${escapeHtml(text)}</p>` };
}

/** Asking a customer to confirm their COD order, on the phone (WhatsApp's buttons, or the SMS's link): its line on the desk. */
function codConfirmRequestWords(data: {
  orderId: string;
  number: string;
  customerName: string;
  totalPaise: number;
  confirmLink: string;
  language?: PhoneLanguage;
}): EmailContent {
  const text = `Hi ${data.customerName}, please confirm your Koolers cash on delivery order ${data.number} (${formatPaise(data.totalPaise)} to pay in cash): ${data.confirmLink}`;
  return { subject: `Please confirm your Koolers order ${data.number}`, text, html: `<p>${escapeHtml(text)}</p>` };
}

/**
 * A sign-in code, on the phone only (WhatsApp's authentication template, or SMS). The subject is what
 * the desk keeps: it never holds the code.
 */
function phoneCodeWords(data: { code: string }): EmailContent {
  const text = `${data.code} is your Koolers code. It expires in 10 minutes. Do not share it.`;
  return { subject: 'Your Koolers sign-in code', text, html: `<p>${escapeHtml(text)}</p>` };
}

/**
 * The templates an outbox message may name, each a function from its parameters (stored as JSON
 * with the message) to the words sent. The words themselves stay in email/templates: this only names
 * them, so a queued message is rendered when it is sent, and the row says which template it was.
 * 'rendered' is an email written before the outbox existed (document_emails, migration 0022).
 */
export const MESSAGE_TEMPLATES = {
  'order-placed': orderPlacedEmail,
  'order-paid': orderPaidEmail,
  'order-payment-reminder': orderPaymentReminderEmail,
  'new-order-for-shop': newOrderForShopEmail,
  'order-confirmed': orderConfirmedEmail,
  'order-out-for-delivery': orderOutForDeliveryEmail,
  'order-cancelled': orderCancelledEmail,
  'order-refunded': orderRefundedEmail,
  'order-slot-moved': orderSlotMovedEmail,
  'cod-invoice': codInvoiceEmail,
  'paid-invoice': paidInvoiceEmail,
  'order-delivered': orderDeliveredWords,
  'order-delivered-email': orderDeliveredEmail,
  'cod-confirm-request': codConfirmRequestWords,
  'phone-code': phoneCodeWords,
  // Coco Club: joined (its year paid for and running), and renewing, 7 days before that year ends.
  'club-joined': membershipActivatedEmail,
  'club-renewing': membershipRenewingEmail,
  rendered: (words: EmailContent) => words,
} satisfies Record<string, (params: never) => EmailContent>;

export type TemplateKey = keyof typeof MESSAGE_TEMPLATES;
export type TemplateParams<K extends TemplateKey> = Parameters<(typeof MESSAGE_TEMPLATES)[K]>[0];

/** A template and its parameters, typed together (the subscription table builds these). */
export type MessageContent = { [K in TemplateKey]: { template: K; params: TemplateParams<K> } }[TemplateKey];

/**
 * The message's words: the template's, or, given Strapi's words for its email (message-words.ts),
 * with Strapi's subject and opening paragraph (`lead`, which the template puts first).
 */
export function renderMessage(content: MessageContent, words?: { subject: string | null; lead: string } | null): EmailContent {
  const render = MESSAGE_TEMPLATES[content.template] as (params: unknown) => EmailContent;
  if (!words) return render(content.params);
  const rendered = render({ ...(content.params as object), lead: words.lead });
  return words.subject ? { ...rendered, subject: subjectLine(words.subject) } : rendered;
}

export function isTemplateKey(key: string): key is TemplateKey {
  return Object.hasOwn(MESSAGE_TEMPLATES, key);
}
