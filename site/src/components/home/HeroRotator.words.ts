import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The hero slides (HeroRotator.astro): the end of each slide's button for screen readers (after
 * Strapi's button label, e.g. "Get Started with Koolers") and the pause button's name.
 */
const en = {
  buttonWith: 'with {title}',
  pause: 'Pause the slideshow',
} as const;

export const heroRotatorWords: AreaWords<typeof en> = {
  en,
  hi: {
    buttonWith: '— {title}',
    pause: 'स्लाइडशो रोकें',
  },
  mr: {
    buttonWith: '— {title}',
    pause: 'स्लाइडशो थांबवा',
  },
};
