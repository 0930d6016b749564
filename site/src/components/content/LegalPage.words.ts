import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The legal pages (LegalPage.astro, pages/termsandconditions.astro, pages/privacypolicy.astro): the
 * date line, the description search results show (`{title}`, `{date}`, and `{text}`: the first
 * paragraph, or the line below where the text is in English), and on a Hindi or Marathi page whose
 * legal text Strapi has not translated, the line saying it is in English and binding. `terms` and
 * `privacy` name the pages in the tab and breadcrumbs while Strapi's title is not translated.
 */
const en = {
  lastUpdated: 'Last updated:',
  description: '{title} of Koolers, last updated {date}. {text}',
  inEnglish: 'This legal text is in English, and the English text is the binding one.',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
} as const;

export const legalPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    lastUpdated: 'अंतिम संशोधन:',
    description: 'कूलर्स: {title}, अंतिम संशोधन {date}। {text}',
    inEnglish: 'यह कानूनी पाठ अंग्रेज़ी में है, और अंग्रेज़ी पाठ ही मान्य है।',
    terms: 'नियम और शर्तें',
    privacy: 'गोपनीयता नीति',
  },
  mr: {
    lastUpdated: 'शेवटची सुधारणा:',
    description: 'कूलर्स: {title}, शेवटची सुधारणा {date}. {text}',
    inEnglish: 'हा कायदेशीर मजकूर इंग्रजीत आहे, आणि इंग्रजी मजकूरच ग्राह्य धरला जाईल.',
    terms: 'नियम व अटी',
    privacy: 'गोपनीयता धोरण',
  },
};
