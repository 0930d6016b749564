import type { AreaWords } from '@koolers/contracts/words/translation';

/** The heart's label (WishlistToggle.astro): the same whether the product is on the list or not. */
const en = { add: 'Add {name} to wishlist' } as const;

export const wishlistToggleWords: AreaWords<typeof en> = {
  en,
  hi: { add: '{name} पसंदीदा में जोड़ें' },
  mr: { add: '{name} आवडत्यांमध्ये जोडा' },
};
