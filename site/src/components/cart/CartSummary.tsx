import { formatPaise } from '../../lib/format.ts';
import type { QuoteState } from './quote.ts';

/**
 * Sub Total, Delivery Fee, the Coco Club discount and the Total, as the server priced them. While
 * the server is re-pricing, the last figures stay, marked busy.
 */
export function CartSummary({ state }: { state: QuoteState }) {
  if (state.status === 'refused' || state.status === 'unreachable') {
    return (
      <p role="alert" className="cart-problem">
        {state.message}
      </p>
    );
  }
  const quote = 'quote' in state ? state.quote : undefined;
  if (!quote) return <p className="muted">Working out your total…</p>;
  return (
    <dl className="cart-summary" aria-busy={state.status === 'pricing' || undefined}>
      <dt>Sub Total</dt>
      <dd className="price">{formatPaise(quote.subtotalPaise)}</dd>
      <dt>Delivery Fee</dt>
      <dd className="price">{formatPaise(quote.deliveryFeePaise)}</dd>
      {quote.discountPaise > 0 && (
        <>
          <dt>Coco Club discount</dt>
          <dd className="price">−{formatPaise(quote.discountPaise)}</dd>
        </>
      )}
      <dt className="cart-summary__total">Total</dt>
      <dd className="cart-summary__total price">{formatPaise(quote.totalPaise)}</dd>
    </dl>
  );
}
