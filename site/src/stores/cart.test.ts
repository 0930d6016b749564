import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cart, cartQuantity, decodeCart, removeFromCart, setQuantity } from './cart.ts';

const mango = { ref: 'mango', name: 'Coco Mango' };
const guava = { ref: 'guava', name: 'Coco Guava' };

describe('cart', () => {
  beforeEach(() => cart.set([]));

  it('adds an item with quantity 1, and adds to the same line a second time', () => {
    addToCart(mango);
    addToCart(mango);
    addToCart(guava);
    expect(cart.get()).toEqual([
      { ...mango, quantity: 2 },
      { ...guava, quantity: 1 },
    ]);
    expect(cartQuantity.get()).toBe(3);
  });

  it('keeps sizes of one product on separate lines', () => {
    addToCart({ ref: 'oil', name: 'Coconut oil', size: '250 ML' });
    addToCart({ ref: 'oil', name: 'Coconut oil', size: '500 ML' });
    expect(cart.get()).toHaveLength(2);
  });

  it('never lets a quantity fall below 1', () => {
    addToCart(mango);
    setQuantity(mango, 0);
    expect(cart.get()[0]?.quantity).toBe(1);
    setQuantity(mango, 5);
    expect(cartQuantity.get()).toBe(5);
  });

  it('removes a line', () => {
    addToCart(mango);
    addToCart(guava);
    removeFromCart(mango);
    expect(cart.get().map((item) => item.ref)).toEqual(['guava']);
  });
});

describe('decodeCart (what the browser had stored)', () => {
  it.each([
    ['not json', []],
    ['{"a":1}', []],
    ['[null, 3, {"name":"no ref"}]', []],
  ])('turns unreadable data %j into an empty cart', (raw, expected) => {
    expect(decodeCart(raw)).toEqual(expected);
  });

  it('reads the older shop’s numeric ids and treats a missing quantity as 1', () => {
    expect(decodeCart('[{"id":4,"name":"Coco Lychee","price":120}]')).toEqual([{ ref: '4', name: 'Coco Lychee', quantity: 1 }]);
  });

  it('replaces a bad quantity with 1', () => {
    expect(decodeCart('[{"ref":"a","name":"A","quantity":-2},{"ref":"b","name":"B","quantity":2.5}]')).toEqual([
      { ref: 'a', name: 'A', quantity: 1 },
      { ref: 'b', name: 'B', quantity: 1 },
    ]);
  });
});
