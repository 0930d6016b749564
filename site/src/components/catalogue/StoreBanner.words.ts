import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The catalogue's store banner (StoreBanner.astro): its heading and the fee under the delivery
 * promise (`{fee}` is formatted rupees). The places we deliver to are worded as on a product's page
 * (DeliveryBox.words.ts).
 */
const en = {
  title: 'Fresh from our store',
  deliveryFee: 'Delivery fee: {fee}',
  freeDelivery: 'Free delivery',
} as const;

export const storeBannerWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'हमारी दुकान से ताज़ा',
    deliveryFee: 'डिलीवरी शुल्क: {fee}',
    freeDelivery: 'मुफ़्त डिलीवरी',
  },
  mr: {
    title: 'आमच्या दुकानातून ताजे',
    deliveryFee: 'डिलिव्हरी शुल्क: {fee}',
    freeDelivery: 'मोफत डिलिव्हरी',
  },
};
