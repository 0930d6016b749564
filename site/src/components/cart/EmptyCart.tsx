import { useLinkIn, useWords } from '../../lib/words.tsx';

/**
 * The one empty cart: the cart panel, /checkout and /order each keep their spec's words ("Your cart
 * is empty", "No products in cart", "No Products in Cart"), and all three lead back to the shop's
 * categories, so an empty cart is never a dead end.
 */
export function EmptyCart({ where }: { where: 'panel' | 'shopping-cart' | 'product-order' }) {
  const words = useWords('cart');
  const link = useLinkIn();
  return (
    <div className="cart-empty">
      {where === 'product-order' ? (
        <>
          <p>{words.emptyOrder}</p>
          <p className="muted">{words.emptyOrderHint}</p>
        </>
      ) : (
        <p>{where === 'panel' ? words.emptyPanel : words.emptyCart}</p>
      )}
      <p className="cart-empty__ways">
        <a className="button" href={link('/coconutjuice')}>
          {words.browseKoolers}
        </a>
        <a className="button button--light" href={link('/dietdrink')}>
          {words.browseDietDrinks}
        </a>
        <a className="button button--light" href={link('/products')}>
          {words.browseNaturalProducts}
        </a>
      </p>
    </div>
  );
}
