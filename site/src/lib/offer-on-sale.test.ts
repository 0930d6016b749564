import { describe, expect, it } from 'vitest';
import { soldOutFrom } from './availability.ts';
import { type Offer, offerOnSale } from './offer-on-sale.ts';

const oil: Offer[] = [
  { price: 399, size: '250 ML', label: '250 ML' },
  { price: 699, size: '500 ML', label: '500 ML' },
];
const mango: Offer[] = [{ price: 100, size: null, label: '200 ml' }];
const today = (soldOut: { ref: string; size: string | null }[]) => soldOutFrom({ day: '2026-11-29', soldOut });

describe('the offer a wishlist line shows and adds to the bag', () => {
  it('is the first size, as the product page preselects it', () => {
    expect(offerOnSale('product:oil', oil, today([]))).toEqual(oil[0]);
  });
  it('moves to the next size when the first is sold out today', () => {
    expect(offerOnSale('product:oil', oil, today([{ ref: 'product:oil', size: '250 ML' }]))).toEqual(oil[1]);
  });
  it('is none when every size is sold out today, or the whole item is', () => {
    const bothSizes = today([
      { ref: 'product:oil', size: '250 ML' },
      { ref: 'product:oil', size: '500 ML' },
    ]);
    expect(offerOnSale('product:oil', oil, bothSizes)).toBeNull();
    expect(offerOnSale('product:oil', oil, today([{ ref: 'product:oil', size: null }]))).toBeNull();
    expect(offerOnSale('kooler:mango', mango, today([{ ref: 'kooler:mango', size: null }]))).toBeNull();
  });
  it('is the kooler’s one offer while on sale, whatever else is sold out', () => {
    expect(offerOnSale('kooler:mango', mango, today([{ ref: 'kooler:jamun', size: null }]))).toEqual(mango[0]);
  });
  it('is none for a product the shop no longer sells', () => {
    expect(offerOnSale('product:gone', [], today([]))).toBeNull();
  });
});
