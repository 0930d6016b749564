import type { AreaWords } from '@koolers/contracts/words/translation';

/** The hero slides' own page (pages/heroBanner.astro): `{slides}` are the slides' titles, from Strapi. */
const en = {
  title: 'Welcome',
  heading: 'Welcome to Koolers',
  description: '{slides}: what Koolers grows, makes and delivers.',
} as const;

export const heroBannerPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'स्वागत है',
    heading: 'कूलर्स में आपका स्वागत है',
    description: '{slides}: कूलर्स क्या उगाता, बनाता और पहुँचाता है।',
  },
  mr: {
    title: 'स्वागत',
    heading: 'कूलर्समध्ये तुमचे स्वागत आहे',
    description: '{slides}: कूलर्स काय पिकवते, बनवते आणि पोहोचवते.',
  },
};
