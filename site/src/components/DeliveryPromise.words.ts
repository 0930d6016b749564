import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The delivery line (DeliveryPromise.astro) before the server's promise arrives: Strapi's delivery
 * time, and the fee under it (`{fee}` is formatted rupees).
 */
const en = {
  deliveredIn: 'Delivered in {time}',
  deliveryFee: 'Delivery fee {fee}',
  freeDelivery: 'Free delivery',
} as const;

export const deliveryPromiseWords: AreaWords<typeof en> = {
  en,
  hi: {
    deliveredIn: '{time} में डिलीवरी',
    deliveryFee: 'डिलीवरी शुल्क {fee}',
    freeDelivery: 'मुफ़्त डिलीवरी',
  },
  mr: {
    deliveredIn: 'डिलिव्हरी: {time}',
    deliveryFee: 'डिलिव्हरी शुल्क {fee}',
    freeDelivery: 'मोफत डिलिव्हरी',
  },
};
