import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The home page's strip of koolers (KoolersStrip.astro): its heading, what its scroll arrows scroll
 * (ScrollButtons' `{what}`), and Read More with its hidden end for screen readers.
 */
const en = {
  title: 'Our Koolers',
  scrolls: 'koolers',
  readMore: 'Read More',
  readMoreAbout: 'about our koolers',
} as const;

export const koolersStripWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'हमारे कूलर्स',
    scrolls: 'कूलर्स',
    readMore: 'और पढ़ें',
    readMoreAbout: 'हमारे कूलर्स के बारे में',
  },
  mr: {
    title: 'आमचे कूलर्स',
    scrolls: 'कूलर्स',
    readMore: 'अधिक वाचा',
    readMoreAbout: 'आमच्या कूलर्सबद्दल',
  },
};
