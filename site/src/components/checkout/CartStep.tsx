import type { ProductSummary } from '../../build/product-lookup.ts';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import type { CartItem } from '../../stores/cart.ts';
import { CartLine } from '../cart/CartLine.tsx';
import { CartSummary, PromotionCodeEntry } from '../cart/CartSummary.tsx';
import { EmptyCart } from '../cart/EmptyCart.tsx';
import { pricedLine, type QuoteState, refusalOf } from '../cart/quote.ts';
import type { PaymentChoice } from './checkout-draft.ts';
import type { CartVariant } from './steps.ts';

/**
 * The cart as a list of line cards (picture, name and size, price, − quantity +, Remove), which fit
 * a 320 px phone without scrolling sideways, with the server's summary. /checkout's "Shopping Cart"
 * leads on with a Checkout button showing the amount; the "Product Order Page" offers Checkout
 * (online payment) and COD, as the older shop did.
 */
export function CartStep({
  variant,
  items,
  quote,
  products,
  onCheckout,
}: {
  variant: CartVariant;
  items: CartItem[];
  quote: QuoteState;
  /** Every product by its cart ref, for the lines' pictures and links. */
  products: Record<string, ProductSummary>;
  onCheckout: (method?: PaymentChoice) => void;
}) {
  const words = useWords('checkout');
  if (items.length === 0) return <EmptyCart where={variant} />;
  const priced = quote.status === 'priced' ? quote.quote : undefined;
  return (
    <>
      <ul className="cart-lines">
        {items.map((item, index) => (
          <CartLine
            key={`${item.ref}|${item.size ?? ''}`}
            item={item}
            priced={pricedLine(quote, items, index)}
            refusal={refusalOf(quote, item)}
            product={products[item.ref]}
          />
        ))}
      </ul>
      <section className="checkout-summary" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title">{words.orderSummary}</h2>
        <CartSummary state={quote} />
        {quote.status !== 'refused' && <PromotionCodeEntry quote={'quote' in quote ? quote.quote : undefined} />}
        <div className="checkout-actions">
          {variant === 'shopping-cart' ? (
            <button type="button" className="button" disabled={!priced} onClick={() => onCheckout()}>
              {priced ? fill(words.checkoutAmount, { amount: formatPaise(priced.totalPaise) }) : words.checkout}
            </button>
          ) : (
            <>
              <button type="button" className="button" disabled={!priced} onClick={() => onCheckout('razorpay')}>
                {words.checkout}
              </button>
              <button type="button" className="button button--light" disabled={!priced} onClick={() => onCheckout('cod')}>
                {words.cod}
              </button>
            </>
          )}
        </div>
      </section>
    </>
  );
}
