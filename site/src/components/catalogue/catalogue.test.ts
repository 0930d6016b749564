import { describe, expect, it } from 'vitest';
import { categoryKey, deliveryArea, deliveryLine, filterCss, matchCountText } from './catalogue.ts';

const address = 'Koolers Coconut Co., Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703';

describe('the store banner’s delivery line', () => {
  it('names the city and locality of the store address, and the radius', () => {
    expect(deliveryArea(address)).toBe('Navi Mumbai and Vashi');
    expect(deliveryLine({ address, deliveryRadiusKm: 50 })).toBe('We deliver across Navi Mumbai and Vashi, within 50 km of our store');
  });

  it('keeps to the radius when the address does not end with a state and PIN code', () => {
    expect(deliveryArea('Palm Beach Road, Vashi')).toBeNull();
    expect(deliveryLine({ address: 'Vashi', deliveryRadiusKm: 12.5 })).toBe('We deliver within 12.5 km of our store');
  });
});

describe('the category filter', () => {
  it('turns a slug into a safe key', () => {
    expect(categoryKey('Animal Care')).toBe('animal-care');
    expect(categoryKey('a"]{x}')).toBe('a-x-');
  });

  it('hides the other cards and shows the category’s count while its radio is checked', () => {
    const css = filterCss(['healthcare']);
    expect(css).toContain('.catalogue:has(#category-healthcare:checked) .product-card:not([data-categories~="healthcare"])');
    expect(css).toContain('.catalogue:has(#category-healthcare:checked) [data-count="healthcare"]{display:inline}');
  });

  it('counts the matching products', () => {
    expect(matchCountText(14, 14)).toBe('Showing all 14 products');
    expect(matchCountText(4, 14)).toBe('Showing 4 of 14 products');
    expect(matchCountText(0, 14)).toBe('No products found.');
  });
});
