import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The chairman's page (pages/chairman-profile.astro): the heading of his achievements, and, while
 * Strapi has not translated his position or story, the position the tab names (`position`) and the
 * description search results show (`{name}`: his name).
 */
const en = {
  achievements: 'Achievements',
  position: 'Chairman',
  description: 'Chairman profile of Koolers: the story and achievements of {name}.',
} as const;

export const chairmanProfileWords: AreaWords<typeof en> = {
  en,
  hi: {
    achievements: 'उपलब्धियाँ',
    position: 'अध्यक्ष',
    description: 'कूलर्स के अध्यक्ष परिचय में {name} की कहानी और उपलब्धियाँ पढ़ें।',
  },
  mr: {
    achievements: 'कामगिरी',
    position: 'अध्यक्ष',
    description: 'कूलर्सच्या अध्यक्ष परिचयात {name} यांची कहाणी आणि कामगिरी वाचा.',
  },
};
