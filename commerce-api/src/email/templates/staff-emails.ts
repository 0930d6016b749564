import type { StaffRole } from '@koolers/contracts/staff';
import { escapeHtml } from '../escape-html.ts';
import { formatDate } from '../format.ts';
import { button, type EmailContent, layout, subjectLine } from './layout.ts';

export type StaffInviteEmailData = { link: string; role: StaffRole; invitedBy: string; expiresAt: string };

/** To someone an owner invited to the order desk: the one-time link to create their account. */
export function staffInviteEmail(invite: StaffInviteEmailData): EmailContent {
  const what = `${invite.invitedBy} invited you to the Koolers order desk as ${invite.role === 'owner' ? 'an owner' : 'staff'}.`;
  const validity = `The link works once, until ${formatDate(invite.expiresAt)}. You will also set up an authenticator app (a second step at every sign-in).`;
  return {
    subject: subjectLine('Your invitation to the Koolers order desk'),
    text: [what, '', `Create your account: ${invite.link}`, '', validity, '', 'Not expecting this? Ignore this email.'].join('\n'),
    html: layout(
      'You are invited to the order desk',
      `<p>${escapeHtml(what)}</p>
${button('Create your account', invite.link)}
<p>${escapeHtml(validity)}</p>
<p style="color:#55705a">Not expecting this? Ignore this email.</p>`,
    ),
  };
}

export type StaffSignInResetEmailData = { link: string; name: string; resetBy: string; expiresAt: string };

/** To a staff member whose sign-in an owner reset (lost phone, forgotten or leaked password): the one-time link to set it up again. */
export function staffSignInResetEmail(reset: StaffSignInResetEmailData): EmailContent {
  const what = `${reset.resetBy} reset your sign-in to the Koolers order desk. Your old password and authenticator app no longer work.`;
  const validity = `The link works once, until ${formatDate(reset.expiresAt)}: choose a new password, then set up your authenticator app again.`;
  return {
    subject: subjectLine('Set up your sign-in to the Koolers order desk again'),
    text: [
      `Hello ${reset.name},`,
      '',
      what,
      '',
      `Set it up again: ${reset.link}`,
      '',
      validity,
      '',
      'Not expecting this? Tell an owner of the shop.',
    ].join('\n'),
    html: layout(
      'Your sign-in was reset',
      `<p>Hello ${escapeHtml(reset.name)},</p>
<p>${escapeHtml(what)}</p>
${button('Set up your sign-in', reset.link)}
<p>${escapeHtml(validity)}</p>
<p style="color:#55705a">Not expecting this? Tell an owner of the shop.</p>`,
    ),
  };
}
