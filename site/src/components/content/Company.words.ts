import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The company's page (pages/company.astro): its name in the tab and breadcrumbs, and the description
 * search results show while Strapi's welcome text is not translated.
 */
const en = {
  title: 'Company',
  description: 'Koolers, a family company from Navi Mumbai: our mission, our vision and our values.',
} as const;

export const companyWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'कंपनी',
    description: 'कूलर्स, नवी मुंबई की एक पारिवारिक कंपनी: हमारा लक्ष्य, हमारी सोच और हमारे मूल्य।',
  },
  mr: {
    title: 'कंपनी',
    description: 'कूलर्स, नवी मुंबईतील एक कौटुंबिक कंपनी: आमचे ध्येय, आमचा दृष्टिकोन आणि आमची मूल्ये.',
  },
};
