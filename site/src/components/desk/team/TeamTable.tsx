import { DeskTable } from '../DeskTable.tsx';
import type { Member } from './team-view.ts';

/**
 * Everyone with a desk account, with a switch to turn each other account off or on again. Unwrapped:
 * the team's screen scrolls it sideways together with the open invitations under it.
 */
export function TeamTable({ members, ownId, onToggle }: { members: Member[]; ownId: number; onToggle: (member: Member) => void }) {
  return (
    <DeskTable
      wrapped={false}
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        {
          header: 'Name',
          cell: (member) => (
            <>
              {member.name}
              {member.disabledAt && <strong> (turned off)</strong>}
            </>
          ),
        },
        { header: 'Email', cell: (member) => member.email },
        { header: 'Role', cell: (member) => member.role },
        { header: 'Authenticator', cell: (member) => (member.hasSecondFactor ? 'Set up' : 'Waiting for their link') },
        {
          header: 'Actions',
          cell: (member) =>
            member.id !== ownId && (
              <div className="desk-actions">
                <button type="button" className="button--small button--light" onClick={() => onToggle(member)}>
                  {member.disabledAt ? 'Turn on' : 'Turn off'}
                  <span className="visually-hidden"> {member.name}</span>
                </button>
              </div>
            ),
        },
      ]}
    />
  );
}
