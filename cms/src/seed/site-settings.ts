import type { Core } from '@strapi/strapi';
import type { SeedLedger } from './ledger';
import { image, type SeedData } from './markers';

export const SITE_SETTING_UID = 'api::site-setting.site-setting';

/**
 * Fields added after the first release; `backfillSiteSettings` fills them into an older database.
 * Money in rupees. The pincodes below are the one delivery rule; the radius is how near an area's
 * centre a shared location counts as that area (wide enough to join Navi Mumbai's nodes, too short
 * to cross the creek to Mumbai).
 */
export const DELIVERY_SETTINGS = {
  storeLatitude: 19.076,
  storeLongitude: 72.8777,
  deliveryRadiusKm: 5,
  themeColor: '#79e86b',
  deliveryFee: 0,
  deliveryTime: '15-20 minutes',
} as const;

/**
 * The radius of the first release, when it was a distance from the store that promised Mumbai and
 * Thane too: a database that still has it gets the area reach instead.
 */
export const FORMER_DELIVERY_RADIUS_KM = 50;

/** The Navi Mumbai pincodes we deliver to, with the places each one covers and the centre of its area. */
export const SERVICEABLE_PINCODES = [
  { code: '400703', area: 'Vashi', latitude: 19.0771, longitude: 72.9986 },
  { code: '400705', area: 'Sanpada, Turbhe', latitude: 19.065, longitude: 73.011 },
  { code: '400706', area: 'Nerul, Seawoods', latitude: 19.03, longitude: 73.022 },
  { code: '400709', area: 'Koparkhairane', latitude: 19.103, longitude: 73.0107 },
  { code: '400614', area: 'CBD Belapur', latitude: 19.0187, longitude: 73.0389 },
  { code: '400701', area: 'Ghansoli, Rabale', latitude: 19.127, longitude: 73.006 },
  { code: '400708', area: 'Airoli', latitude: 19.159, longitude: 72.9986 },
  { code: '400710', area: 'Mahape', latitude: 19.1146, longitude: 73.0265 },
  { code: '410206', area: 'Panvel, Ulwe', latitude: 18.98, longitude: 73.075 },
  { code: '410208', area: 'Taloja', latitude: 19.065, longitude: 73.115 },
  { code: '410210', area: 'Kharghar', latitude: 19.0473, longitude: 73.0699 },
] as const;

const ADDRESS = 'Koolers Coconut Co., Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703';

/**
 * The shop's business details search engines show (added after the delivery settings; backfilled the
 * same way). The PIN code of an older database is read from its own address.
 */
export const BUSINESS_DETAILS = {
  shopName: 'Koolers',
  city: 'Navi Mumbai',
  state: 'Maharashtra',
  postalCode: '400703',
  deliveryDays: 0,
} as const;

/**
 * The shop as a registered GST supplier, printed on tax invoices and credit notes. A sample GSTIN
 * (well formed, check character right) until the shop's accountant enters the real one.
 */
export const GST_DETAILS = {
  legalName: 'Koolers Coconut Company Private Limited',
  gstin: '27AAKCK4021M1ZC',
  registeredAddress: 'Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi Mumbai 400703',
  state: 'Maharashtra',
  stateCode: '27',
  invoicePrefix: 'KI',
  creditNotePrefix: 'KCN',
} as const;

/** Initial contact details and delivery settings; editors own them after the first boot. */
export const DEFAULT_SITE_SETTINGS = {
  phone: '+91 98765 43210',
  email: 'hello@koolers.in',
  address: ADDRESS,
  businessHours: 'Mon-Sat, 9am - 10pm',
  ...DELIVERY_SETTINGS,
  ...BUSINESS_DETAILS,
  serviceablePincodes: SERVICEABLE_PINCODES,
  gstDetails: GST_DETAILS,
} as const;

/** `businessHours` day by day, as Strapi's time fields answer. */
export const OPENING_HOURS = [{ fromDay: 'Monday', toDay: 'Saturday', opens: '09:00:00.000', closes: '22:00:00.000' }] as const;

const AREAS_KEY = `${SITE_SETTING_UID}#delivery-areas`;
const PINCODE_UID = 'delivery.pincode';

export const siteSettings: SeedData = {
  ...DEFAULT_SITE_SETTINGS,
  openingHours: OPENING_HOURS,
  logo: image('logo'),
  shareImage: image('hero-koolers'),
};

type Backfill = { key: string; uid: 'api::site-setting.site-setting' | 'api::terms.terms'; values: Record<string, unknown> };

/** Fields added after the first release, each group filled into an older database once. */
const BACKFILLS: readonly Backfill[] = [
  { key: `${SITE_SETTING_UID}#delivery-settings`, uid: SITE_SETTING_UID, values: DELIVERY_SETTINGS },
  { key: `${SITE_SETTING_UID}#business-details`, uid: SITE_SETTING_UID, values: BUSINESS_DETAILS },
  // The terms' "tell us within 24 hours" of a damaged, wrong or spoiled order.
  { key: 'api::terms.terms#return-window', uid: 'api::terms.terms', values: { returnWindowDays: 1 } },
];

/**
 * A database seeded before a field existed has entries without it: fill in each one that is empty,
 * once (draft and published rows alike, nothing else touched). The opening hours day by day and the
 * share picture are left for editors: the site does without them. One seeded before areas had centres
 * gets, once, the centre of each seeded pincode it still lists without one, the area reach in place of
 * the first release's distance from the store, and a delivery time.
 */
export async function backfillSiteSettings(strapi: Core.Strapi, ledger: SeedLedger): Promise<void> {
  for (const { key, uid, values } of BACKFILLS) {
    if (ledger.has(key)) continue;
    for (const [field, value] of Object.entries(values)) {
      const rows: { id: number; address?: string }[] = await strapi.db.query(uid).findMany({ where: { [field]: null } });
      for (const row of rows) {
        const filled = field === 'postalCode' ? (pinCodeIn(row.address) ?? value) : value;
        await strapi.db.query(uid).update({ where: { id: row.id }, data: { [field]: filled } });
      }
      if (rows.length > 0) strapi.log.info(`[seed] ${uid}: filled in ${field}`);
    }
    await ledger.record([key]);
  }
  if (ledger.has(AREAS_KEY)) return;
  await strapi.db
    .query(SITE_SETTING_UID)
    .updateMany({ where: { deliveryTime: null }, data: { deliveryTime: DELIVERY_SETTINGS.deliveryTime } });
  for (const { code, latitude, longitude } of SERVICEABLE_PINCODES) {
    await strapi.db.query(PINCODE_UID).updateMany({ where: { code, latitude: null, longitude: null }, data: { latitude, longitude } });
  }
  const { count } = await strapi.db
    .query(SITE_SETTING_UID)
    .updateMany({ where: { deliveryRadiusKm: FORMER_DELIVERY_RADIUS_KM }, data: { deliveryRadiusKm: DELIVERY_SETTINGS.deliveryRadiusKm } });
  if (count > 0) strapi.log.info(`[seed] site settings: a delivery area's reach is now ${DELIVERY_SETTINGS.deliveryRadiusKm} km`);
  await ledger.record([AREAS_KEY]);
}

/** The last 6-digit PIN code written in an address. */
export function pinCodeIn(address: string | undefined): string | undefined {
  return address?.match(/\b[1-9]\d{5}\b/g)?.at(-1);
}
