import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The koolers page (KoolersPage.astro) and the titles its two addresses give it (coconutjuice.astro,
 * coconutmilk.astro): the heading, the link to the showcase, and the description search results show
 * when the KOOLERS hero slide has none. `{count}` is how many koolers there are.
 */
const en = {
  allKoolers: 'All Koolers',
  coconutMilkKoolers: 'Coconut Milk Koolers',
  heading: 'Koolers',
  seeAll: 'See all {count} flavours side by side',
  description: '{count} koolers: tender coconut with real fruit pulp.',
} as const;

export const koolersPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    allKoolers: 'सभी कूलर्स',
    coconutMilkKoolers: 'नारियल दूध वाले कूलर्स',
    heading: 'कूलर्स',
    seeAll: 'सभी {count} स्वाद एक साथ देखें',
    description: '{count} कूलर्स: असली फलों के गूदे के साथ कच्चा नारियल।',
  },
  mr: {
    allKoolers: 'सर्व कूलर्स',
    coconutMilkKoolers: 'नारळाच्या दुधाचे कूलर्स',
    heading: 'कूलर्स',
    seeAll: 'सर्व {count} स्वाद एकत्र पाहा',
    description: '{count} कूलर्स: खऱ्या फळांच्या गरासोबत शहाळे.',
  },
};
