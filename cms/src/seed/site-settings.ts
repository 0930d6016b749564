import type { Core } from '@strapi/strapi';
import type { SeedLedger } from './ledger';
import { image, type SeedData } from './markers';

export const SITE_SETTING_UID = 'api::site-setting.site-setting';

/**
 * Fields added after the first release; `backfillSiteSettings` fills them into an older database.
 * The store point and radius are the delivery check of the storefront spec; pincodes are the Navi
 * Mumbai ones we deliver to (Vashi, Sanpada/Turbhe, Nerul/Seawoods, Koparkhairane, CBD Belapur,
 * Ghansoli/Rabale, Airoli, Mahape, Panvel/Ulwe, Taloja, Kharghar). Money in rupees.
 */
export const DELIVERY_SETTINGS = {
  storeLatitude: 19.076,
  storeLongitude: 72.8777,
  deliveryRadiusKm: 50,
  serviceablePincodes: ['400703', '400705', '400706', '400709', '400614', '400701', '400708', '400710', '410206', '410208', '410210'],
  themeColor: '#79e86b',
  deliveryFee: 0,
} as const;

/** Initial contact details and delivery settings; editors own them after the first boot. */
export const DEFAULT_SITE_SETTINGS = {
  phone: '+91 98765 43210',
  email: 'hello@koolers.in',
  address: 'Koolers Coconut Co., Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703',
  businessHours: 'Mon-Sat, 9am - 10pm',
  ...DELIVERY_SETTINGS,
} as const;

export const siteSettings: SeedData = { ...DEFAULT_SITE_SETTINGS, logo: image('logo') };

const BACKFILL_KEY = `${SITE_SETTING_UID}#delivery-settings`;

/**
 * A database seeded before the delivery settings existed has a site-setting without them: fill in
 * each one that is empty, once (draft and published rows alike, nothing else touched).
 */
export async function backfillSiteSettings(strapi: Core.Strapi, ledger: SeedLedger): Promise<void> {
  if (ledger.has(BACKFILL_KEY)) return;
  for (const [field, value] of Object.entries(DELIVERY_SETTINGS)) {
    const { count } = await strapi.db.query(SITE_SETTING_UID).updateMany({ where: { [field]: null }, data: { [field]: value } });
    if (count > 0) strapi.log.info(`[seed] site settings: filled in ${field}`);
  }
  await ledger.record([BACKFILL_KEY]);
}
