import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The "about the company" page (pages/about-company.astro): the heading over the cards of the other
 * "our story" pages, and, while Strapi's title or intro is not translated, the page's name and the
 * description in the tab and search results.
 */
const en = {
  moreAboutUs: 'More about us',
  name: 'About Company',
  description: 'Koolers is a family company from Navi Mumbai that makes fresh coconut drinks and natural products from the coconut palm.',
} as const;

export const aboutCompanyWords: AreaWords<typeof en> = {
  en,
  hi: {
    moreAboutUs: 'हमारे बारे में और जानें',
    name: 'कंपनी के बारे में',
    description: 'कूलर्स नवी मुंबई की एक पारिवारिक कंपनी है, जो नारियल से ताज़ा पेय और नारियल के पेड़ से प्राकृतिक उत्पाद बनाती है।',
  },
  mr: {
    moreAboutUs: 'आमच्याबद्दल अधिक जाणून घ्या',
    name: 'कंपनीबद्दल',
    description: 'कूलर्स ही नवी मुंबईतील एक कौटुंबिक कंपनी आहे, जी नारळापासून ताजी पेये आणि नारळाच्या झाडापासून नैसर्गिक उत्पादने बनवते.',
  },
};
