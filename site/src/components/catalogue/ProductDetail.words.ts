import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * A natural product's page: its body (ProductDetail.astro) and what the page
 * (pages/product/[slug].astro) tells search results on a Hindi or Marathi page. English pages describe
 * the product in Strapi's own words (its tagline, sizes and benefits); products are not localized, so
 * a Hindi or Marathi page says what it is in its own language: `{name}` is the product's, `{prices}`
 * its sizes with their prices.
 */
const en = {
  allProducts: 'All products',
  categories: 'Categories',
  benefits: 'Benefits',
  ingredients: 'Ingredients',
  pageDescription: '{name}, a natural product from Koolers: {prices}',
} as const;

export const productDetailWords: AreaWords<typeof en> = {
  en,
  hi: {
    allProducts: 'सभी उत्पाद',
    categories: 'श्रेणियाँ',
    benefits: 'फ़ायदे',
    ingredients: 'सामग्री',
    pageDescription: '{name}, कूलर्स का प्राकृतिक उत्पाद: {prices}',
  },
  mr: {
    allProducts: 'सर्व उत्पादने',
    categories: 'प्रकार',
    benefits: 'फायदे',
    ingredients: 'घटक',
    pageDescription: '{name}, कूलर्सचे नैसर्गिक उत्पादन: {prices}',
  },
};
