import { MAX_QUANTITY } from '@koolers/contracts/checkout';
import { fill, useWords } from '../../lib/words.tsx';
import { type CartItem, removeFromCart, setQuantity } from '../../stores/cart.ts';

const labelOf = (item: CartItem) => (item.size ? `${item.name} (${item.size})` : item.name);

/** − quantity +, never below 1 nor above what one order may hold; the count may be shown elsewhere. */
export function QuantityStepper({ item, showCount = true }: { item: CartItem; showCount?: boolean }) {
  const words = useWords('cart');
  const named = { item: labelOf(item) };
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

export function RemoveButton({ item }: { item: CartItem }) {
  const words = useWords('cart');
  return (
    <button
      type="button"
      className="link-button"
      aria-label={fill(words.removeItem, { item: labelOf(item) })}
      onClick={() => removeFromCart(item)}
    >
      {words.remove}
    </button>
  );
}

/** The panel's controls for one line: the stepper and Remove side by side. */
export function LineControls({ item }: { item: CartItem }) {
  return (
    <div className="line-controls">
      <QuantityStepper item={item} />
      <RemoveButton item={item} />
    </div>
  );
}
