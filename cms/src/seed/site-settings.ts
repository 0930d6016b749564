import type { Core } from '@strapi/strapi';
import type { SeedLedger } from './ledger';
import { image, type SeedData } from './markers';

export const SITE_SETTING_UID = 'api::site-setting.site-setting';

/**
 * Fields added after the first release; `backfillSiteSettings` fills them into an older database.
 * The store point and radius are the delivery check of the storefront spec. Money in rupees.
 */
export const DELIVERY_SETTINGS = {
  storeLatitude: 19.076,
  storeLongitude: 72.8777,
  deliveryRadiusKm: 50,
  themeColor: '#79e86b',
  deliveryFee: 0,
} as const;

/** The Navi Mumbai pincodes we deliver to, with the area each one covers (shown to editors only). */
export const SERVICEABLE_PINCODES = [
  { code: '400703', area: 'Vashi' },
  { code: '400705', area: 'Sanpada, Turbhe' },
  { code: '400706', area: 'Nerul, Seawoods' },
  { code: '400709', area: 'Koparkhairane' },
  { code: '400614', area: 'CBD Belapur' },
  { code: '400701', area: 'Ghansoli, Rabale' },
  { code: '400708', area: 'Airoli' },
  { code: '400710', area: 'Mahape' },
  { code: '410206', area: 'Panvel, Ulwe' },
  { code: '410208', area: 'Taloja' },
  { code: '410210', area: 'Kharghar' },
] as const;

/** Initial contact details and delivery settings; editors own them after the first boot. */
export const DEFAULT_SITE_SETTINGS = {
  phone: '+91 98765 43210',
  email: 'hello@koolers.in',
  address: 'Koolers Coconut Co., Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703',
  businessHours: 'Mon-Sat, 9am - 10pm',
  ...DELIVERY_SETTINGS,
  serviceablePincodes: SERVICEABLE_PINCODES,
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
