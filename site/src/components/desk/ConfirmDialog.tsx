import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useWords } from '../../lib/words.tsx';

/**
 * Asks before a step that moves money or cannot be undone: the title names the step, the body what
 * follows from it, the confirming button repeats the step's own words. Going back changes nothing.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  children,
  onConfirm,
  onClose,
}: {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const words = useWords('desk');
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="desk-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          await onConfirm();
          setBusy(false);
          dialog.current?.close();
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-body`}>{children}</div>
        <div className="form__actions">
          <button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
          <button type="button" className="button--light" onClick={() => dialog.current?.close()}>
            {words.goBack}
          </button>
        </div>
      </form>
    </dialog>
  );
}
