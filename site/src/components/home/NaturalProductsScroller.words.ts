import type { AreaWords } from '@koolers/contracts/words/translation';

/** The home page's moving strip of natural products (NaturalProductsScroller.astro): heading and controls. */
const en = {
  title: 'Natural Products',
  pause: 'Pause the scrolling products',
  scrolls: 'products',
} as const;

export const naturalProductsWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'प्राकृतिक उत्पाद',
    pause: 'चलते हुए उत्पाद रोकें',
    scrolls: 'उत्पाद',
  },
  mr: {
    title: 'नैसर्गिक उत्पादने',
    pause: 'सरकणारी उत्पादने थांबवा',
    scrolls: 'उत्पादने',
  },
};
