import { MAX_QUANTITY } from '@koolers/contracts/checkout';
import { type CartItem, removeFromCart, setQuantity } from '../../stores/cart.ts';

const labelOf = (item: CartItem) => (item.size ? `${item.name} (${item.size})` : item.name);

/** − quantity +, never below 1 nor above what one order may hold; the count may be shown elsewhere. */
export function QuantityStepper({ item, showCount = true }: { item: CartItem; showCount?: boolean }) {
  const label = labelOf(item);
  return (
    <fieldset className="qty-stepper">
      <legend className="visually-hidden">Quantity of {label}</legend>
      <button
        type="button"
        className="icon-button"
        aria-label={`One less ${label}`}
        disabled={item.quantity <= 1}
        onClick={() => setQuantity(item, item.quantity - 1)}
      >
        −
      </button>
      {showCount && <output aria-live="polite">{item.quantity}</output>}
      <button
        type="button"
        className="icon-button"
        aria-label={`One more ${label}`}
        disabled={item.quantity >= MAX_QUANTITY}
        onClick={() => setQuantity(item, item.quantity + 1)}
      >
        +
      </button>
    </fieldset>
  );
}

export function RemoveButton({ item }: { item: CartItem }) {
  return (
    <button type="button" className="link-button" aria-label={`Remove ${labelOf(item)}`} onClick={() => removeFromCart(item)}>
      Remove
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
