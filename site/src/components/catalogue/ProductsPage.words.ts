import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The catalogue page (pages/products.astro): its title and heading, also the products' breadcrumb on
 * each product's page, and what search results show of it. `{categories}` lists Strapi's categories,
 * whose names are English in every language (product categories are not localized).
 */
const en = {
  title: 'Natural Products',
  description: 'Natural products from Koolers: {categories}. Choose a size and add to your bag.',
} as const;

export const productsPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'प्राकृतिक उत्पाद',
    description: 'कूलर्स के प्राकृतिक उत्पाद: {categories}। साइज़ चुनें और बैग में जोड़ें।',
  },
  mr: {
    title: 'नैसर्गिक उत्पादने',
    description: 'कूलर्सची नैसर्गिक उत्पादने: {categories}. साइज निवडा आणि बॅगमध्ये जोडा.',
  },
};
