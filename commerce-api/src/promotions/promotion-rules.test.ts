import type { PricedLine } from '@koolers/contracts/orders';
import { describe, expect, it } from 'vitest';
import { codeDiscount, type PromotionCode } from './promotion-rules.ts';

const NOW = new Date('2026-11-26T08:00:00.000Z');

function buildCode(overrides: Partial<PromotionCode> = {}): PromotionCode {
  return {
    id: 1,
    code: 'WELCOME10',
    description: '',
    kind: 'percent',
    value: 10,
    minimumOrderPaise: 0,
    maximumDiscountPaise: null,
    validFrom: null,
    validUntil: null,
    totalUseLimit: null,
    perCustomerLimit: null,
    firstOrderOnly: false,
    categories: [],
    refs: [],
    paused: false,
    uses: 0,
    ...overrides,
  };
}

const line = (ref: string, lineTotalPaise: number): PricedLine => ({
  ref,
  name: ref,
  size: null,
  quantity: 1,
  unitPricePaise: lineTotalPaise,
  lineTotalPaise,
});
const mango = line('kooler:mango', 10_000);
const oil = line('product:virgin-coconut-oil', 24_950);
const categoryOf = (ref: string) => (ref.startsWith('product:') ? 'product' : 'kooler') as 'product' | 'kooler';
const newShopper = { usesOfCode: 0, hasEarlierOrder: false };

describe('a promotion code refused', () => {
  it.each([
    ['unknown', undefined, newShopper, 'We don’t know this code. Please check how it is spelt.'],
    ['paused', buildCode({ paused: true }), newShopper, 'This code can’t be used at the moment.'],
    ['not_yet_valid', buildCode({ validFrom: '2026-11-27T00:00:00.000Z' }), newShopper, 'This code is not valid yet.'],
    ['expired', buildCode({ validUntil: '2026-11-26T08:00:00.000Z' }), newShopper, 'This code has expired.'],
    ['used_up', buildCode({ totalUseLimit: 5, uses: 5 }), newShopper, 'This code has been used up.'],
    ['already_used', buildCode({ perCustomerLimit: 1 }), { usesOfCode: 1, hasEarlierOrder: true }, 'You have already used this code.'],
    [
      'first_order_only',
      buildCode({ firstOrderOnly: true }),
      { usesOfCode: 0, hasEarlierOrder: true },
      'This code is for a first order only.',
    ],
    [
      'not_for_these_products',
      buildCode({ categories: ['diet-drink'], refs: ['kooler:avocado'] }),
      newShopper,
      'This code is not for the items in your cart.',
    ],
    ['minimum_not_reached', buildCode({ minimumOrderPaise: 50_000 }), newShopper, 'This code needs an order of at least ₹500.00.'],
  ] as const)('%s, with the shopper’s message', (reason, code, shopper, message) => {
    expect(codeDiscount(code, [mango, oil], categoryOf, shopper, NOW)).toEqual({ ok: false, reason, message });
  });

  it('checks a visitor’s own limits only once they are known (when the order is placed)', () => {
    const code = buildCode({ perCustomerLimit: 1, firstOrderOnly: true });
    expect(codeDiscount(code, [mango], categoryOf, null, NOW).ok).toBe(true);
  });

  it('is valid from its first moment and no longer at its last', () => {
    const window = { validFrom: NOW.toISOString(), validUntil: new Date(NOW.getTime() + 1).toISOString() };
    expect(codeDiscount(buildCode(window), [mango], categoryOf, null, NOW).ok).toBe(true);
    expect(codeDiscount(buildCode(window), [mango], categoryOf, null, new Date(NOW.getTime() + 1)).ok).toBe(false);
  });
});

describe('what a code takes off', () => {
  it.each([
    ['10% of everything, rounded down', buildCode({ value: 10 }), 3_495, [1_000, 2_495]],
    ['10% of the products only', buildCode({ categories: ['product'] }), 2_495, [0, 2_495]],
    ['10% of one named item', buildCode({ refs: ['kooler:mango'] }), 1_000, [1_000, 0]],
    ['a flat ₹50', buildCode({ kind: 'amount', value: 5_000 }), 5_000, [1_431, 3_569]],
    [
      'a flat amount never more than what it is for',
      buildCode({ kind: 'amount', value: 50_000, refs: ['kooler:mango'] }),
      10_000,
      [10_000, 0],
    ],
    ['a percentage capped by its maximum', buildCode({ value: 50, maximumDiscountPaise: 2_000 }), 2_000, [572, 1_428]],
  ] as const)('%s', (_name, code, paise, shares) => {
    const result = codeDiscount(code, [mango, oil], categoryOf, newShopper, NOW);
    expect(result).toEqual({ ok: true, paise, lineDiscountsPaise: shares });
  });

  it('counts the minimum over the whole cart', () => {
    const code = buildCode({ minimumOrderPaise: 34_950, refs: ['kooler:mango'] });
    expect(codeDiscount(code, [mango, oil], categoryOf, newShopper, NOW).ok).toBe(true);
  });
});
