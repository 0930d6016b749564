/**
 * The one empty cart: the cart panel, /checkout and /order each keep their spec's words ("Your cart
 * is empty", "No products in cart", "No Products in Cart"), and all three lead back to the shop's
 * categories, so an empty cart is never a dead end.
 */
export function EmptyCart({ where }: { where: 'panel' | 'shopping-cart' | 'product-order' }) {
  return (
    <div className="cart-empty">
      {where === 'product-order' ? (
        <>
          <p>No Products in Cart</p>
          <p className="muted">Please add products to proceed.</p>
        </>
      ) : (
        <p>{where === 'panel' ? 'Your cart is empty' : 'No products in cart'}</p>
      )}
      <p className="cart-empty__ways">
        <a className="button" href="/coconutjuice">
          Browse koolers
        </a>
        <a className="button button--light" href="/dietdrink">
          Diet drinks
        </a>
        <a className="button button--light" href="/products">
          Natural products
        </a>
      </p>
    </div>
  );
}
