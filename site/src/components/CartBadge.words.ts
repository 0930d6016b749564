import type { AreaWords } from '@koolers/contracts/words/translation';

/** The header's cart link (CartBadge.astro): its hidden name and the label of the count on it. */
const en = {
  cart: 'Cart',
  oneItem: '{count} item',
  items: '{count} items',
} as const;

export const cartBadgeWords: AreaWords<typeof en> = {
  en,
  hi: {
    cart: 'कार्ट',
    oneItem: '{count} आइटम',
    items: '{count} आइटम',
  },
  mr: {
    cart: 'कार्ट',
    oneItem: '{count} वस्तू',
    items: '{count} वस्तू',
  },
};
