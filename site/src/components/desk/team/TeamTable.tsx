import { useWords } from '../../../lib/words.tsx';
import { DeskTable } from '../DeskTable.tsx';
import type { Member } from './team-view.ts';

/**
 * Everyone with a desk account, with a switch to turn each other account off or on again. Unwrapped:
 * the team's screen scrolls it sideways together with the open invitations under it.
 */
export function TeamTable({ members, ownId, onToggle }: { members: Member[]; ownId: number; onToggle: (member: Member) => void }) {
  const words = useWords('desk');
  return (
    <DeskTable
      wrapped={false}
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        {
          header: words.columnName,
          cell: (member) => (
            <>
              {member.name}
              {member.disabledAt && <strong> {words.turnedOff}</strong>}
            </>
          ),
        },
        { header: words.columnEmail, cell: (member) => member.email },
        { header: words.columnRole, cell: (member) => member.role },
        { header: words.columnAuthenticator, cell: (member) => (member.hasSecondFactor ? words.authenticatorSetUp : words.waitingForLink) },
        {
          header: words.columnActions,
          cell: (member) =>
            member.id !== ownId && (
              <div className="desk-actions">
                <button type="button" className="button--small button--light" onClick={() => onToggle(member)}>
                  {member.disabledAt ? words.turnOn : words.turnOff}
                  <span className="visually-hidden"> {member.name}</span>
                </button>
              </div>
            ),
        },
      ]}
    />
  );
}
