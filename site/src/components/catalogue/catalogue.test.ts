import { describe, expect, it } from 'vitest';
import { categoryKey, filterCss, matchCountText } from './catalogue.ts';

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
