import { pageWords } from '@koolers/contracts/words/index';
import { beforeEach, expect, it } from 'vitest';
import { cart, clearCart } from '../../stores/cart.ts';
import { buyAgain } from './buy-again.ts';

const { account: words } = pageWords('en', 'account');

beforeEach(() => clearCart());

it('puts each line back in its size and quantity, adding to what the cart already holds', () => {
  cart.set([{ ref: 'kooler:mango', name: 'Mango', quantity: 1 }]);
  const message = buyAgain(
    {
      lines: [
        { ref: 'kooler:mango', name: 'Mango', quantity: 2 },
        { ref: 'product:oil', name: 'Virgin Coconut Oil', size: '250 ML', quantity: 1 },
      ] as never,
    },
    words,
  );
  expect(cart.get()).toEqual([
    { ref: 'kooler:mango', name: 'Mango', quantity: 3 },
    { ref: 'product:oil', name: 'Virgin Coconut Oil', size: '250 ML', quantity: 1 },
  ]);
  expect(message).toBe('Added 3 items to your cart.');
});

it('counts one item as one', () => {
  expect(buyAgain({ lines: [{ ref: 'kooler:mango', name: 'Mango', quantity: 1 }] as never }, words)).toBe('Added 1 item to your cart.');
});
