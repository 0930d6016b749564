import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * What a search result says of its entry (build/search-index.ts): a kooler's name, its kind and a
 * price "from" the lowest of its sizes. `{name}` is Strapi's, `{price}` formatted rupees.
 */
const en = {
  koolerName: '{name} Kooler',
  kooler: 'Kooler',
  product: 'Product',
  dietDrink: 'Diet drink',
  page: 'Page',
  fromPrice: 'from {price}',
} as const;

export const searchIndexWords: AreaWords<typeof en> = {
  en,
  hi: {
    koolerName: '{name} कूलर',
    kooler: 'कूलर',
    product: 'प्रोडक्ट',
    dietDrink: 'डाइट ड्रिंक',
    page: 'पेज',
    fromPrice: '{price} से शुरू',
  },
  mr: {
    koolerName: '{name} कूलर',
    kooler: 'कूलर',
    product: 'उत्पादन',
    dietDrink: 'डाएट ड्रिंक',
    page: 'पान',
    fromPrice: '{price} पासून',
  },
};
