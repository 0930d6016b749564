import type { StaffRole } from '@koolers/contracts/staff';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { type ApiResult, api } from '../../lib/api.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { Staff } from './desk-api.ts';
import { atTime } from './desk-time.ts';

type Member = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  hasSecondFactor: boolean;
  createdAt: string;
  disabledAt: string | null;
};
type Invite = { id: number; email: string; role: StaffRole; expiresAt: string };
type Notice = { tone: 'error' | 'success'; text: string };

/**
 * Owners: the team, invitations (a link, also emailed), sign-in resets (a new link for a lost phone
 * or password, also emailed), accounts turned off. Inviting and resetting let someone into the desk,
 * so each asks for a current code from the owner's own authenticator app.
 */
export function Team({ staff }: { staff: Staff }) {
  const [team, setTeam] = useState<{ staff: Member[]; invites: Invite[] } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [inviteCode, setInviteCode] = useState('');
  const [resetId, setResetId] = useState('');
  const [resetCode, setResetCode] = useState('');
  const [link, setLink] = useState<{ what: string; url: string } | null>(null);

  const load = useCallback(async () => {
    const result = await api.get<{ staff: Member[]; invites: Invite[] }>('/admin/staff');
    if (result.ok) setTeam(result.data);
    else setNotice({ tone: 'error', text: result.message });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function act(request: Promise<ApiResult<{ message?: string } | null>>, done: string) {
    const result = await request;
    setNotice(result.ok ? { tone: 'success', text: result.data?.message ?? done } : { tone: 'error', text: result.message });
    await load();
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    const result = await api.post<{ link: string }>('/admin/staff/invites', { email: email.trim(), role, code: inviteCode });
    setInviteCode('');
    if (result.ok) {
      setLink({ what: 'Invitation link', url: result.data.link });
      setEmail('');
      setNotice({ tone: 'success', text: `Invitation emailed to ${email.trim()}. The link works once, for 48 hours.` });
      await load();
    } else setNotice({ tone: 'error', text: result.message });
  }

  async function resetSignIn(event: FormEvent) {
    event.preventDefault();
    const result = await api.post<{ link: string; message: string }>(`/admin/staff/${resetId}/sign-in-reset`, { code: resetCode });
    setResetCode('');
    if (result.ok) {
      setLink({ what: 'Sign-in link', url: result.data.link });
      setNotice({ tone: 'success', text: result.data.message });
      await load();
    } else setNotice({ tone: 'error', text: result.message });
  }

  const others = team?.staff.filter((member) => member.id !== staff.id && !member.disabledAt) ?? [];

  return (
    <section aria-labelledby="team-heading">
      <h1 id="team-heading">Team</h1>
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      {link && (
        <p>
          {link.what} (to send another way if the email is slow): <code>{link.url}</code>
        </p>
      )}
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
      {others.length > 0 && (
        <form className="desk-filters" onSubmit={resetSignIn} aria-label="Send a new sign-in link">
          <div className="field">
            <label htmlFor="reset-member">New sign-in link for</label>
            <p id="reset-member-hint" className="field__hint">
              A lost phone, a forgotten or leaked password: their password and app stop working, and the emailed link sets new ones.
            </p>
            <select
              id="reset-member"
              aria-describedby="reset-member-hint"
              required
              value={resetId}
              onChange={(event) => setResetId(event.target.value)}
            >
              <option value="">Choose someone</option>
              {others.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({member.email})
                </option>
              ))}
            </select>
          </div>
          <OwnCode id="reset-code" value={resetCode} onChange={setResetCode} />
          <div className="desk-actions">
            <button type="submit">Send sign-in link</button>
          </div>
        </form>
      )}
      {!team && <p role="status">Loading the team...</p>}
      {team && (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Authenticator</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {team.staff.map((member) => (
                <tr key={member.id}>
                  <td>
                    {member.name}
                    {member.disabledAt && <strong> (turned off)</strong>}
                  </td>
                  <td>{member.email}</td>
                  <td>{member.role}</td>
                  <td>{member.hasSecondFactor ? 'Set up' : 'Waiting for their link'}</td>
                  <td>
                    {member.id !== staff.id && (
                      <div className="desk-actions">
                        <button
                          type="button"
                          className="button--small button--light"
                          onClick={() => act(api.put(`/admin/staff/${member.id}/disabled`, { disabled: !member.disabledAt }), 'Done.')}
                        >
                          {member.disabledAt ? 'Turn on' : 'Turn off'}
                          <span className="visually-hidden"> {member.name}</span>
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {team.invites.length > 0 && (
            <>
              <h2>Open invitations</h2>
              <ul>
                {team.invites.map((open) => (
                  <li key={open.id}>
                    {open.email} ({open.role}), until {atTime(open.expiresAt)}{' '}
                    <button
                      type="button"
                      className="button--small button--light"
                      onClick={() => act(api.delete(`/admin/staff/invites/${open.id}`), 'Invitation withdrawn.')}
                    >
                      Withdraw<span className="visually-hidden"> the invitation of {open.email}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** A current code from the owner's own authenticator app: what a session alone cannot provide. */
function OwnCode({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Your code</label>
      <p id={`${id}-hint`} className="field__hint">
        6 digits from your authenticator app.
      </p>
      <input
        id={id}
        aria-describedby={`${id}-hint`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={'\\d{6}'}
        required
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </div>
  );
}
