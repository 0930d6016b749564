import { useId } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import type { PaymentChoice } from './checkout-draft.ts';

/**
 * The review's "Payment": online through Razorpay, or cash on delivery with the shop's fee named
 * when it has one; a refusal of cash on delivery by the shop's rules stays beside that choice.
 */
export function PaymentMethods({
  method,
  busy,
  codFeePaise,
  codRefused,
  onChoose,
}: {
  method: PaymentChoice;
  busy: boolean;
  codFeePaise: number | undefined;
  codRefused: string;
  onChoose: (method: PaymentChoice) => void;
}) {
  const words = useWords('checkout');
  const codRefusedId = useId();
  const feeId = useId();
  return (
    <fieldset className="payment-choice" disabled={busy}>
      <legend>
        <h2>{words.payment}</h2>
      </legend>
      <label>
        <input type="radio" name="method" value="razorpay" checked={method === 'razorpay'} onChange={() => onChoose('razorpay')} />
        <span>
          <strong>{words.payOnline}</strong>
          <span className="muted">{words.payOnlineHint}</span>
        </span>
      </label>
      <label>
        <input
          type="radio"
          name="method"
          value="cod"
          checked={method === 'cod'}
          onChange={() => onChoose('cod')}
          aria-invalid={codRefused ? true : undefined}
          aria-describedby={[codRefused ? codRefusedId : '', codFeePaise ? feeId : ''].filter(Boolean).join(' ') || undefined}
        />
        <span>
          <strong>{words.cashOnDelivery}</strong>
          <span className="muted">{words.cashOnDeliveryHint}</span>
          {codFeePaise ? (
            <span id={feeId} className="muted">
              {fill(words.codFeeAdded, { fee: formatPaise(codFeePaise) })}
            </span>
          ) : null}
        </span>
      </label>
      {codRefused && (
        <p id={codRefusedId} className="field__error" role="alert">
          {codRefused}
        </p>
      )}
    </fieldset>
  );
}
