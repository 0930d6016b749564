import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The director's page (pages/director-profile.astro): while Strapi has not translated the position
 * or the biography, the position the tab names (`position`) and the description search results show
 * (`{name}`: the director's name).
 */
const en = {
  position: 'Director',
  description: 'Director profile of Koolers: the story of {name}.',
} as const;

export const directorProfileWords: AreaWords<typeof en> = {
  en,
  hi: {
    position: 'निदेशक',
    description: 'कूलर्स के निदेशक परिचय में {name} की कहानी पढ़ें।',
  },
  mr: {
    position: 'संचालक',
    description: 'कूलर्सच्या संचालक परिचयात {name} यांची कहाणी वाचा.',
  },
};
