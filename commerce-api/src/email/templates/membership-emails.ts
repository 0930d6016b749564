import { formatPaise } from '@koolers/contracts/money';
import { escapeHtml } from '../escape-html.ts';
import { formatDate } from '../format.ts';
import { type EmailContent, layout, subjectLine, TEXT_SIGNATURE } from './layout.ts';

export type MembershipEmailData = {
  /** The request's number people read (CC-1001), never its internal id. */
  number: string;
  name: string;
  email: string;
  amountPaise: number;
  expiresAt: string | null;
  /** The reference (UTR) of the UPI payment the member said they made. */
  upiReference: string | null;
};

/** To the customer after "I've paid": the shop is checking their UPI payment. */
export function membershipRequestedEmail(m: MembershipEmailData): EmailContent {
  const amount = formatPaise(m.amountPaise);
  const checking = `We are checking your UPI payment of ${amount} for Coco Club${m.upiReference ? ` (UPI reference ${m.upiReference})` : ''}.`;
  const after = 'As soon as we see your payment, we will activate your membership and write to you again. There is no need to pay again.';
  return {
    subject: subjectLine('Thank you for joining Coco Club!'),
    text:
      [
        `Hi ${m.name},`,
        '',
        'Thank you for subscribing! We will connect with you shortly.',
        '',
        checking,
        `Your request number: ${m.number}`,
        '',
        after,
      ].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Thank you for joining Coco Club!',
      `<p>Hi ${escapeHtml(m.name)},</p>
<p>Thank you for subscribing! We will connect with you shortly.</p>
<p>${escapeHtml(checking)}</p>
<p>Your request number: <strong>${escapeHtml(m.number)}</strong></p>
<p>${escapeHtml(after)}</p>`,
    ),
  };
}

/** `lead`: the opening paragraph in Strapi's words (notifications/message-words.ts), instead of the one here. */
type Lead = { lead?: string };

/** To the customer when the payment is confirmed and the membership runs. */
export function membershipActivatedEmail(m: MembershipEmailData & Lead): EmailContent {
  const until = m.expiresAt ? `Your membership is active until ${formatDate(m.expiresAt)}.` : 'Your membership is now active.';
  const welcome = m.lead ?? `We have received your payment of ${formatPaise(m.amountPaise)}. ${until}`;
  const perks = 'Enjoy your member discounts on fresh coconut drinks, straight from Navi Mumbai.';
  return {
    subject: subjectLine('Welcome to Coco Club: your membership is active'),
    text: [`Hi ${m.name},`, '', welcome, perks, `Membership number: ${m.number}`].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Welcome to Coco Club!',
      `<p>Hi ${escapeHtml(m.name)},</p>
<p>${escapeHtml(welcome)}</p>
<p>${escapeHtml(perks)}</p>
<p>Membership number: <strong>${escapeHtml(m.number)}</strong></p>`,
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
  const until = m.expiresAt ? formatDate(m.expiresAt) : 'soon';
  const ends = m.lead ?? `Your Coco Club membership ${m.number} ends on ${until}.`;
  const renew = 'Renew now to keep your member discounts: your new year starts the day this one ends, so no day is lost.';
  return {
    subject: subjectLine(`Your Coco Club membership ends on ${until}`),
    text: [`Hi ${m.name},`, '', ends, renew, '', `Renew: ${m.renewLink}`].join('\n') + TEXT_SIGNATURE,
    html: layout(
      'Your Coco Club year is ending',
      `<p>Hi ${escapeHtml(m.name)},</p>
<p>${escapeHtml(ends)}</p>
<p>${escapeHtml(renew)}</p>
<p><a href="${escapeHtml(m.renewLink)}">Renew Coco Club</a></p>`,
    ),
  };
}

/** To the shop: a member paid by UPI; staff find the payment by its reference and confirm it at the desk. */
export function membershipRequestForShopEmail(m: MembershipEmailData): EmailContent {
  const amount = formatPaise(m.amountPaise);
  const reference = m.upiReference ?? 'not given';
  const todo = `Find ${amount} with UPI reference ${reference} in the UPI account, then confirm it at the desk (Coco Club).`;
  return {
    subject: subjectLine(`Coco Club request ${m.number} from ${m.name}: UPI reference ${reference}`),
    text: [
      `New Coco Club request ${m.number}`,
      `Name: ${m.name}`,
      `Email: ${m.email}`,
      `Amount: ${amount}`,
      `UPI reference (UTR): ${reference}`,
      '',
      todo,
    ].join('\n'),
    html: layout(
      `Coco Club request ${m.number}`,
      `<p>Name: <strong>${escapeHtml(m.name)}</strong><br>
Email: ${escapeHtml(m.email)}<br>
Amount: ${escapeHtml(amount)}<br>
UPI reference (UTR): <strong>${escapeHtml(reference)}</strong></p>
<p>${escapeHtml(todo)}</p>`,
    ),
  };
}
