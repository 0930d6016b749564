import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import { formatDate } from '../email/format.ts';
import type { TemplateKey, TemplateParams } from './message-templates.ts';

/**
 * What a phone message is, per outbox template: the approved WhatsApp template it maps to (Meta
 * holds its words; the shop sends its name and parameters) and the DLT-registered SMS template
 * (MSG91 holds its words under the template id; the shop sends the variables). A template with no
 * `sms` never goes by SMS (the shop's own notice). The words live with the providers' approvals, in
 * the sandbox's copy of them (scripts/messaging-sandbox/approved-templates.ts), and in Strapi (its
 * order messages, per event, channel and language) for editors to read, each naming the template it
 * maps to: an edit there reaches a phone only once the provider approves it (message-words.ts).
 *
 * The SMS template ids are the sandbox's: the real ones come with the shop's DLT registration.
 */
export type PhoneWords = {
  /**
   * `copyCode`: an authentication template's one-time code, for its copy-code button (Meta sends
   * it as the URL button's parameter); such a template has no quick replies.
   */
  whatsapp: { name: string; language: string; parameters: string[]; buttonPayloads: string[]; copyCode?: string };
  sms?: { templateId: string; variables: Record<string, string> };
};

/** A customer's message carries one quick-reply button, "Stop updates": pressing it opts out. */
export const STOP_PAYLOAD = 'STOP';
/**
 * The COD confirmation's two buttons, Confirm and Cancel: each payload names the order (the webhook
 * hands it back as it was sent), read by `codAnswerOf`.
 */
export const codAnswerPayload = (answer: 'confirm' | 'cancel', orderId: string) =>
  `${answer === 'confirm' ? 'COD_CONFIRM' : 'COD_CANCEL'}:${orderId}`;
export function codAnswerOf(payload: string | undefined): { answer: 'confirm' | 'cancel'; orderId: string } | null {
  const match = /^COD_(CONFIRM|CANCEL):(ord_[\w-]{1,40})$/.exec(payload ?? '');
  return match ? { answer: match[1] === 'CONFIRM' ? 'confirm' : 'cancel', orderId: match[2] as string } : null;
}
/**
 * A customer's template in the order's language (issue 35): the shop has the order templates
 * approved in English, Hindi and Marathi under the same name (Meta keys a template by name and
 * language); Coco Club's and the sign-in code's are English only.
 */
const customer = (name: string, parameters: string[], language: Language = 'en') => ({
  name,
  language,
  parameters: parameters.map(oneLine),
  buttonPayloads: [STOP_PAYLOAD],
});
/** Meta refuses a parameter with a new line, a tab or more than four spaces in a row, or an empty one. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim() || '-';
/**
 * A DLT template is registered per language, each with its own id: the Hindi and Marathi versions of
 * template `id` are the sandbox's `id + 20` and `id + 40`.
 */
const SMS_ID_OFFSET: Record<Language, number> = { en: 0, hi: 20, mr: 40 };
const sms = (id: number, variables: Record<string, string>, language: Language = 'en') => ({
  templateId: `66a1b2c3d4e5f60718293a${String(id + SMS_ID_OFFSET[language]).padStart(2, '0')}`,
  variables: Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, oneLine(value)])),
});

type PhoneTemplates = { [K in TemplateKey]?: (params: TemplateParams<K>) => PhoneWords };

