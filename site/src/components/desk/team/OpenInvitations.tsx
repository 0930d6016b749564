import { fill, useWords } from '../../../lib/words.tsx';
import { atTime } from '../desk-time.ts';
import type { Invite } from './team-view.ts';

/** Invitations sent and not yet used, each until it runs out, with a way to withdraw it. */
export function OpenInvitations({ invites, onWithdraw }: { invites: Invite[]; onWithdraw: (invite: Invite) => void }) {
  const words = useWords('desk');
  if (invites.length === 0) return null;
  return (
    <>
      <h2>{words.openInvitations}</h2>
      <ul>
        {invites.map((open) => (
          <li key={open.id}>
            {fill(words.invitationUntil, { email: open.email, role: open.role, at: atTime(open.expiresAt) })}{' '}
            <button type="button" className="button--small button--light" onClick={() => onWithdraw(open)}>
              {words.withdraw}
              <span className="visually-hidden"> {fill(words.withdrawInvitationOf, { email: open.email })}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
