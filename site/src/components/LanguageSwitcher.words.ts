import type { AreaWords } from '@koolers/contracts/words/translation';

/** The header's language switcher (LanguageSwitcher.astro): the name of its button in the bar. */
const en = { language: 'Language' } as const;

export const languageSwitcherWords: AreaWords<typeof en> = {
  en,
  hi: { language: 'भाषा' },
  mr: { language: 'भाषा' },
};
