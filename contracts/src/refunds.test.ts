import { describe, expect, it } from 'vitest';
import { sentenceIn } from './messages.ts';
import type { PricedLine } from './orders.ts';
import { type RefundLine, refundLinesRefusal, refundOfLines } from './refunds.ts';

const lines: PricedLine[] = [
  {
    ref: 'kooler:mango',
    name: 'Mango Kooler',
    size: null,
    quantity: 3,
    unitPricePaise: 9_000,
    lineTotalPaise: 27_000,
    discountPaise: 2_700,
  },
  { ref: 'product:oil', name: 'Coconut Oil', size: '500 ml', quantity: 1, unitPricePaise: 25_000, lineTotalPaise: 25_000 },
];

describe('a refund by line', () => {
  it('comes to what was paid for the quantities picked, the discount share included, rounded down to the paisa', () => {
    // 3 Mango at ₹90 with ₹27 off: ₹243 paid, ₹81 a bottle.
    expect(refundOfLines(lines, [{ ref: 'kooler:mango', size: null, quantity: 1 }])).toBe(8_100);
    expect(refundOfLines(lines, [{ ref: 'kooler:mango', size: null, quantity: 2 }])).toBe(16_200);
    expect(
      refundOfLines(lines, [
        { ref: 'kooler:mango', size: null, quantity: 3 },
        { ref: 'product:oil', size: '500 ml', quantity: 1 },
      ]),
    ).toBe(24_300 + 25_000);
    const odd: PricedLine[] = [{ ref: 'k', name: 'K', size: null, quantity: 3, unitPricePaise: 3_333, lineTotalPaise: 10_000 }];
    expect(refundOfLines(odd, [{ ref: 'k', size: null, quantity: 1 }])).toBe(3_333);
  });

  it('refuses a line the order does not have, or more than was ordered', () => {
    const refusal = (chosen: RefundLine[]) => {
      const refused = refundLinesRefusal(lines, chosen);
      return refused && sentenceIn('en', refused);
    };
    expect(refusal([{ ref: 'kooler:jamun', size: null, quantity: 1 }])).toBe('A line to refund is not in this order.');
    expect(refusal([{ ref: 'product:oil', size: '1 l', quantity: 1 }])).toBe('A line to refund is not in this order.');
    expect(refusal([{ ref: 'kooler:mango', size: null, quantity: 4 }])).toBe('Only 3 of Mango Kooler were ordered.');
    expect(refusal([{ ref: 'kooler:mango', size: null, quantity: 3 }])).toBeNull();
  });
});
