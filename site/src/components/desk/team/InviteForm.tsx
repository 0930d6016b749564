import type { StaffRole } from '@koolers/contracts/staff';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api.ts';
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
        { what: 'Invitation link', url: result.data.link },
        { tone: 'success', text: `Invitation emailed to ${email.trim()}. The link works once, for 48 hours.` },
      );
    } else onNotice({ tone: 'error', text: result.message });
  }

  return (
    <form className="desk-filters" onSubmit={invite} aria-label="Invite a team member">
      <div className="field">
        <label htmlFor="invite-email">Email</label>
        <input id="invite-email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="invite-role">Role</label>
        <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          <option value="staff">Staff (orders, Coco Club, messages)</option>
          <option value="owner">Owner (also team, refunds, audit log)</option>
        </select>
      </div>
      <OwnCode id="invite-code" value={inviteCode} onChange={setInviteCode} />
      <div className="desk-actions">
        <button type="submit">Send invitation</button>
      </div>
    </form>
  );
}
