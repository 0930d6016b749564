import type { AreaWords } from '@koolers/contracts/words/translation';

/** The page for an address the shop does not have (pages/404.astro): what it says, and the ways on. */
const en = {
  title: 'Page not found',
  description: 'This page of the Koolers shop does not exist.',
  notFound: 'We could not find this page. It may have moved, or the address may have a typo.',
  home: 'Back to the home page',
  koolers: 'Our 16 koolers',
  naturalProducts: 'Natural products',
  search: 'Search the shop',
} as const;

export const notFoundPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'पेज नहीं मिला',
    description: 'कूलर्स की दुकान में यह पेज नहीं है।',
    notFound: 'हमें यह पेज नहीं मिला। हो सकता है यह कहीं और चला गया हो, या पते में कोई गलती हो।',
    home: 'होम पेज पर वापस जाएँ',
    koolers: 'हमारे 16 कूलर्स',
    naturalProducts: 'प्राकृतिक उत्पाद',
    search: 'दुकान में खोजें',
  },
  mr: {
    title: 'पेज सापडले नाही',
    description: 'कूलर्सच्या दुकानात हे पेज नाही.',
    notFound: 'आम्हाला हे पेज सापडले नाही. ते दुसरीकडे हलवले असेल, किंवा पत्त्यात काही चूक असेल.',
    home: 'मुख्यपृष्ठावर परत जा',
    koolers: 'आमचे 16 कूलर्स',
    naturalProducts: 'नैसर्गिक उत्पादने',
    search: 'दुकानात शोधा',
  },
};
