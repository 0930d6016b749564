import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * A blog article's card and dialog (ArticleCard.astro): the button that opens the whole article and
 * its reading time. `{minutes}` is the editor's reading time; one minute has its own words.
 */
const en = {
  readMore: 'Read More',
  readingTime: '{minutes} min read',
  readingOneMinute: '1 min read',
} as const;

export const articleCardWords: AreaWords<typeof en> = {
  en,
  hi: {
    readMore: 'पूरा पढ़ें',
    readingTime: 'पढ़ने में {minutes} मिनट',
    readingOneMinute: 'पढ़ने में 1 मिनट',
  },
  mr: {
    readMore: 'पूर्ण वाचा',
    readingTime: 'वाचायला {minutes} मिनिटे',
    readingOneMinute: 'वाचायला 1 मिनिट',
  },
};
