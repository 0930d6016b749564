import { useId, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import type { QuoteState } from '../cart/quote.ts';
import { type PaymentChoice, readDraft, saveDraft } from './checkout-draft.ts';

/**
 * Online (UPI, card, netbanking, wallet through Razorpay) or cash on delivery. With COD chosen the
 * quote is the server's for COD: its fee, if the shop charges one, is shown under the choice. When
 * the shop refused COD for this order (the review's Place order), its words stay beside the choice.
 */
export default function PaymentStep({
  quote,
  onChoose,
  onNext,
  onPrevious,
}: {
  quote: QuoteState;
  onChoose: (method: PaymentChoice) => void;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const [method, setMethod] = useState<PaymentChoice>(readDraft().method ?? 'razorpay');
  const refused = readDraft().codRefused;
  const refusedId = useId();
  const feeId = useId();
  const priced = 'quote' in quote ? quote.quote : undefined;
  const codFeePaise = method === 'cod' ? priced?.codFeePaise : undefined;
  const choose = (chosen: PaymentChoice) => {
    setMethod(chosen);
    onChoose(chosen);
  };
  const describedBy = [refused ? refusedId : '', codFeePaise ? feeId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form
      className="checkout-step"
      onSubmit={(event) => {
        event.preventDefault();
        // Another way to pay leaves the refusal behind; COD again keeps it in view until the review tries again.
        saveDraft(method === 'cod' ? { method } : { method, codRefused: undefined });
        onChoose(method);
        onNext();
      }}
    >
      <fieldset className="payment-choice">
        <legend className="visually-hidden">Payment method</legend>
        <label>
          <input type="radio" name="method" value="razorpay" checked={method === 'razorpay'} onChange={() => choose('razorpay')} />
          <span>
            <strong>Pay online</strong>
            <span className="muted">UPI, card, netbanking or wallet, securely through Razorpay</span>
          </span>
        </label>
        <label>
          <input
            type="radio"
            name="method"
            value="cod"
            checked={method === 'cod'}
            onChange={() => choose('cod')}
            aria-invalid={refused ? true : undefined}
            aria-describedby={describedBy}
          />
          <span>
            <strong>Cash on delivery</strong>
            <span className="muted">Pay in cash or by UPI when your order arrives</span>
            {codFeePaise ? (
              <span id={feeId} className="muted">
                A cash on delivery fee of {formatPaise(codFeePaise)} is added to your order.
              </span>
            ) : null}
          </span>
        </label>
        {refused && (
          <p id={refusedId} className="field__error">
            {refused}
          </p>
        )}
      </fieldset>
      <div className="checkout-actions">
        <button type="button" className="button button--light" onClick={onPrevious}>
          Previous
        </button>
        <button type="submit" className="button">
          Next
        </button>
      </div>
    </form>
  );
}
