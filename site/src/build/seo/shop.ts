import { single } from '../content.ts';
import type { Shop } from './structured-data.ts';

/** The shop's facts for structured data, from Strapi: site settings, the footer's social links, the terms. */
export async function loadShop(site: URL): Promise<Shop> {
  const [settings, footer, terms] = await Promise.all([single('settings'), single('footer'), single('terms')]);
  return { site, settings, socialLinks: footer.socialLinks.map((link) => link.url), returnWindowDays: terms.returnWindowDays };
}
