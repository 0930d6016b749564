import type { Quote } from '@koolers/contracts/orders';
import { lazy, Suspense, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { removeFromCart } from '../../stores/cart.ts';
import { promotionCode } from '../../stores/promotion-code.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { Amounts } from './Amounts.tsx';
import type { QuoteState } from './quote.ts';

// The code's form is its own chunk: it loads when the shopper opens the disclosure, not with the cart.
const PromotionCodeForm = lazy(() => import('./PromotionCodeForm.tsx'));

/**
 * Sub Total, Delivery Fee, the discount (the Coco Club member's or a code's) and the Total, as the
 * server priced them. While the server is re-pricing, the last figures stay, marked busy. Lines that
 * cannot be delivered today get one banner that removes them all, above what the rest comes to.
 */
export function CartSummary({ state }: { state: QuoteState }) {
  const words = useWords('cart');
  if (state.status === 'refused') {
    const { lines, quote } = state;
    if (!lines.length) return <FormAlert message={state.message} />;
    const one = lines.length === 1;
    const removeThem = () => {
      for (const line of lines) removeFromCart(line);
    };
    return (
      <>
        <FormAlert
          message={fill(one ? words.undeliverableOne : words.undeliverableOther, { count: lines.length })}
          action={{ label: one ? words.removeIt : words.removeThem, onClick: removeThem }}
        />
        {quote && <Amounts amounts={quote} />}
      </>
    );
  }
  if (state.status === 'unreachable') return <FormAlert message={state.message} action={{ label: words.retry, onClick: state.retry }} />;
  const quote = 'quote' in state ? state.quote : undefined;
  if (!quote) return <p className="muted">{words.workingOutTotal}</p>;
  return <Amounts amounts={quote} busy={state.status === 'pricing'} />;
}

/** "Have a promotion code?": a disclosure under the cart's amounts, open when a code is entered. */
export function PromotionCodeEntry({ quote }: { quote: Quote | undefined }) {
  const words = useWords('cart');
  const [open, setOpen] = useState(() => promotionCode.get() !== '');
  return (
    <details className="promo-entry" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{words.havePromotionCode}</summary>
      {open && (
        <Suspense fallback={null}>
          <PromotionCodeForm quote={quote} />
        </Suspense>
      )}
    </details>
  );
}
