import type { Quote } from '@koolers/contracts/orders';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { promotionCode } from '../../stores/promotion-code.ts';

/**
 * The promotion code field: Apply hands the code to the cart's quote, and the server's answer shows
 * beside the field: the saving, that the Coco Club discount saves more, or why the code gives
 * nothing (then the field is marked invalid and, after Apply, takes the focus).
 */
export default function PromotionCodeForm({ quote }: { quote: Quote | undefined }) {
  // What was last applied here (this form is the only place a code is entered).
  const [code, setCode] = useState(() => promotionCode.get());
  const [text, setText] = useState(code);
  const field = useRef<HTMLInputElement>(null);
  const applied = useRef(false);
  const id = useId();
  const outcome = code && quote?.promotion?.code === code.trim().toUpperCase() ? quote.promotion : undefined;
  const refusal = outcome?.status === 'refused' ? outcome.message : '';

  useEffect(() => {
    if (!outcome || !applied.current) return;
    applied.current = false;
    if (refusal) field.current?.focus();
  }, [outcome, refusal]);

  function apply(event: FormEvent) {
    event.preventDefault();
    // The same code again: the server's answer is already here.
    if (text.trim() === code && outcome) {
      if (refusal) field.current?.focus();
      return;
    }
    applied.current = true;
    setCode(text.trim());
    promotionCode.set(text.trim());
  }

  function remove() {
    promotionCode.set('');
    setCode('');
    setText('');
    field.current?.focus();
  }

  return (
    <form className="promo-form field" onSubmit={apply} noValidate>
      <label htmlFor={`${id}-code`}>Promotion code</label>
      <div className="promo-form__row">
        <input
          ref={field}
          id={`${id}-code`}
          name="promotionCode"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={outcome ? `${id}-said` : undefined}
        />
        <button type="submit" className="button button--outline">
          Apply
        </button>
      </div>
      <div aria-live="polite">
        {outcome?.status === 'refused' && (
          <p id={`${id}-said`} className="field__error">
            {outcome.message}
          </p>
        )}
        {outcome?.status === 'applied' && quote && (
          <p id={`${id}-said`} className="promo-form__saving">
            Code {outcome.code} applied: you save {formatPaise(quote.discountPaise)}.
          </p>
        )}
        {outcome?.status === 'member_saves_more' && <p id={`${id}-said`}>{outcome.message}</p>}
      </div>
      {code && (
        <button type="button" className="link-button" onClick={remove}>
          Remove code
        </button>
      )}
    </form>
  );
}
