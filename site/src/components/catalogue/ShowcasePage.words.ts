import type { AreaWords } from '@koolers/contracts/words/translation';

/** The drink showcase page (pages/showcase.astro): its title and heading, and what search results show (`{count}`: how many koolers). */
const en = {
  title: 'Drink Showcase',
  description: 'All {count} kooler flavours side by side: pick one to see its story, price and bottle size.',
} as const;

export const showcasePageWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'स्वादों का शोकेस',
    description: 'कूलर्स के सभी {count} स्वाद एक साथ: कोई एक चुनें और उसकी कहानी, कीमत और बोतल का साइज़ देखें।',
  },
  mr: {
    title: 'स्वादांचा शोकेस',
    description: 'कूलर्सचे सर्व {count} स्वाद एकत्र: एक निवडा आणि त्याची कहाणी, किंमत आणि बाटलीचा आकार पाहा.',
  },
};
