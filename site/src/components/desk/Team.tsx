import { useCallback, useEffect, useState } from 'react';
import { type ApiResult, api } from '../../lib/api.ts';
import { useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { Staff } from './desk-api.ts';
import { fillNodes } from './fill-nodes.tsx';
import { InviteForm } from './team/InviteForm.tsx';
import { OpenInvitations } from './team/OpenInvitations.tsx';
import { SignInResetForm } from './team/SignInResetForm.tsx';
import { TeamTable } from './team/TeamTable.tsx';
import type { Notice, SentLink, TeamView } from './team/team-view.ts';

/**
 * Owners: the team, invitations (a link, also emailed), sign-in resets (a new link for a lost phone
 * or password, also emailed), accounts turned off. Inviting and resetting let someone into the desk,
 * so each asks for a current code from the owner's own authenticator app.
 */
export function Team({ staff }: { staff: Staff }) {
  const words = useWords('desk');
  const [team, setTeam] = useState<TeamView | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [link, setLink] = useState<SentLink | null>(null);

  const load = useCallback(async () => {
    const result = await api.get<TeamView>('/admin/staff');
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

  async function sent(sentLink: SentLink, sentNotice: Notice) {
    setLink(sentLink);
    setNotice(sentNotice);
    await load();
  }

  const others = team?.staff.filter((member) => member.id !== staff.id && !member.disabledAt) ?? [];

  return (
    <section aria-labelledby="team-heading">
      <h1 id="team-heading">{words.teamHeading}</h1>
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      {link && <p>{fillNodes(words.sentLink, { what: link.what, url: <code>{link.url}</code> })}</p>}
      <InviteForm onSent={sent} onNotice={setNotice} />
      <SignInResetForm others={others} onSent={sent} onNotice={setNotice} />
      {!team && <p role="status">{words.loadingTeam}</p>}
      {team && (
        <div className="desk-table-wrap">
          <TeamTable
            members={team.staff}
            ownId={staff.id}
            onToggle={(member) => act(api.put(`/admin/staff/${member.id}/disabled`, { disabled: !member.disabledAt }), words.done)}
          />
          <OpenInvitations
            invites={team.invites}
            onWithdraw={(open) => act(api.delete(`/admin/staff/invites/${open.id}`), words.invitationWithdrawn)}
          />
        </div>
      )}
    </section>
  );
}
