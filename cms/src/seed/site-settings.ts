import type { Core } from '@strapi/strapi';

export const SITE_SETTING_UID = 'api::site-setting.site-setting';

/** Initial contact details; editors own them after the first boot. */
export const DEFAULT_SITE_SETTINGS = {
  phone: '+91 98765 43210',
  email: 'hello@koolers.in',
  address: 'Koolers Coconut Co., Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703',
  businessHours: 'Mon-Sat, 9am - 10pm',
} as const;

/**
 * Creates and publishes the site settings when none exist yet (draft or
 * published). An existing document is never touched, so editors' changes survive
 * restarts.
 */
export async function seedSiteSettings(strapi: Core.Strapi): Promise<void> {
  const documents = strapi.documents(SITE_SETTING_UID);
  const [draft, published] = await Promise.all([documents.findFirst({ status: 'draft' }), documents.findFirst({ status: 'published' })]);
  if (draft || published) return;

  await documents.create({ data: { ...DEFAULT_SITE_SETTINGS }, status: 'published' });
  strapi.log.info('[seed] created and published the site settings');
}
