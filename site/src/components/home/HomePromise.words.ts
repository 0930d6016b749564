import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The home page's delivery promise (HomePromise.astro): its heading, Strapi's delivery time until
 * the server's promise arrives, and the fee under it (`{fee}` is formatted rupees).
 */
const en = {
  title: 'Fresh koolers, delivered',
  deliveredIn: 'Delivered in {time}',
  deliveryFee: 'Delivery fee {fee}',
  freeDelivery: 'Free delivery',
} as const;

export const homePromiseWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'ताज़े कूलर्स, सीधे आपके घर',
    deliveredIn: '{time} में डिलीवरी',
    deliveryFee: 'डिलीवरी शुल्क {fee}',
    freeDelivery: 'मुफ़्त डिलीवरी',
  },
  mr: {
    title: 'ताजे कूलर्स, थेट तुमच्या घरी',
    deliveredIn: 'डिलिव्हरी: {time}',
    deliveryFee: 'डिलिव्हरी शुल्क {fee}',
    freeDelivery: 'मोफत डिलिव्हरी',
  },
};
