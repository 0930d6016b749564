import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The catalogue's filter and its count (Catalogue.astro, catalogue.ts: matchCountText). `{count}` is
 * every product; `{matching}` of `{total}` those of the chosen category.
 */
const en = {
  category: 'Category',
  all: 'All',
  showingAll: 'Showing all {count} products',
  showingTheOne: 'Showing all {count} product',
  showingSome: 'Showing {matching} of {total} products',
  showingOneOf: 'Showing {matching} of {total} products',
  noProducts: 'No products found.',
} as const;

export type CatalogueWords = typeof en;

export const catalogueWords: AreaWords<typeof en> = {
  en,
  hi: {
    category: 'श्रेणी',
    all: 'सभी',
    showingAll: 'सभी {count} उत्पाद दिखाए जा रहे हैं',
    showingTheOne: '{count} उत्पाद दिखाया जा रहा है',
    showingSome: '{total} में से {matching} उत्पाद दिखाए जा रहे हैं',
    showingOneOf: '{total} में से {matching} उत्पाद दिखाया जा रहा है',
    noProducts: 'कोई उत्पाद नहीं मिला।',
  },
  mr: {
    category: 'प्रकार',
    all: 'सर्व',
    showingAll: 'सर्व {count} उत्पादने दाखवली आहेत',
    showingTheOne: '{count} उत्पादन दाखवले आहे',
    showingSome: '{total} पैकी {matching} उत्पादने दाखवली आहेत',
    showingOneOf: '{total} पैकी {matching} उत्पादन दाखवले आहे',
    noProducts: 'एकही उत्पादन सापडले नाही.',
  },
};
