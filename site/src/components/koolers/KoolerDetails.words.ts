import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * A kooler's page: its body (KoolerDetails.astro) and what the page (pages/order-product/[slug].astro)
 * tells the browser tab, search results and breadcrumbs. `{name}`, `{subtitle}` and `{size}` are the
 * kooler's, from Strapi; `{price}` is formatted rupees.
 */
const en = {
  allKoolers: 'All koolers',
  bottleSize: 'Bottle size: {size}',
  nutrition: 'Nutrition Details:',
  per100ml: 'Per 100 ml',
  benefits: 'Benefits',
  vitamins: 'Vitamins',
  pageTitle: '{name} Kooler',
  pageDescription: '{subtitle}: {price} for {size}',
  koolers: 'Koolers',
} as const;

export const koolerDetailsWords: AreaWords<typeof en> = {
  en,
  hi: {
    allKoolers: 'सभी कूलर्स',
    bottleSize: 'बोतल का साइज़: {size}',
    nutrition: 'पोषण की जानकारी:',
    per100ml: 'प्रति 100 मिली',
    benefits: 'फ़ायदे',
    vitamins: 'विटामिन',
    pageTitle: '{name} कूलर',
    pageDescription: '{subtitle}: {size} के लिए {price}',
    koolers: 'कूलर्स',
  },
  mr: {
    allKoolers: 'सर्व कूलर्स',
    bottleSize: 'बाटलीचा आकार: {size}',
    nutrition: 'पोषणमूल्ये:',
    per100ml: 'प्रति 100 मि.ली.',
    benefits: 'फायदे',
    vitamins: 'जीवनसत्त्वे',
    pageTitle: '{name} कूलर',
    pageDescription: '{subtitle}: {size} साठी {price}',
    koolers: 'कूलर्स',
  },
};
