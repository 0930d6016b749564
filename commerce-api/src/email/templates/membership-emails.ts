import { escapeHtml } from '../escape-html.ts';
import { formatDate, formatRupees } from '../format.ts';
import { button, type EmailContent, layout, safeHref, subjectLine, TEXT_SIGNATURE } from './layout.ts';

export type MembershipEmailData = {
  id: string;
  name: string;
  email: string;
  amountPaise: number;
  upiLink: string;
  expiresAt: string | null;
};

/** To the customer after they asked to join Coco Club: how to pay. */
export function membershipRequestedEmail(m: MembershipEmailData): EmailContent {
  const amount = formatRupees(m.amountPaise);
  const pay = `To complete your Coco Club membership, please pay ${amount} by UPI.`;
  const after = 'As soon as we see your payment, we will activate your membership and write to you again.';
  return {
    subject: subjectLine('Thank you for joining Coco Club!'),
    text:
      [
        `Hi ${m.name},`,
        '',
        'Thank you for subscribing! We will connect with you shortly.',
        '',
        pay,
        `Pay with any UPI app: ${m.upiLink}`,
        `Your request number: ${m.id}`,
        '',
        after,
      ].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Thank you for joining Coco Club!',
      `<p>Hi ${escapeHtml(m.name)},</p>
<p>Thank you for subscribing! We will connect with you shortly.</p>
<p>${escapeHtml(pay)}</p>
${button(`Pay ${amount} with UPI`, m.upiLink)}
<p>Your request number: <strong>${escapeHtml(m.id)}</strong></p>
<p>${escapeHtml(after)}</p>`,
    ),
  };
}

/** To the customer when the payment is confirmed and the membership runs. */
export function membershipActivatedEmail(m: MembershipEmailData): EmailContent {
  const until = m.expiresAt ? `Your membership is active until ${formatDate(m.expiresAt)}.` : 'Your membership is now active.';
  const welcome = `We have received your payment of ${formatRupees(m.amountPaise)}. ${until}`;
  const perks = 'Enjoy your member discounts on fresh coconut drinks, straight from Navi Mumbai.';
  return {
    subject: subjectLine('Welcome to Coco Club: your membership is active'),
    text: [`Hi ${m.name},`, '', welcome, perks, `Membership number: ${m.id}`].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Welcome to Coco Club!',
      `<p>Hi ${escapeHtml(m.name)},</p>
<p>${escapeHtml(welcome)}</p>
<p>${escapeHtml(perks)}</p>
<p>Membership number: <strong>${escapeHtml(m.id)}</strong></p>`,
    ),
  };
}

/** To the shop: someone asked to join Coco Club and will pay by UPI. */
export function membershipRequestForShopEmail(m: MembershipEmailData): EmailContent {
  const amount = formatRupees(m.amountPaise);
  const href = safeHref(m.upiLink);
  return {
    subject: subjectLine(`Coco Club request ${m.id} from ${m.name}`),
    text: [
      `New Coco Club request ${m.id}`,
      `Name: ${m.name}`,
      `Email: ${m.email}`,
      `Amount due: ${amount}`,
      `UPI link sent: ${m.upiLink}`,
      '',
      'Activate the membership once the payment shows in the UPI account.',
    ].join('\n'),
    html: layout(
      `Coco Club request ${m.id}`,
      `<p>Name: <strong>${escapeHtml(m.name)}</strong><br>
Email: ${escapeHtml(m.email)}<br>
Amount due: ${escapeHtml(amount)}<br>
UPI link sent: ${href ? `<a href="${escapeHtml(href)}">${escapeHtml(m.upiLink)}</a>` : escapeHtml(m.upiLink)}</p>
<p>Activate the membership once the payment shows in the UPI account.</p>`,
    ),
  };
}
