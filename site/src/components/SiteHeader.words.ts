import type { AreaWords } from '@koolers/contracts/words/translation';

/** The header's own words (SiteHeader.astro); the menu and its buttons are Strapi's. */
const en = {
  mainMenu: 'Main',
  account: 'Account',
  wishlist: 'Wishlist',
  cocoClub: 'Coco Club',
  callUs: 'Call us',
  search: 'Search',
  phone: 'Phone',
  menu: 'Menu',
} as const;

export const siteHeaderWords: AreaWords<typeof en> = {
  en,
  hi: {
    mainMenu: 'मुख्य',
    account: 'खाता',
    wishlist: 'पसंदीदा',
    cocoClub: 'Coco Club',
    callUs: 'कॉल करें',
    search: 'खोजें',
    phone: 'फ़ोन',
    menu: 'मेन्यू',
  },
  mr: {
    mainMenu: 'मुख्य',
    account: 'खाते',
    wishlist: 'आवडती',
    cocoClub: 'Coco Club',
    callUs: 'कॉल करा',
    search: 'शोधा',
    phone: 'फोन',
    menu: 'मेन्यू',
  },
};
