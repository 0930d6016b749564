import type { AreaWords } from '@koolers/contracts/words/translation';

/** What stands in for a product without pictures (NoImage.astro). */
const en = { noImage: 'No Image Available' } as const;

export const noImageWords: AreaWords<typeof en> = {
  en,
  hi: { noImage: 'चित्र उपलब्ध नहीं है' },
  mr: { noImage: 'चित्र उपलब्ध नाही' },
};
