import { useWords } from '../../lib/words.tsx';

/** The dialog's head: Back (on the payment step), its title, and Close; both held while something is being sent. */
export function JoinClubHead({ title, busy, onBack, onClose }: { title: string; busy: boolean; onBack?: () => void; onClose: () => void }) {
  const words = useWords('club');
  return (
    <div className="modal__head">
      {onBack && (
        <button type="button" className="icon-button" aria-label={words.back} onClick={onBack} disabled={busy}>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M19 12H5M11 18l-6-6 6-6" />
          </svg>
        </button>
      )}
      <h2 id="join-club-title">{title}</h2>
      <button type="button" className="icon-button" aria-label={words.close} onClick={onClose} disabled={busy}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
