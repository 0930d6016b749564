import type { Language } from '@koolers/contracts/languages';
import { single } from '../content.ts';
import type { Shop } from './structured-data.ts';

/**
 * The shop's facts for structured data, from Strapi: site settings, the footer's social links, the
 * terms, in the page's language (English when not given).
 */
export async function loadShop(site: URL, language: Language = 'en'): Promise<Shop> {
  const [settings, footer, terms] = await Promise.all([
    single('settings', language),
    single('footer', language),
    single('terms', language),
  ]);
  return { site, settings, socialLinks: footer.socialLinks.map((link) => link.url), returnWindowDays: terms.returnWindowDays, language };
}
