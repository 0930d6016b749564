import type { StaffRole } from '@koolers/contracts/staff';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { fill, useWords } from '../../../lib/words.tsx';
import { OwnCode } from './OwnCode.tsx';
import type { Notice, SentLink } from './team-view.ts';

/** Invites someone by email, as staff or owner; the link is also shown, to send another way. */
export function InviteForm({
  onSent,
  onNotice,
}: {
  onSent: (link: SentLink, notice: Notice) => Promise<void>;
  onNotice: (notice: Notice) => void;
}) {
  const words = useWords('desk');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [inviteCode, setInviteCode] = useState('');

  async function invite(event: FormEvent) {
    event.preventDefault();
    const result = await api.post<{ link: string }>('/admin/staff/invites', { email: email.trim(), role, code: inviteCode });
    setInviteCode('');
    if (result.ok) {
      setEmail('');
      await onSent(
        { what: words.invitationLink, url: result.data.link },
        { tone: 'success', text: fill(words.invitationEmailed, { email: email.trim() }) },
      );
    } else onNotice({ tone: 'error', text: result.message });
  }

  return (
    <form className="desk-filters" onSubmit={invite} aria-label={words.inviteTeamMember}>
      <div className="field">
        <label htmlFor="invite-email">{words.emailLabel}</label>
        <input id="invite-email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="invite-role">{words.inviteRole}</label>
        <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          <option value="staff">{words.roleStaffOption}</option>
          <option value="owner">{words.roleOwnerOption}</option>
        </select>
      </div>
      <OwnCode id="invite-code" value={inviteCode} onChange={setInviteCode} />
      <div className="desk-actions">
        <button type="submit">{words.sendInvitation}</button>
      </div>
    </form>
  );
}
