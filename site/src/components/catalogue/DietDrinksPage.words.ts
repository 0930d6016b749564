import type { AreaWords } from '@koolers/contracts/words/translation';

/** The diet drinks page (pages/dietdrink.astro): its title and heading, and what search results show (`{names}`: the drinks' names). */
const en = {
  title: 'Diet Drinks',
  description: 'Diet drinks from Koolers: {names}.',
} as const;

export const dietDrinksPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'डाइट ड्रिंक',
    description: 'कूलर्स के डाइट ड्रिंक: {names}।',
  },
  mr: {
    title: 'डाएट ड्रिंक',
    description: 'कूलर्सचे डाएट ड्रिंक: {names}.',
  },
};
