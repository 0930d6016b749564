import { describe, expect, it } from 'vitest';
import { wordsFor } from '../../build/page-words.ts';
import { catalogueWords } from './Catalogue.words.ts';
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

  it('counts them in the page’s language', () => {
    const hindi = wordsFor(new URL('https://koolers.in/hi/products'), catalogueWords);
    const marathi = wordsFor(new URL('https://koolers.in/mr/products'), catalogueWords);
    expect(matchCountText(1, 1)).toBe('Showing all 1 product');
    expect(matchCountText(1, 14)).toBe('Showing 1 of 14 products');
    expect(matchCountText(4, 14, hindi)).toBe('14 में से 4 उत्पाद दिखाए जा रहे हैं');
    expect(matchCountText(1, 14, hindi)).toBe('14 में से 1 उत्पाद दिखाया जा रहा है');
    expect(matchCountText(14, 14, marathi)).toBe('सर्व 14 उत्पादने दाखवली आहेत');
    expect(matchCountText(0, 14, marathi)).toBe('एकही उत्पादन सापडले नाही.');
  });
});
