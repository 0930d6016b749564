import type { Quote } from '@koolers/contracts/orders';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../stores/cart.ts';
import { pricedLine, type QuoteState, refusalOf } from './quote.ts';

const jamun: CartItem = { ref: 'kooler:jamun', name: 'Jamun', quantity: 2 };
const oil: CartItem = { ref: 'product:virgin-coconut-oil', name: 'Virgin Coconut Oil', size: '500 ML', quantity: 1 };
const mango: CartItem = { ref: '1', name: 'Mango', quantity: 1 };
const items = [jamun, oil, mango];

const line = (ref: string, paise: number) => ({ ref, name: ref, size: null, quantity: 1, unitPricePaise: paise, lineTotalPaise: paise });
const quoteOf = (lines: ReturnType<typeof line>[]): Quote => ({
  lines,
  subtotalPaise: 0,
  deliveryFeePaise: 0,
  discountPaise: 0,
  discount: null,
  totalPaise: 0,
});

describe('a cart the server priced', () => {
  it('gives each line its price in the order sent, whatever ref the server answers with', () => {
    const state: QuoteState = {
      status: 'priced',
      quote: quoteOf([line('kooler:jamun', 9_000), line('oil', 49_900), line('kooler:mango', 4_500)]),
    };
    expect(pricedLine(state, items, 2)?.unitPricePaise).toBe(4_500);
    expect(refusalOf(state, jamun)).toBeUndefined();
  });
});

describe('a cart with lines that cannot be delivered today', () => {
  const state: QuoteState = {
    status: 'refused',
    message: '2 items in your cart can’t be delivered today. Please remove them.',
    lines: [
      { ref: 'kooler:jamun', message: 'Jamun is sold out today. Please remove it from your cart.' },
      { ref: 'product:virgin-coconut-oil', size: '500 ML', message: 'Virgin Coconut Oil (500 ML) is sold out today.' },
    ],
    quote: quoteOf([line('kooler:mango', 4_500)]),
  };

  it('puts the server’s words beside each refused line, by ref and size', () => {
    expect(refusalOf(state, jamun)).toBe('Jamun is sold out today. Please remove it from your cart.');
    expect(refusalOf(state, oil)).toBe('Virgin Coconut Oil (500 ML) is sold out today.');
    expect(refusalOf(state, { ...oil, size: '250 ML' })).toBeUndefined();
    expect(refusalOf(state, mango)).toBeUndefined();
  });

  it('prices the rest: the refused lines get no price, the others theirs', () => {
    expect(pricedLine(state, items, 0)).toBeUndefined();
    expect(pricedLine(state, items, 1)).toBeUndefined();
    expect(pricedLine(state, items, 2)?.lineTotalPaise).toBe(4_500);
  });

  it('shows no stale price when the answer does not match the cart any more', () => {
    expect(pricedLine(state, [jamun, mango, { ref: 'kooler:lychee', name: 'Lychee', quantity: 1 }], 1)).toBeUndefined();
  });
});
