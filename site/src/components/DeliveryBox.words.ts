import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * A product page's delivery box (DeliveryBox.astro): its heading and the places we deliver to:
 * `{places}` is the list, its last place after `and` (spaces included), the rest counted.
 */
const en = {
  title: 'Delivery',
  weDeliverTo: 'We deliver to {places}.',
  and: ' and ',
  oneMoreArea: '{count} more area',
  moreAreas: '{count} more areas',
  pincode: 'pincode {code}',
} as const;

export const deliveryBoxWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'डिलीवरी',
    weDeliverTo: 'हम {places} में डिलीवरी करते हैं।',
    and: ' और ',
    oneMoreArea: '{count} दूसरे इलाके',
    moreAreas: '{count} दूसरे इलाकों',
    pincode: 'पिनकोड {code}',
  },
  mr: {
    title: 'डिलिव्हरी',
    weDeliverTo: 'आम्ही इथे डिलिव्हरी करतो: {places}.',
    and: ' आणि ',
    oneMoreArea: 'इतर {count} भाग',
    moreAreas: 'इतर {count} भाग',
    pincode: 'पिनकोड {code}',
  },
};
