import { useState } from 'react';
import { type PaymentChoice, readDraft, saveDraft } from './checkout-draft.ts';

/** Online (UPI, card, netbanking, wallet through Razorpay) or cash on delivery. */
export default function PaymentStep({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const [method, setMethod] = useState<PaymentChoice>(readDraft().method ?? 'razorpay');
  return (
    <form
      className="checkout-step"
      onSubmit={(event) => {
        event.preventDefault();
        saveDraft({ method });
        onNext();
      }}
    >
      <fieldset className="payment-choice">
        <legend className="visually-hidden">Payment method</legend>
        <label>
          <input type="radio" name="method" value="razorpay" checked={method === 'razorpay'} onChange={() => setMethod('razorpay')} />
          <span>
            <strong>Pay online</strong>
            <span className="muted">UPI, card, netbanking or wallet, securely through Razorpay</span>
          </span>
        </label>
        <label>
          <input type="radio" name="method" value="cod" checked={method === 'cod'} onChange={() => setMethod('cod')} />
          <span>
            <strong>Cash on delivery</strong>
            <span className="muted">Pay in cash or by UPI when your order arrives</span>
          </span>
        </label>
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
