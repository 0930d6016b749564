import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal question with two answers (a native <dialog>: focus moves in and is kept there, Esc
 * answers "cancel", focus returns to the button that opened it).
 */
export function ConfirmDialog({
  open,
  question,
  confirmLabel,
  cancelLabel,
  busy = false,
  children,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__question">
        {question}
      </h2>
      {children}
      <div className="form__actions">
        <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--light" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
