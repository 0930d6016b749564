import { formatPaise } from '../../lib/format.ts';
import type { CartItem } from '../../stores/cart.ts';
import { refusedIndex } from '../cart/CartLine.tsx';
import { CartSummary } from '../cart/CartSummary.tsx';
import { QuantityStepper, RemoveButton } from '../cart/LineControls.tsx';
import { pricedLine, type QuoteState } from '../cart/quote.ts';
import type { PaymentChoice } from './checkout-draft.ts';
import { EmptyCart } from './EmptyCart.tsx';
import type { CartVariant } from './steps.ts';

/**
 * The cart as the spec's table (Product, Quantity, Total, Action with −, + and Remove) with the
 * server's summary. /checkout's
 * "Shopping Cart" leads on with a Checkout button showing the amount; the "Product Order Page"
 * offers Checkout (online payment) and COD, as the older shop did.
 */
export function CartStep({
  variant,
  items,
  quote,
  onCheckout,
}: {
  variant: CartVariant;
  items: CartItem[];
  quote: QuoteState;
  onCheckout: (method?: PaymentChoice) => void;
}) {
  if (items.length === 0) return <EmptyCart variant={variant} />;
  const refused = refusedIndex(items, quote);
  const priced = quote.status === 'priced' ? quote.quote : undefined;
  return (
    <>
      <div className="table-scroll">
        <table className="cart-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const line = pricedLine(quote, index, items.length);
              return (
                <tr key={`${item.ref}|${item.size ?? ''}`}>
                  <th scope="row">
                    {item.name}
                    {item.size && <span className="muted"> · {item.size}</span>}
                    {line && <span className="cart-table__unit">{formatPaise(line.unitPricePaise)} each</span>}
                    {index === refused && quote.status === 'refused' && (
                      <span className="cart-problem" role="alert">
                        {quote.message}
                      </span>
                    )}
                  </th>
                  <td className="cart-table__quantity">
                    <output aria-live="polite">{item.quantity}</output>
                  </td>
                  <td className="price">{line ? formatPaise(line.lineTotalPaise) : '—'}</td>
                  <td className="cart-table__action">
                    <QuantityStepper item={item} showCount={false} />
                    <RemoveButton item={item} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <section className="checkout-summary" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title">Order Summary</h2>
        {refused === -1 && <CartSummary state={quote} />}
        <div className="checkout-actions">
          {variant === 'shopping-cart' ? (
            <button type="button" className="button" disabled={!priced} onClick={() => onCheckout()}>
              {priced ? `Checkout ${formatPaise(priced.totalPaise)}` : 'Checkout'}
            </button>
          ) : (
            <>
              <button type="button" className="button" disabled={!priced} onClick={() => onCheckout('razorpay')}>
                Checkout
              </button>
              <button type="button" className="button button--light" disabled={!priced} onClick={() => onCheckout('cod')}>
                COD
              </button>
            </>
          )}
        </div>
      </section>
    </>
  );
}
