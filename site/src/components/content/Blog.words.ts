import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The blog (pages/blog.astro): its heading, which is also its title and breadcrumb, and its
 * description for search results, with the articles' titles (`{titles}`, those in the page's
 * language); without any, the shorter one.
 */
const en = {
  heading: 'Blog',
  description: 'Health articles from the Koolers kitchen: {titles}.',
  descriptionWithoutTitles: 'Health articles from the Koolers kitchen.',
} as const;

export const blogWords: AreaWords<typeof en> = {
  en,
  hi: {
    heading: 'ब्लॉग',
    description: 'कूलर्स की रसोई से सेहत पर लेख: {titles}।',
    descriptionWithoutTitles: 'कूलर्स की रसोई से सेहत पर लेख।',
  },
  mr: {
    heading: 'ब्लॉग',
    description: 'कूलर्सच्या स्वयंपाकघरातून आरोग्यविषयक लेख: {titles}.',
    descriptionWithoutTitles: 'कूलर्सच्या स्वयंपाकघरातून आरोग्यविषयक लेख.',
  },
};
