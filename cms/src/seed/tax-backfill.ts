import type { Core, UID } from '@strapi/strapi';
import { dietDrinks } from './content/diet-drinks';
import { koolers } from './content/koolers';
import { products } from './content/products';
import type { SeedLedger } from './ledger';
import { GST_DETAILS, SITE_SETTING_UID } from './site-settings';

const BACKFILL_KEY = 'koolers#tax-details';

type Tax = { hsnCode: string; gstRate: number };

/**
 * A database seeded before invoices existed has koolers, diet drinks and product sizes without an
 * HSN code and GST rate: each seeded entry still without them gets the seed's values, once (draft
 * and published rows alike). The shop's GST details go into the site settings' draft only: a
 * sample GSTIN must not reach a real shop's invoices before its accountant has checked and
 * published it.
 */
export async function backfillTaxDetails(strapi: Core.Strapi, ledger: SeedLedger): Promise<void> {
  if (ledger.has(BACKFILL_KEY)) return;
  let filled = 0;
  for (const [uid, entries] of [
    ['api::kooler.kooler', koolers],
    ['api::diet-drink.diet-drink', dietDrinks],
  ] as const) {
    for (const entry of entries) {
      const { hsnCode, gstRate } = entry as unknown as Tax;
      const { count } = await strapi.db
        .query(uid as UID.ContentType)
        .updateMany({ where: { slug: entry.slug, hsnCode: null }, data: { hsnCode, gstRate } });
      filled += count;
    }
  }
  for (const entry of products) {
    const rows = (await strapi.db.query('api::product.product').findMany({ where: { slug: entry.slug }, populate: { sizes: true } })) as {
      sizes?: ({ id: number; hsnCode?: string | null } | null)[];
    }[];
    const tax = (entry.sizes as unknown as Tax[])[0];
    if (!tax) continue;
    for (const size of rows.flatMap((row) => row.sizes ?? [])) {
      if (!size || size.hsnCode) continue;
      await strapi.db
        .query('product.size' as UID.Schema)
        .update({ where: { id: size.id }, data: { hsnCode: tax.hsnCode, gstRate: tax.gstRate } });
      filled += 1;
    }
  }
  if (filled > 0) strapi.log.info(`[seed] filled in the HSN code and GST rate of ${filled} entries and sizes`);

  const settings = (await strapi.documents(SITE_SETTING_UID).findFirst({ status: 'draft', populate: { gstDetails: true } } as never)) as {
    documentId: string;
    gstDetails?: unknown;
  } | null;
  if (settings && !settings.gstDetails) {
    await strapi.documents(SITE_SETTING_UID).update({ documentId: settings.documentId, data: { gstDetails: GST_DETAILS } } as never);
    strapi.log.warn('[seed] site settings: sample GST details saved as a draft; have the accountant check them, then publish');
  }
  await ledger.record([BACKFILL_KEY]);
}
