import { formatPaise } from '../../lib/format.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { QuoteState } from './quote.ts';

/**
 * Sub Total, Delivery Fee, the Coco Club discount and the Total, as the server priced them. While
 * the server is re-pricing, the last figures stay, marked busy.
 */
export function CartSummary({ state }: { state: QuoteState }) {
  if (state.status === 'refused') return <FormAlert message={state.message} />;
  if (state.status === 'unreachable') return <FormAlert message={state.message} action={{ label: 'Retry', onClick: state.retry }} />;
  const quote = 'quote' in state ? state.quote : undefined;
  if (!quote) return <p className="muted">Working out your total…</p>;
  return <Amounts amounts={quote} busy={state.status === 'pricing'} />;
}

type AmountsPaise = { subtotalPaise: number; deliveryFeePaise: number; discountPaise: number; totalPaise: number };

/** The four amounts of a cart or an order, in paise from the server. */
export function Amounts({ amounts, busy = false }: { amounts: AmountsPaise; busy?: boolean }) {
  return (
    <dl className="cart-summary" aria-busy={busy || undefined}>
      <dt>Sub Total</dt>
      <dd className="price">{formatPaise(amounts.subtotalPaise)}</dd>
      <dt>Delivery Fee</dt>
      <dd className="price">{formatPaise(amounts.deliveryFeePaise)}</dd>
      {amounts.discountPaise > 0 && (
        <>
          <dt>Coco Club discount</dt>
          <dd className="price">−{formatPaise(amounts.discountPaise)}</dd>
        </>
      )}
      <dt className="cart-summary__total">Total</dt>
      <dd className="cart-summary__total price">{formatPaise(amounts.totalPaise)}</dd>
    </dl>
  );
}
