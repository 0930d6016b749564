import { emailWords } from '@koolers/contracts/emails';
import type { Language } from '@koolers/contracts/languages';
import { formatPaise } from '@koolers/contracts/money';
import { escapeHtml } from '../escape-html.ts';
import { formatDate } from '../format.ts';
import { type EmailContent, layout, subjectLine, textSignature } from './layout.ts';

export type MembershipEmailData = {
  /** The request's number people read (CC-1001), never its internal id. */
  number: string;
  name: string;
  email: string;
  amountPaise: number;
  expiresAt: string | null;
  /** The reference (UTR) of the UPI payment the member said they made. */
  upiReference: string | null;
  /** English unless told: a Coco Club request records no language yet (only an order does). */
  language?: Language;
};

/** To the customer after "I've paid": the shop is checking their UPI payment. */
export function membershipRequestedEmail(m: MembershipEmailData): EmailContent {
  const words = emailWords(m.language ?? 'en');
  const greeting = words('greeting', { name: m.name });
  const thanks = words('club_requested.thanks');
  const checking = words('club_requested.checking', { amount: formatPaise(m.amountPaise), reference: m.upiReference });
  const after = words('club_requested.after');
  const number = words('club_requested.number');
  const subject = words('club_requested.subject');
  return {
    subject: subjectLine(subject),
    text: [greeting, '', thanks, '', checking, `${number}: ${m.number}`, '', after].join('\n') + textSignature(m.language),
    html: layout(
      subject,
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks)}</p>
<p>${escapeHtml(checking)}</p>
<p>${escapeHtml(number)}: <strong>${escapeHtml(m.number)}</strong></p>
<p>${escapeHtml(after)}</p>`,
      m.language,
    ),
  };
}

/** `lead`: the opening paragraph in Strapi's words (notifications/message-words.ts), instead of the one here. */
type Lead = { lead?: string };

/** To the customer when the payment is confirmed and the membership runs. */
export function membershipActivatedEmail(m: MembershipEmailData & Lead): EmailContent {
  const words = emailWords(m.language ?? 'en');
  const greeting = words('greeting', { name: m.name });
  const until = m.expiresAt ? words('club_joined.until', { date: formatDate(m.expiresAt, m.language) }) : words('club_joined.active');
  const welcome = m.lead ?? `${words('club_joined.received', { amount: formatPaise(m.amountPaise) })} ${until}`;
  const perks = words('club_joined.perks');
  const number = words('club_joined.number');
  return {
    subject: subjectLine(words('club_joined.subject')),
    text: [greeting, '', welcome, perks, `${number}: ${m.number}`].join('\n') + textSignature(m.language),
    html: layout(
      words('club_joined.heading'),
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(welcome)}</p>
<p>${escapeHtml(perks)}</p>
<p>${escapeHtml(number)}: <strong>${escapeHtml(m.number)}</strong></p>`,
      m.language,
    ),
  };
}

export type MembershipRenewingData = MembershipEmailData &
  Lead & {
    /** Where the member renews: the Coco Club page (a renewal runs on from the day the year ends). */
    renewLink: string;
  };

/**
 * To the member 7 days before their year ends (memberships/renewal-reminders.ts): when, and where
 * to renew. Renewing early loses nothing: the new year starts when this one ends.
 */
export function membershipRenewingEmail(m: MembershipRenewingData): EmailContent {
  const words = emailWords(m.language ?? 'en');
  const greeting = words('greeting', { name: m.name });
  const until = m.expiresAt ? formatDate(m.expiresAt, m.language) : words('club_renewing.soon');
  const ends = m.lead ?? words('club_renewing.ends', { number: m.number, until });
  const renew = words('club_renewing.renew');
  return {
    subject: subjectLine(words('club_renewing.subject', { until })),
    text: [greeting, '', ends, renew, '', `${words('club_renewing.renew_label')}: ${m.renewLink}`].join('\n') + textSignature(m.language),
    html: layout(
      words('club_renewing.heading'),
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(ends)}</p>
<p>${escapeHtml(renew)}</p>
<p><a href="${escapeHtml(m.renewLink)}">${escapeHtml(words('club_renewing.link'))}</a></p>`,
      m.language,
    ),
  };
}

/** To the shop: a member paid by UPI; staff find the payment by its reference and confirm it at the desk. English (the desk is). */
export function membershipRequestForShopEmail(m: MembershipEmailData): EmailContent {
  const words = emailWords('en');
  const amount = formatPaise(m.amountPaise);
  const reference = m.upiReference ?? words('shop_club.no_reference');
  const todo = words('shop_club.todo', { amount, reference });
  const [name, email, amountLabel, referenceLabel] = [
    words('shop.name'),
    words('shop.email'),
    words('shop.amount'),
    words('shop.upi_reference'),
  ];
  return {
    subject: subjectLine(words('shop_club.subject', { number: m.number, name: m.name, reference })),
    text: [
      words('shop_club.new', { number: m.number }),
      `${name}: ${m.name}`,
      `${email}: ${m.email}`,
      `${amountLabel}: ${amount}`,
      `${referenceLabel}: ${reference}`,
      '',
      todo,
    ].join('\n'),
    html: layout(
      words('shop_club.heading', { number: m.number }),
      `<p>${escapeHtml(name)}: <strong>${escapeHtml(m.name)}</strong><br>
${escapeHtml(email)}: ${escapeHtml(m.email)}<br>
${escapeHtml(amountLabel)}: ${escapeHtml(amount)}<br>
${escapeHtml(referenceLabel)}: <strong>${escapeHtml(reference)}</strong></p>
<p>${escapeHtml(todo)}</p>`,
    ),
  };
}
