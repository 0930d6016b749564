import { escapeHtml } from '../escape-html.ts';
import { formatDate } from '../format.ts';
import { button, type EmailContent, layout, subjectLine } from './layout.ts';

export type StaffInviteEmailData = { link: string; role: 'owner' | 'staff'; invitedBy: string; expiresAt: string };

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
