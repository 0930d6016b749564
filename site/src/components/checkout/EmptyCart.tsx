import type { CartVariant } from './steps.ts';

/** An empty cart, in the wording of the page the shopper is on, with ways back to the shop. */
export function EmptyCart({ variant }: { variant: CartVariant }) {
  return (
    <div className="checkout-empty">
      {variant === 'shopping-cart' ? (
        <p>No products in cart</p>
      ) : (
        <>
          <p>No Products in Cart</p>
          <p className="muted">Please add products to proceed.</p>
        </>
      )}
      <p>
        <a className="button" href="/coconutjuice">
          Browse koolers
        </a>{' '}
        <a className="button button--light" href="/products">
          Natural products
        </a>
      </p>
    </div>
  );
}
