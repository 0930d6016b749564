import { emailWords } from '@koolers/contracts/emails';
import type { Language } from '@koolers/contracts/languages';
import { escapeHtml } from '../escape-html.ts';
import { button, type EmailContent, layout, subjectLine, textSignature } from './layout.ts';

/**
 * A customer's account emails. `language`: English unless told; an account records no language
 * (only an order does, orders.language), so their callers send them in English for now.
 */
type InLanguage = { language?: Language };

/** To a customer who asked to reset a forgotten password: the single-use link. */
export function passwordResetEmail(r: InLanguage & { name: string; link: string; validMinutes: number }): EmailContent {
  const words = emailWords(r.language ?? 'en');
  const greeting = words('greeting', { name: r.name });
  const why = words('reset.why');
  const validity = words('reset.validity', { minutes: r.validMinutes });
  const ignore = words('reset.ignore');
  return {
    subject: subjectLine(words('reset.subject')),
    text: [greeting, '', why, words('reset.choose_here'), r.link, '', validity, ignore].join('\n') + textSignature(r.language),
    html: layout(
      words('reset.heading'),
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(why)}</p>
${button(words('reset.button'), r.link)}
<p>${escapeHtml(words('reset.or_open'))} <a href="${escapeHtml(r.link)}">${escapeHtml(r.link)}</a></p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(ignore)}</p>`,
      r.language,
    ),
  };
}

/** To a customer whose password was just reset or changed: every other session has ended. */
export function passwordChangedEmail(c: InLanguage & { name: string; how: 'reset' | 'changed' }): EmailContent {
  const words = emailWords(c.language ?? 'en');
  const greeting = words('greeting', { name: c.name });
  const what = words(c.how === 'reset' ? 'password_changed.reset' : 'password_changed.changed');
  const notYou = words('password_changed.not_you');
  return {
    subject: subjectLine(words('password_changed.subject')),
    text: [greeting, '', what, notYou].join('\n') + textSignature(c.language),
    html: layout(
      words('password_changed.heading'),
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(notYou)}</p>`,
      c.language,
    ),
  };
}

/** To a customer who deleted their account: what was erased and what the shop must keep. */
export function accountDeletedEmail(d: InLanguage & { name: string; keptOrders: number; keptTaxDocuments: number }): EmailContent {
  const words = emailWords(d.language ?? 'en');
  const greeting = words('greeting', { name: d.name });
  const erased = words('account_deleted.erased');
  const kept = d.keptOrders > 0 ? words('account_deleted.kept', { orders: d.keptOrders }) : '';
  // Rule 46 puts the recipient's name and address on an invoice, and s.36 keeps it as issued.
  const invoices = d.keptTaxDocuments > 0 ? words('account_deleted.invoices') : '';
  const last = words('account_deleted.last');
  return {
    subject: subjectLine(words('account_deleted.subject')),
    text:
      [greeting, '', erased, ...(kept ? ['', kept] : []), ...(invoices ? ['', invoices] : []), '', last].join('\n') +
      textSignature(d.language),
    html: layout(
      words('account_deleted.heading'),
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(erased)}</p>
${kept ? `<p>${escapeHtml(kept)}</p>` : ''}
${invoices ? `<p>${escapeHtml(invoices)}</p>` : ''}
<p>${escapeHtml(last)}</p>`,
      d.language,
    ),
  };
}
