import { emailWords } from '@koolers/contracts/emails';
import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, paragraphs, subjectLine } from './layout.ts';

export type ContactEmailData = { name: string; email: string; contact: string; message: string };

/** To the shop: a message from the Contact Us form (reply goes straight to the sender). English: the shop reads it. */
export function contactMessageForShopEmail(c: ContactEmailData): EmailContent {
  const words = emailWords('en');
  const [name, email, contact, reply] = [words('shop.name'), words('shop.email'), words('shop.contact_number'), words('contact.reply')];
  return {
    subject: subjectLine(words('contact.subject', { name: c.name })),
    text: [`${name}: ${c.name}`, `${email}: ${c.email}`, `${contact}: ${c.contact}`, '', c.message, '', reply].join('\n'),
    html: layout(
      words('contact.heading', { name: c.name }),
      `<p>${escapeHtml(name)}: <strong>${escapeHtml(c.name)}</strong><br>
${escapeHtml(email)}: ${escapeHtml(c.email)}<br>
${escapeHtml(contact)}: ${escapeHtml(c.contact)}</p>
<blockquote style="margin:16px 0;padding:12px 16px;background:#f4fbf2;border-left:4px solid #79e86b">${paragraphs(c.message)}</blockquote>
<p style="color:#55705a">${escapeHtml(reply)}</p>`,
    ),
  };
}
