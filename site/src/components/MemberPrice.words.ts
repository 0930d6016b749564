import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The Coco Club price beside a price (MemberPrice.astro, and AddToCart.astro beside the chosen
 * size's price); `{price}` is formatted rupees.
 */
const en = {
  forMembers: '{price} for members',
} as const;

export const memberPriceWords: AreaWords<typeof en> = {
  en,
  hi: {
    forMembers: 'सदस्यों के लिए {price}',
  },
  mr: {
    forMembers: 'सदस्यांसाठी {price}',
  },
};
