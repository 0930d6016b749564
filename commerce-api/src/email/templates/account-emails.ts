import { escapeHtml } from '../escape-html.ts';
import { button, type EmailContent, layout, subjectLine, TEXT_SIGNATURE } from './layout.ts';

const NOT_YOU = 'If this was not you, please reset your password at once and tell us by replying to this email.';

/** To a customer who asked to reset a forgotten password: the single-use link. */
export function passwordResetEmail(r: { name: string; link: string; validMinutes: number }): EmailContent {
  const why = 'Someone, probably you, asked to reset the password of your Koolers account.';
  const validity = `The link works once, for ${r.validMinutes} minutes.`;
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    subject: subjectLine('Reset your Koolers password'),
    text: [`Hi ${r.name},`, '', why, 'Choose a new password here:', r.link, '', validity, ignore].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Reset your password',
      `<p>Hi ${escapeHtml(r.name)},</p>
<p>${escapeHtml(why)}</p>
${button('Choose a new password', r.link)}
<p>Or open this address: <a href="${escapeHtml(r.link)}">${escapeHtml(r.link)}</a></p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(ignore)}</p>`,
    ),
  };
}

/** To a customer whose password was just reset or changed: every other session has ended. */
export function passwordChangedEmail(c: { name: string; how: 'reset' | 'changed' }): EmailContent {
  const what =
    c.how === 'reset'
      ? 'The password of your Koolers account was reset, and every device that was logged in has been logged out.'
      : 'The password of your Koolers account was changed, and your other devices have been logged out.';
  return {
    subject: subjectLine('Your Koolers password was changed'),
    text: [`Hi ${c.name},`, '', what, NOT_YOU].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Your password was changed',
      `<p>Hi ${escapeHtml(c.name)},</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(NOT_YOU)}</p>`,
    ),
  };
}

/** To a customer who deleted their account: what was erased and what the shop must keep. */
export function accountDeletedEmail(d: { name: string; keptOrders: number; keptTaxDocuments: number }): EmailContent {
  const erased =
    'As you asked, we have deleted your Koolers account: your name, email address, phone number, delivery addresses, ' +
    'wishlist, Coco Club details and the messages you sent us while logged in are erased, and you have been logged out everywhere.';
  const kept =
    d.keptOrders > 0
      ? `The law asks us to keep the records of your ${d.keptOrders === 1 ? 'order' : `${d.keptOrders} orders`} (what was bought, when, and what was paid) for our accounts; they no longer carry your name or any way to reach you.`
      : '';
  // Rule 46 puts the recipient's name and address on an invoice, and s.36 keeps it as issued.
  const invoices =
    d.keptTaxDocuments > 0
      ? 'Only the tax invoices and credit notes issued for them keep the name and delivery address they were made out to, unchanged, for the six years GST law asks us to keep them.'
      : '';
  const last = 'This is the last email we send you. You are welcome back any time with a new account.';
  return {
    subject: subjectLine('Your Koolers account has been deleted'),
    text:
      [`Hi ${d.name},`, '', erased, ...(kept ? ['', kept] : []), ...(invoices ? ['', invoices] : []), '', last].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Your account has been deleted',
      `<p>Hi ${escapeHtml(d.name)},</p>
<p>${escapeHtml(erased)}</p>
${kept ? `<p>${escapeHtml(kept)}</p>` : ''}
${invoices ? `<p>${escapeHtml(invoices)}</p>` : ''}
<p>${escapeHtml(last)}</p>`,
    ),
  };
}
