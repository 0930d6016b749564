import { atTime } from '../desk-time.ts';
import type { Invite } from './team-view.ts';

/** Invitations sent and not yet used, each until it runs out, with a way to withdraw it. */
export function OpenInvitations({ invites, onWithdraw }: { invites: Invite[]; onWithdraw: (invite: Invite) => void }) {
  if (invites.length === 0) return null;
  return (
    <>
      <h2>Open invitations</h2>
      <ul>
        {invites.map((open) => (
          <li key={open.id}>
            {open.email} ({open.role}), until {atTime(open.expiresAt)}{' '}
            <button type="button" className="button--small button--light" onClick={() => onWithdraw(open)}>
              Withdraw<span className="visually-hidden"> the invitation of {open.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
