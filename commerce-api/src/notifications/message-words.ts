import { emailWords } from '@koolers/contracts/emails';
import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import { z } from 'zod';
import { formatDate } from '../email/format.ts';
import type { OrderEmailData } from '../email/templates/order-emails.ts';
import type { OrderStatusEmailData } from '../email/templates/order-status-emails.ts';
import type { MembershipEmailData } from '../email/templates.ts';

/**
 * A message's words as editors write them in Strapi (cms/src/api/order-message): per event (the
 * outbox's template key), channel and language, with named placeholders ({name}, {order} …).
 *
 * What the API does with them, by channel:
 * - email: `subject` is the subject line and `words` the email's opening paragraph; the rest of the
 *   email (its order lines, amounts, address) is built here. The entry in the email's language is
 *   used (an order's emails are in the language it was placed in); with none, the catalogue's words
 *   in that language (contracts/src/emails). Only the templates of EMAIL_VARIABLES
 *   take words from Strapi; an entry naming a placeholder its template has not, or none at all
 *   (Strapi down, no entry), leaves the words in code (email/templates).
 * - whatsapp and sms: nothing is sent from them. Meta holds an approved template's words and MSG91
 *   the DLT-registered ones; the shop sends the template's name or id and its parameters
 *   (phone-templates.ts), so an edit in Strapi cannot reach a phone before the provider approves the
 *   same words. Strapi keeps the approved body (its placeholders being the parameters in order) and
 *   names the template in `approvedTemplate`, for editors to read; the sandbox renders its own copy
 *   of the approvals (scripts/messaging-sandbox/approved-templates.ts).
 */
export type MessageWords = {
  event: string;
  channel: 'email' | 'whatsapp' | 'sms';
  language: string;
  subject: string | null;
  words: string;
};

/** One entry of Strapi's /api/order-messages; an entry that does not parse is left out (its words stay in code). */
const entry = z.object({
  event: z.string(),
  channel: z.enum(['email', 'whatsapp', 'sms']),
  language: z.string(),
  subject: z.string().nullish(),
  words: z.string().min(1),
});
const page = z.object({ data: z.array(z.unknown()), meta: z.object({ pagination: z.object({ pageCount: z.number() }) }) });

/** Reads the published message words (read with the catalogue: strapi-catalog-source.ts). */
export async function loadMessageWords(get: (path: string) => Promise<unknown>): Promise<MessageWords[]> {
  const words: MessageWords[] = [];
  for (let at = 1, pageCount = 1; at <= pageCount; at++) {
    const body = page.parse(await get(`order-messages?pagination[page]=${at}&pagination[pageSize]=100`));
    for (const raw of body.data) {
      const parsed = entry.safeParse(raw);
      if (parsed.success) words.push({ ...parsed.data, subject: parsed.data.subject || null });
    }
    pageCount = body.meta.pagination.pageCount;
  }
  return words;
}

/** The language an email goes out in: its order's (issue 35), English when it has none. */
const languageOf = (params: unknown): Language => (params as { language?: Language }).language ?? 'en';

const until = (expiresAt: string | null, language: Language) =>
  expiresAt ? formatDate(expiresAt, language) : emailWords(language)('club_joined.a_year');
const orderStatus = (p: OrderStatusEmailData) => ({
  name: p.customerName,
  order: p.number,
  total: formatPaise(p.totalPaise),
  address: p.address,
});
const order = (p: OrderEmailData) => ({ name: p.customerName, order: p.number, total: formatPaise(p.totalPaise), address: p.address });
const club = (p: MembershipEmailData) => ({
  name: p.name,
  number: p.number,
  amount: formatPaise(p.amountPaise),
  until: until(p.expiresAt, languageOf(p)),
});

/**
 * The emails whose words Strapi may give, and the placeholders each one fills; null where the
 * entry's words do not fit this message, which then keeps its words in code (an online order's
 * "waiting for its payment" email, which explains the payment's rules, is not the placed one).
 */
const EMAIL_VARIABLES: Record<string, (params: never) => Record<string, string> | null> = {
  'order-placed': (p: OrderEmailData) => (p.paymentMethod === 'cod' ? order(p) : null),
  'order-paid': order,
  'order-confirmed': orderStatus,
  'order-out-for-delivery': orderStatus,
  'order-delivered': orderStatus,
  'order-cancelled': (p: OrderStatusEmailData & { reason: string }) => ({ ...orderStatus(p), reason: p.reason }),
  'club-joined': club,
  'club-renewing': (p: MembershipEmailData & { renewLink: string }) => ({ ...club(p), link: p.renewLink }),
};

/** `text` with its {placeholders} filled from `variables`; null when it names one they have not. */
export function fillPlaceholders(text: string, variables: Record<string, string>): string | null {
  let unknown = false;
  const filled = text.replace(/\{(\w+)\}/g, (_all, name: string) => {
    if (Object.hasOwn(variables, name)) return variables[name] as string;
    unknown = true;
    return '';
  });
  return unknown ? null : filled;
}

/**
 * The email of `template` with `params` in Strapi's words, when Strapi has them in the email's
 * language: its subject, and `lead` (the opening paragraph) for the template to use. Null when the
 * words stay in code: the catalogue's, in that same language (an English entry never stands in for
 * a missing Hindi one).
 */
export function emailWordsFor(
  all: readonly MessageWords[],
  template: string,
  params: unknown,
): { subject: string | null; lead: string } | null {
  const variablesOf = EMAIL_VARIABLES[template] as ((params: unknown) => Record<string, string> | null) | undefined;
  const language = languageOf(params);
  const found = all.find((words) => words.event === template && words.channel === 'email' && words.language === language);
  if (!variablesOf || !found) return null;
  const variables = variablesOf(params);
  if (!variables) return null;
  const lead = fillPlaceholders(found.words, variables);
  const subject = found.subject === null ? null : fillPlaceholders(found.subject, variables);
  if (lead === null || (found.subject !== null && subject === null)) return null;
  return { subject, lead };
}
