import { useEffect, useId, useRef, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { fillNodes } from './fill-nodes.tsx';

/**
 * The spec's "Delete", built as a cancellation and named so: the title names the act and the order
 * ("Cancel order KC-1199?", not the spec's "delete" question: the shop never erases an order), the
 * body says the order is kept, and a reason is needed (it goes to the customer's email and the
 * timeline). "Keep the order" comes first and the red button sits at the other end, so a slip
 * never lands on the wrong one.
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
  const words = useWords('deskOrders');
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
        <h2 id={`${id}-title`}>{fill(words.cancelTitle, { number: orderNumber })}</h2>
        <p>{fillNodes(words.cancelBody, { number: <strong>{orderNumber}</strong> })}</p>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{words.reasonForCustomer}</label>
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
              {words.cancelReasonMissing}
            </p>
          )}
        </div>
        <div className="form__actions desk-dialog__apart">
          <button type="button" className="button--light" onClick={() => dialog.current?.close()}>
            {words.keepOrder}
          </button>
          <button type="submit" className="button--destructive" disabled={busy} aria-busy={busy || undefined}>
            {words.cancelOrder}
          </button>
        </div>
      </form>
    </dialog>
  );
}
