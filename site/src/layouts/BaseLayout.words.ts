import type { AreaWords } from '@koolers/contracts/words/translation';

/** Every page's own words around its content (BaseLayout.astro). */
const en = {
  skipToContent: 'Skip to content',
} as const;

export const baseLayoutWords: AreaWords<typeof en> = {
  en,
  hi: { skipToContent: 'मुख्य सामग्री पर जाएँ' },
  mr: { skipToContent: 'मुख्य मजकुराकडे जा' },
};
