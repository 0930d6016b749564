import { useStore } from '@nanostores/react';
import { addToCart, cart } from '../stores/cart.ts';

type Props = { productRef: string; name: string; size?: string };

/**
 * Adds one item to the shared cart. The server HTML is rendered with an empty cart, so hydration
 * reads the same value first and only then the browser's stored cart (no hydration mismatch).
 */
export default function AddToCartButton({ productRef, name, size }: Props) {
  const items = useStore(cart, { ssr: () => [] });
  const inCart = items.find((item) => item.ref === productRef && item.size === size)?.quantity ?? 0;
  return (
    <div className="add-to-cart">
      <button type="button" onClick={() => addToCart({ ref: productRef, name, ...(size ? { size } : {}) })}>
        Add to cart
      </button>
      <p role="status" className="add-to-cart__status">
        {inCart > 0 ? `${inCart} in your cart` : ''}
      </p>
    </div>
  );
}
