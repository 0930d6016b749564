import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The footer's own headings (SiteFooter.astro); everything else in it is Strapi's Footer. The first
 * heading is the shop's name, "koolers", in every language.
 */
const en = {
  links: 'Links',
  visitOrCall: 'Visit or call',
} as const;

export const siteFooterWords: AreaWords<typeof en> = {
  en,
  hi: {
    links: 'लिंक',
    visitOrCall: 'आइए या कॉल करें',
  },
  mr: {
    links: 'लिंक्स',
    visitOrCall: 'भेट द्या किंवा कॉल करा',
  },
};
