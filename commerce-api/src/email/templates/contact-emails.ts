import { escapeHtml } from '../escape-html.ts';
import { type EmailContent, layout, paragraphs, subjectLine } from './layout.ts';

export type ContactEmailData = { name: string; email: string; contact: string; message: string };

/** To the shop: a message from the Contact Us form (reply goes straight to the sender). */
export function contactMessageForShopEmail(c: ContactEmailData): EmailContent {
  return {
    subject: subjectLine(`Contact form: message from ${c.name}`),
    text: [
      `Name: ${c.name}`,
      `Email: ${c.email}`,
      `Contact number: ${c.contact}`,
      '',
      c.message,
      '',
      'Reply to this email to answer the customer.',
    ].join('\n'),
    html: layout(
      `Message from ${c.name}`,
      `<p>Name: <strong>${escapeHtml(c.name)}</strong><br>
Email: ${escapeHtml(c.email)}<br>
Contact number: ${escapeHtml(c.contact)}</p>
<blockquote style="margin:16px 0;padding:12px 16px;background:#f4fbf2;border-left:4px solid #79e86b">${paragraphs(c.message)}</blockquote>
<p style="color:#55705a">Reply to this email to answer the customer.</p>`,
    ),
  };
}
