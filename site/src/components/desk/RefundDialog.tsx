import { paiseAsDecimal, rupeesToPaise } from '@koolers/contracts/money';
import type { PricedLine } from '@koolers/contracts/orders';
import { type RefundLine, refundOfLines } from '@koolers/contracts/refunds';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { newIdempotencyKey } from './order-actions.ts';

type RefundBody = { amountPaise?: number; reason: string; idempotencyKey: string; lines?: RefundLine[]; cancelOrder?: boolean };

/**
 * Refund through Razorpay, in full or in part (owners only), Shopify's way (UX review 2, problem 7):
 * staff pick lines and quantities and the amount is worked out (contracts/refunds.ts), still theirs
 * to change; cancelling the order is a choice of its own, unticked, and the button says it. The form
 * keeps one idempotency key, so a double click or a resend refunds once; the order shows the refund
 * when Razorpay confirms it. A refund Razorpay did not answer for stays on hold (and counted) until
 * Razorpay says whether it was made, so reopening this dialog cannot send a second one meanwhile.
 */
export function RefundDialog({
  orderNumber,
  refundablePaise,
  lines,
  cancellable,
  onRefund,
  onClose,
}: {
  orderNumber: string;
  refundablePaise: number;
  /** The order's lines, to refund by quantity. */
  lines: readonly PricedLine[];
  /** The order has not left the shop: "Also cancel the order" is offered. */
  cancellable: boolean;
  onRefund: (body: RefundBody) => Promise<string | null>;
  onClose: () => void;
}) {
  const words = useWords('deskOrders');
  const dialog = useRef<HTMLDialogElement>(null);
  const key = useRef(newIdempotencyKey());
  const [amount, setAmount] = useState(paiseAsDecimal(refundablePaise));
  const [quantities, setQuantities] = useState<number[]>(() => lines.map(() => 0));
  const [cancelOrder, setCancelOrder] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const picked: RefundLine[] = lines.flatMap((line, index) =>
    (quantities[index] ?? 0) > 0 ? [{ ref: line.ref, size: line.size, quantity: quantities[index] ?? 0 }] : [],
  );
  const pickQuantity = (index: number, quantity: number) => {
    const next = quantities.map((current, at) => (at === index ? quantity : current));
    setQuantities(next);
    const chosen = lines.flatMap((line, at) => ((next[at] ?? 0) > 0 ? [{ ref: line.ref, size: line.size, quantity: next[at] ?? 0 }] : []));
    // The amount follows the lines picked (never above what is left); picking none gives back the rest.
    setAmount(paiseAsDecimal(chosen.length ? Math.min(refundOfLines(lines, chosen), refundablePaise) : refundablePaise));
  };

  const paise = rupeesToPaise(Number(amount));
  const amountProblem =
    !/^\d+(\.\d{1,2})?$/.test(amount.trim()) || paise < 1 || paise > refundablePaise
      ? fill(words.refundAmountProblem, { amount: formatPaise(refundablePaise) })
      : '';

  return (
    <dialog ref={dialog} className="desk-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (amountProblem || !reason.trim()) return setError(amountProblem || words.refundReasonMissing);
          if (busy) return;
          setBusy(true);
          const failed = await onRefund({
            ...(paise === refundablePaise && picked.length === 0 ? {} : { amountPaise: paise }),
            ...(picked.length ? { lines: picked } : {}),
            ...(cancelOrder ? { cancelOrder: true } : {}),
            reason: reason.trim(),
            idempotencyKey: key.current,
          });
          setBusy(false);
          if (failed) setError(failed);
          else dialog.current?.close();
        }}
      >
        <h2 id={`${id}-title`}>{fill(words.refundTitle, { number: orderNumber })}</h2>
        <p>{fill(words.refundIntro, { amount: formatPaise(refundablePaise) })}</p>
        <FormAlert message={error} />
        {lines.length > 0 && (
          <fieldset className="refund-lines">
            <legend>{words.itemsToRefund}</legend>
            {lines.map((line, index) => (
              <div className="refund-lines__line" key={`${line.ref}-${line.size ?? ''}`}>
                <label htmlFor={`${id}-line-${index}`}>
                  {fill(words.lineOrdered, { item: line.size ? `${line.name} (${line.size})` : line.name, quantity: line.quantity })}
                </label>
                <input
                  id={`${id}-line-${index}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.quantity}
                  value={quantities[index] ?? 0}
                  onChange={(event) =>
                    pickQuantity(index, Math.max(0, Math.min(line.quantity, Math.trunc(Number(event.target.value) || 0))))
                  }
                />
              </div>
            ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={`${id}-amount`}>{words.amountInRupees}</label>
          <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{words.reasonForCustomer}</label>
          <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        {cancellable && (
          <label className="desk-check">
            <input type="checkbox" checked={cancelOrder} onChange={(event) => setCancelOrder(event.target.checked)} /> {words.alsoCancel}
          </label>
        )}
        <div className="form__actions">
          <button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {fill(cancelOrder ? words.refundAndCancelButton : words.refundButton, { amount: amountProblem ? '' : formatPaise(paise) })}
          </button>
          <button type="button" className="button--light" onClick={() => dialog.current?.close()}>
            {words.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}
