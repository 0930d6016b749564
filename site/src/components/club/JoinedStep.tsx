import { useWords } from '../../lib/words.tsx';
import { checkingMessage } from './club-request.ts';
import type { PendingRequest } from './join-club.ts';

/** The end: the success message (the dialog closes itself 3 seconds later), and for a UPI request, what the shop checks. */
export function JoinedStep({
  message,
  pending,
  stepStart,
  onClose,
}: {
  message: string;
  pending: PendingRequest | null;
  stepStart: (element: HTMLElement | null) => void;
  onClose: () => void;
}) {
  const words = useWords('club');
  return (
    <div className="join-club__done">
      <p role="status" className="form-alert form-alert--success" ref={stepStart} tabIndex={-1}>
        {message}
      </p>
      {pending && <p>{checkingMessage(pending, words)}</p>}
      <button type="button" className="button button--light" onClick={onClose}>
        {words.close}
      </button>
    </div>
  );
}
