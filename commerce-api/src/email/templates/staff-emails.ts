import { emailWords } from '@koolers/contracts/emails';
import type { StaffRole } from '@koolers/contracts/staff';
import { escapeHtml } from '../escape-html.ts';
import { formatDate } from '../format.ts';
import { button, type EmailContent, layout, subjectLine } from './layout.ts';

/** The order desk's emails are in English, as the desk is. */
const words = emailWords('en');

export type StaffInviteEmailData = { link: string; role: StaffRole; invitedBy: string; expiresAt: string };

/** To someone an owner invited to the order desk: the one-time link to create their account. */
export function staffInviteEmail(invite: StaffInviteEmailData): EmailContent {
  const what = words('staff_invite.what', { invitedBy: invite.invitedBy, owner: invite.role === 'owner' });
  const validity = words('staff_invite.validity', { until: formatDate(invite.expiresAt) });
  const [create, ignore] = [words('staff_invite.create'), words('staff_invite.ignore')];
  return {
    subject: subjectLine(words('staff_invite.subject')),
    text: [what, '', `${create}: ${invite.link}`, '', validity, '', ignore].join('\n'),
    html: layout(
      words('staff_invite.heading'),
      `<p>${escapeHtml(what)}</p>
${button(create, invite.link)}
<p>${escapeHtml(validity)}</p>
<p style="color:#55705a">${escapeHtml(ignore)}</p>`,
    ),
  };
}

export type StaffSignInResetEmailData = { link: string; name: string; resetBy: string; expiresAt: string };

/** To a staff member whose sign-in an owner reset (lost phone, forgotten or leaked password): the one-time link to set it up again. */
export function staffSignInResetEmail(reset: StaffSignInResetEmailData): EmailContent {
  const hello = words('staff_reset.hello', { name: reset.name });
  const what = words('staff_reset.what', { resetBy: reset.resetBy });
  const validity = words('staff_reset.validity', { until: formatDate(reset.expiresAt) });
  const tellOwner = words('staff_reset.tell_owner');
  return {
    subject: subjectLine(words('staff_reset.subject')),
    text: [hello, '', what, '', `${words('staff_reset.again')}: ${reset.link}`, '', validity, '', tellOwner].join('\n'),
    html: layout(
      words('staff_reset.heading'),
      `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(what)}</p>
${button(words('staff_reset.button'), reset.link)}
<p>${escapeHtml(validity)}</p>
<p style="color:#55705a">${escapeHtml(tellOwner)}</p>`,
    ),
  };
}
