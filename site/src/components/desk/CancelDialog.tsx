import { useEffect, useId, useRef, useState } from 'react';
import { DESK } from './desk-messages.ts';

/**
 * The spec's "Delete", built as a cancellation and named so ("Cancel order"): it asks the spec's
 * question, explains that the order is kept, and needs a reason (it goes to the customer's email
 * and the timeline).
 */
export function CancelDialog({
  orderNumber,
  onCancel,
  onClose,
}: {
  /** `KC-1043`, as staff know it. */
  orderNumber: string;
  onCancel: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const id = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="desk-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form
        method="dialog"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setTried(true);
          if (!reason.trim() || busy) return;
          setBusy(true);
          await onCancel(reason.trim());
          setBusy(false);
          dialog.current?.close();
        }}
      >
        <h2 id={`${id}-title`}>{DESK.confirmDelete}</h2>
        <p>
          Order <strong>{orderNumber}</strong> is cancelled, not erased: it stays in the list and the records, and the customer is emailed
          the reason.
        </p>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason for the customer</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            required
            aria-invalid={tried && !reason.trim() ? true : undefined}
            aria-describedby={tried && !reason.trim() ? `${id}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {tried && !reason.trim() && (
            <p id={`${id}-error`} className="field__error">
              Please give a reason for cancelling the order.
            </p>
          )}
        </div>
        <div className="form__actions">
          <button type="submit" className="button--destructive" disabled={busy} aria-busy={busy || undefined}>
            Cancel order
          </button>
          <button type="button" className="button--light" onClick={() => dialog.current?.close()}>
            Keep it
          </button>
        </div>
      </form>
    </dialog>
  );
}
