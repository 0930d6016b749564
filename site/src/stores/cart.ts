import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

/** One line of the cart, as kept in the browser under the key `cart`. Prices are the server's business. */
export type CartItem = {
  ref: string;
  name: string;
  size?: string;
  quantity: number;
};

export const cart = persistentAtom<CartItem[]>('cart', [], {
  encode: JSON.stringify,
  decode: decodeCart,
});

/** Total number of items: what the header badge shows. */
export const cartQuantity = computed(cart, (items) => items.reduce((sum, item) => sum + item.quantity, 0));

export function addToCart(item: Omit<CartItem, 'quantity'>, quantity = 1): void {
  const items = cart.get();
  const existing = items.find((line) => sameLine(line, item));
  cart.set(
    existing
      ? items.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line))
      : [...items, { ...item, quantity }],
  );
}

export function setQuantity(line: Pick<CartItem, 'ref' | 'size'>, quantity: number): void {
  const atLeastOne = Math.max(1, Math.floor(quantity));
  cart.set(cart.get().map((item) => (sameLine(item, line) ? { ...item, quantity: atLeastOne } : item)));
}

export function removeFromCart(line: Pick<CartItem, 'ref' | 'size'>): void {
  cart.set(cart.get().filter((item) => !sameLine(item, line)));
}

export function clearCart(): void {
  cart.set([]);
}

function sameLine(a: Pick<CartItem, 'ref' | 'size'>, b: Pick<CartItem, 'ref' | 'size'>): boolean {
  return a.ref === b.ref && a.size === b.size;
}

/**
 * Whatever is in storage (an older shop's format, a hand edit, garbage) becomes a valid cart:
 * unreadable data is an empty cart, and a missing or bad quantity counts as 1.
 */
export function decodeCart(raw: string): CartItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry): CartItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { ref, id, name, size, quantity } = entry as Record<string, unknown>;
    const key = typeof ref === 'string' ? ref : typeof id === 'number' || typeof id === 'string' ? String(id) : null;
    if (!key || typeof name !== 'string') return [];
    const count = typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
    return [{ ref: key, name, quantity: count, ...(typeof size === 'string' ? { size } : {}) }];
  });
}
