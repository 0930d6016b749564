import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The phone's buy bar (BuyBar.astro): the name of its region. Its button says what the page's own
 * Add to Bag says (AddToCart.words.ts). `{name}` is the product's.
 */
const en = {
  buy: 'Buy {name}',
} as const;

export const buyBarWords: AreaWords<typeof en> = {
  en,
  hi: {
    buy: '{name} खरीदें',
  },
  mr: {
    buy: '{name} खरेदी करा',
  },
};
