import type { AreaWords } from '@koolers/contracts/words/translation';

/** The scroll arrows' names (ScrollButtons.astro); `{what}` is the strip's contents, in the page's language. */
const en = {
  left: 'Scroll {what} left',
  right: 'Scroll {what} right',
} as const;

export const scrollButtonsWords: AreaWords<typeof en> = {
  en,
  hi: {
    left: '{what} बाईं ओर खिसकाएँ',
    right: '{what} दाईं ओर खिसकाएँ',
  },
  mr: {
    left: '{what} डावीकडे सरकवा',
    right: '{what} उजवीकडे सरकवा',
  },
};