export const PHONE_TEMPLATES: PhoneTemplates = {
  'order-placed': (p) => placed(p.customerName, p.number, p.totalPaise, p.orderLink ?? '', p.language),
  'order-paid': (p) => placed(p.customerName, p.number, p.totalPaise, p.orderLink ?? '', p.language),
  'new-order-for-shop': (p) => ({
    whatsapp: {
      name: 'new_order_shop',
      language: 'en',
      parameters: [p.number, formatPaise(p.totalPaise), p.customerName, p.paymentMethod === 'cod' ? 'cash on delivery' : 'paid online'].map(
        oneLine,
      ),
      buttonPayloads: [],
    },
  }),
  'cod-confirm-request': (p) => ({
    whatsapp: {
      name: 'cod_confirm_request',
      language: p.language ?? 'en',
      parameters: [p.customerName, p.number, formatPaise(p.totalPaise)].map(oneLine),
      buttonPayloads: [codAnswerPayload('confirm', p.orderId), codAnswerPayload('cancel', p.orderId)],
    },
    sms: sms(7, { name: p.customerName, order: p.number, total: formatPaise(p.totalPaise), link: p.confirmLink }, p.language),
  }),
  'order-confirmed': (p) => ({
    whatsapp: customer('order_confirmed', [p.customerName, p.number], p.language),
    sms: sms(2, { name: p.customerName, order: p.number }, p.language),
  }),
  'order-out-for-delivery': (p) => ({
    whatsapp: customer('order_out_for_delivery', [p.customerName, p.number, p.address], p.language),
    sms: sms(3, { name: p.customerName, order: p.number }, p.language),
  }),
  // Delivered, with the signed link to review its items (issue 36): version 2 of the template, as a
  // new approved template must be (Meta and DLT never let an approved one's words change). Without a
  // link (no signing key), version 1 as before. BEFORE GO-LIVE: `order_delivered_v2` must be submitted
  // to Meta for approval (a body parameter here; a URL button whose suffix is the link's query is
  // the other form Meta accepts), and the SMS registered as a DLT template (its id replaces the
  // sandbox's); until both are approved, the real providers refuse them.
  'order-delivered': (p) =>
    p.reviewLink
      ? {
          whatsapp: customer('order_delivered_v2', [p.customerName, p.number, p.reviewLink, p.buyAgainLink], p.language),
          sms: sms(11, { name: p.customerName, order: p.number, review: p.reviewLink, link: p.buyAgainLink }, p.language),
        }
      : {
          whatsapp: customer('order_delivered', [p.customerName, p.number, p.buyAgainLink], p.language),
          sms: sms(4, { name: p.customerName, order: p.number, link: p.buyAgainLink }, p.language),
        },
  'order-cancelled': (p) => {
    const reason = p.reason || NO_REASON[p.language ?? 'en'];
    return {
      whatsapp: customer('order_cancelled', [p.customerName, p.number, reason], p.language),
      sms: sms(5, { name: p.customerName, order: p.number, reason }, p.language),
    };
  },
  'order-refunded': (p) => {
    const reason = p.reason || REFUND[p.language ?? 'en'];
    return {
      whatsapp: customer('order_refunded', [p.customerName, formatPaise(p.refundPaise), p.number, reason], p.language),
      sms: sms(6, { name: p.customerName, amount: formatPaise(p.refundPaise), order: p.number, reason }, p.language),
    };
  },
  // A sign-in code: WhatsApp's authentication template (the code, and a button that copies it), or a DLT OTP SMS.
  'phone-code': (p) => ({
    whatsapp: { name: 'sign_in_code', language: 'en', parameters: [p.code], buttonPayloads: [], copyCode: p.code },
    sms: sms(8, { code: p.code }),
  }),
  // Coco Club: a membership's own events (memberships/membership-messages.ts), not an order's.
  'club-joined': (p) => ({
    whatsapp: customer('coco_club_joined', [p.name, p.number, untilDate(p.expiresAt)]),
    sms: sms(9, { name: p.name, number: p.number, until: untilDate(p.expiresAt) }),
  }),
  'club-renewing': (p) => ({
    whatsapp: customer('coco_club_renewing', [p.name, untilDate(p.expiresAt), p.renewLink]),
    sms: sms(10, { name: p.name, until: untilDate(p.expiresAt), link: p.renewLink }),
  }),
};

const untilDate = (expiresAt: string | null) => (expiresAt ? formatDate(expiresAt) : 'a year from today');

/** What fills a cancellation's or a refund's reason when staff gave none, in the order's language. */
const NO_REASON: Record<Language, string> = { en: 'no reason given', hi: 'कोई कारण नहीं बताया गया', mr: 'कारण दिलेले नाही' };
const REFUND: Record<Language, string> = { en: 'refund', hi: 'रिफ़ंड', mr: 'रिफंड' };

function placed(name: string, number: string, totalPaise: number, link: string, language?: Language): PhoneWords {
  return {
    whatsapp: customer('order_placed', [name, number, formatPaise(totalPaise), link], language),
    sms: sms(1, { name, order: number, total: formatPaise(totalPaise), link }, language),
  };
}

/** The phone words of template `key` with `params`, or null when it has none. */
export function phoneWords(key: string, params: unknown): PhoneWords | null {
  const build = (PHONE_TEMPLATES as Record<string, ((params: unknown) => PhoneWords) | undefined>)[key];
  return build ? build(params) : null;
}
