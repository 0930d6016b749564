/** Build-time helpers of the catalogue pages: the category filter and its count. */

import { fill } from '@koolers/contracts/words/fill';
import { type CatalogueWords, catalogueWords } from './Catalogue.words.ts';

/** A category slug safe inside an id, a class list and a quoted CSS attribute selector. */
export function categoryKey(slug: string): string {
  return slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}

/**
 * The filter works without JavaScript: one radio per category, and for each one a rule that hides the
 * cards without that category and shows that category's count while it is checked. Categories come
 * from Strapi, so the rules are written at build time.
 */
export function filterCss(keys: string[]): string {
  return keys
    .map((key) => {
      const checked = `.catalogue:has(#category-${key}:checked)`;
      return [
        `${checked} .product-card:not([data-categories~="${key}"]),${checked} [data-count="all"]{display:none}`,
        `${checked} [data-count="${key}"]{display:inline}`,
      ].join('');
    })
    .join('');
}

/**
 * "Showing 4 of 14 products", "Showing all 14 products" or the catalogue's 'No products found.', in
 * the page's language (Catalogue.words.ts; English unless given).
 */
export function matchCountText(matching: number, total: number, words: CatalogueWords = catalogueWords.en): string {
  if (matching === 0) return words.noProducts;
  if (matching === total) return fill(total === 1 ? words.showingTheOne : words.showingAll, { count: total });
  return fill(matching === 1 ? words.showingOneOf : words.showingSome, { matching, total });
}
