import type { SeedTranslation } from '../../translations';
import { footer } from '../footer';
import { navigation } from '../navigation';
import { footerInHindi, footerInMarathi } from './footer';
import { navigationInHindi, navigationInMarathi } from './navigation';

/**
 * The Hindi and Marathi the first boot adds beside the English seed (issue 35). So far the header and
 * the footer, which every page shows; the other types are localized in Strapi and wait for theirs.
 */
export const SEED_TRANSLATIONS: readonly SeedTranslation[] = [
  { uid: 'api::navigation.navigation', english: navigation, translations: { hi: navigationInHindi, mr: navigationInMarathi } },
  { uid: 'api::footer.footer', english: footer, translations: { hi: footerInHindi, mr: footerInMarathi } },
];
