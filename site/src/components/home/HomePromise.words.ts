import type { AreaWords } from '@koolers/contracts/words/translation';

/** The home page's delivery promise (HomePromise.astro): its heading (the line under it is DeliveryPromise's). */
const en = {
  title: 'Fresh koolers, delivered',
} as const;

export const homePromiseWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'ताज़े कूलर्स, सीधे आपके घर',
  },
  mr: {
    title: 'ताजे कूलर्स, थेट तुमच्या घरी',
  },
};
