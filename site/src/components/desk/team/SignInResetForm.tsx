import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useWords } from '../../../lib/words.tsx';
import { OwnCode } from './OwnCode.tsx';
import type { Member, Notice, SentLink } from './team-view.ts';

/**
 * A new sign-in link for someone else on the team (a lost phone, a forgotten or leaked password).
 * Kept mounted while nobody can be chosen, so what was typed stays, as it did in the team's screen.
 */
export function SignInResetForm({
  others,
  onSent,
  onNotice,
}: {
  others: Member[];
  onSent: (link: SentLink, notice: Notice) => Promise<void>;
  onNotice: (notice: Notice) => void;
}) {
  const words = useWords('desk');
  const [resetId, setResetId] = useState('');
  const [resetCode, setResetCode] = useState('');

  async function resetSignIn(event: FormEvent) {
    event.preventDefault();
    const result = await api.post<{ link: string; message: string }>(`/admin/staff/${resetId}/sign-in-reset`, { code: resetCode });
    setResetCode('');
    if (result.ok) await onSent({ what: words.signInLink, url: result.data.link }, { tone: 'success', text: result.data.message });
    else onNotice({ tone: 'error', text: result.message });
  }

  if (others.length === 0) return null;
  return (
    <form className="desk-filters" onSubmit={resetSignIn} aria-label={words.sendNewSignInLink}>
      <div className="field">
        <label htmlFor="reset-member">{words.newSignInLinkFor}</label>
        <p id="reset-member-hint" className="field__hint">
          {words.newSignInLinkHint}
        </p>
        <select
          id="reset-member"
          aria-describedby="reset-member-hint"
          required
          value={resetId}
          onChange={(event) => setResetId(event.target.value)}
        >
          <option value="">{words.chooseSomeone}</option>
          {others.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name} ({member.email})
            </option>
          ))}
        </select>
      </div>
      <OwnCode id="reset-code" value={resetCode} onChange={setResetCode} />
      <div className="desk-actions">
        <button type="submit">{words.sendSignInLink}</button>
      </div>
    </form>
  );
}
