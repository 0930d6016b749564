import { paiseAsDecimal, rupeesToPaise } from '@koolers/contracts/money';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { newIdempotencyKey } from './order-actions.ts';

/**
 * Refund through Razorpay, in full or in part (owners only). The form keeps one idempotency key,
 * so a double click or a resend refunds once; the order shows the refund when Razorpay confirms it.
 * A refund Razorpay did not answer for stays on hold (and counted) until Razorpay says whether it
 * was made, so reopening this dialog cannot send a second one meanwhile.
 */
export function RefundDialog({
  orderNumber,
  refundablePaise,
  onRefund,
  onClose,
}: {
  orderNumber: string;
  refundablePaise: number;
  onRefund: (body: { amountPaise?: number; reason: string; idempotencyKey: string }) => Promise<string | null>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const key = useRef(newIdempotencyKey());
  const [amount, setAmount] = useState(paiseAsDecimal(refundablePaise));
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const paise = rupeesToPaise(Number(amount));
  const amountProblem =
    !/^\d+(\.\d{1,2})?$/.test(amount.trim()) || paise < 1 || paise > refundablePaise
      ? `Enter an amount between ₹0.01 and ${formatPaise(refundablePaise)}.`
      : '';

  return (
    <dialog ref={dialog} className="desk-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (amountProblem || !reason.trim()) return setError(amountProblem || 'Please give a reason for the refund.');
          if (busy) return;
          setBusy(true);
          const failed = await onRefund({
            ...(paise === refundablePaise ? {} : { amountPaise: paise }),
            reason: reason.trim(),
            idempotencyKey: key.current,
          });
          setBusy(false);
          if (failed) setError(failed);
          else dialog.current?.close();
        }}
      >
        <h2 id={`${id}-title`}>Refund order {orderNumber}</h2>
        <p>
          Razorpay returns the money to the card, account or UPI it was paid from. Up to {formatPaise(refundablePaise)} can be refunded.
        </p>
        <FormAlert message={error} />
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount in rupees</label>
          <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason for the customer</label>
          <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <div className="form__actions">
          <button type="submit" disabled={busy} aria-busy={busy || undefined}>
            Refund {amountProblem ? '' : formatPaise(paise)}
          </button>
          <button type="button" className="button--light" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
