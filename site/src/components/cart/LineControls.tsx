import { MAX_QUANTITY } from '@koolers/contracts/checkout';
import { fill, useWords } from '../../lib/words.tsx';
import { type CartItem, removeFromCart, setQuantity } from '../../stores/cart.ts';

/** `name`: the item's name in the page's language, when the page knows it (CartLine); else the one it was added with. */
const labelOf = (item: CartItem, name = item.name) => (item.size ? `${name} (${item.size})` : name);

/** − quantity +, never below 1 nor above what one order may hold; the count may be shown elsewhere. */
export function QuantityStepper({ item, name, showCount = true }: { item: CartItem; name?: string; showCount?: boolean }) {
  const words = useWords('cart');
  const named = { item: labelOf(item, name) };
  return (
    <fieldset className="qty-stepper">
      <legend className="visually-hidden">{fill(words.quantityOf, named)}</legend>
      <button
        type="button"
        className="icon-button"
        aria-label={fill(words.oneLess, named)}
        disabled={item.quantity <= 1}
        onClick={() => setQuantity(item, item.quantity - 1)}
      >
        −
      </button>
      {showCount && <output aria-live="polite">{item.quantity}</output>}
      <button
        type="button"
        className="icon-button"
        aria-label={fill(words.oneMore, named)}
        disabled={item.quantity >= MAX_QUANTITY}
        onClick={() => setQuantity(item, item.quantity + 1)}
      >
        +
      </button>
    </fieldset>
  );
}

export function RemoveButton({ item, name }: { item: CartItem; name?: string }) {
  const words = useWords('cart');
  return (
    <button
      type="button"
      className="link-button"
      aria-label={fill(words.removeItem, { item: labelOf(item, name) })}
      onClick={() => removeFromCart(item)}
    >
      {words.remove}
    </button>
  );
}

/** The panel's controls for one line: the stepper and Remove side by side. */
export function LineControls({ item, name }: { item: CartItem; name?: string }) {
  return (
    <div className="line-controls">
      <QuantityStepper item={item} name={name} />
      <RemoveButton item={item} name={name} />
    </div>
  );
}
