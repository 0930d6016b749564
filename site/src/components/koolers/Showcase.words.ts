import type { AreaWords } from '@koolers/contracts/words/translation';

/** The drink showcase (Showcase.astro): the strips' heading and pause button, and each flavour's order link. */
const en = {
  chooseFlavour: 'Choose a flavour',
  pause: 'Pause the scrolling flavours',
  order: 'Order {name}',
} as const;

export const showcaseWords: AreaWords<typeof en> = {
  en,
  hi: {
    chooseFlavour: 'स्वाद चुनें',
    pause: 'चलते हुए स्वाद रोकें',
    order: '{name} ऑर्डर करें',
  },
  mr: {
    chooseFlavour: 'स्वाद निवडा',
    pause: 'सरकणारे स्वाद थांबवा',
    order: '{name} ऑर्डर करा',
  },
};
