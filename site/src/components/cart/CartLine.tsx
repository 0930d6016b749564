import type { ProductSummary } from '../../build/product-lookup.ts';
import { formatPaise } from '../../lib/format.ts';
import type { CartItem } from '../../stores/cart.ts';
import { LineControls } from './LineControls.tsx';
import type { PricedLine } from './quote.ts';

/**
 * One line of the cart as a card: name and size, price × quantity, the line total, its controls.
 * Given the product (the cart page knows every product from the build), the card also shows its
 * picture and links to its page.
 */
export function CartLine({
  item,
  priced,
  refusal,
  product,
}: {
  item: CartItem;
  priced?: PricedLine;
  refusal?: string;
  product?: ProductSummary;
}) {
  return (
    <li className={product ? 'cart-line cart-line--pictured' : 'cart-line'}>
      {product &&
        (product.image ? (
          <img className="cart-line__picture" src={product.image} alt="" width="64" height="64" loading="lazy" />
        ) : (
          <span className="cart-line__picture" />
        ))}
      <p className="cart-line__name">
        {/* The name in the page's language, from the build; the one it was added with when the build has none. */}
        {product ? (
          <a href={product.href} lang={product.lang}>
            {product.name}
          </a>
        ) : (
          item.name
        )}
        {item.size && <span className="muted"> · {item.size}</span>}
      </p>
      {priced && (
        <p className="cart-line__price">
          <span>
            {formatPaise(priced.unitPricePaise)} × {item.quantity}
          </span>
          <span className="price">{formatPaise(priced.lineTotalPaise)}</span>
        </p>
      )}
      {refusal && (
        <p className="alert alert--error" role="alert">
          {refusal}
        </p>
      )}
      <LineControls item={item} name={product?.name} />
    </li>
  );
}
