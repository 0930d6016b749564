import type { Quote } from '@koolers/contracts/orders';
import { normalisePromotionCode } from '@koolers/contracts/promotions';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { promotionCode } from '../../stores/promotion-code.ts';

/**
 * The promotion code field: Apply hands the code (as the API reads it: upper case, no spaces) to the
 * cart's quote, and the server's answer shows beside the field: the saving, that the Coco Club
 * discount saves more, or why the code gives nothing. A refused code leaves the cart at once (kept,
 * it came back in red at every later checkout); its reason stays here, the field marked invalid and,
 * after Apply, focused, until the shopper types again.
 */
export default function PromotionCodeForm({ quote }: { quote: Quote | undefined }) {
  const words = useWords('cart');
  // What was last applied here (this form is the only place a code is entered).
  const [code, setCode] = useState(() => normalisePromotionCode(promotionCode.get()));
  const [text, setText] = useState(code);
  const [refusal, setRefusal] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const applied = useRef(false);
  const id = useId();
  const outcome = code && quote?.promotion?.code === code ? quote.promotion : undefined;

  useEffect(() => {
    if (!outcome) return;
    const asked = applied.current;
    applied.current = false;
    if (outcome.status !== 'refused') return;
    setRefusal(outcome.message);
    setCode('');
    promotionCode.set('');
    if (asked) field.current?.focus();
  }, [outcome]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const entered = normalisePromotionCode(text);
    setText(entered);
    // The same code again: the server's answer is already here.
    if (entered === code && outcome) return;
    applied.current = true;
    setRefusal('');
    setCode(entered);
    promotionCode.set(entered);
  }

  function remove() {
    promotionCode.set('');
    setCode('');
    setText('');
    field.current?.focus();
  }

  return (
    <form className="promo-form field" onSubmit={apply} noValidate>
      <label htmlFor={`${id}-code`}>{words.promotionCode}</label>
      <div className="promo-form__row">
        <input
          ref={field}
          id={`${id}-code`}
          name="promotionCode"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal('');
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={outcome || refusal ? `${id}-said` : undefined}
        />
        <button type="submit" className="button button--outline">
          {words.apply}
        </button>
      </div>
      <div aria-live="polite">
        {refusal && (
          <p id={`${id}-said`} className="field__error">
            {refusal}
          </p>
        )}
        {outcome?.status === 'applied' && quote && (
          <p id={`${id}-said`} className="promo-form__saving">
            {fill(words.codeApplied, { code: outcome.code, saving: formatPaise(quote.discountPaise) })}
          </p>
        )}
        {outcome?.status === 'member_saves_more' && <p id={`${id}-said`}>{outcome.message}</p>}
      </div>
      {code && (
        <button type="button" className="link-button" onClick={remove}>
          {words.removeCode}
        </button>
      )}
    </form>
  );
}
