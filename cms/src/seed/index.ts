import type { Core } from '@strapi/strapi';
import { SEED_TYPES } from './content';
import { SEED_TRANSLATIONS } from './content/translations';
import { type SeedContext, seedTypes } from './documents';
import { openLedger } from './ledger';
import { setPublicPermissions } from './permissions';
import { backfillSiteSettings } from './site-settings';
import { backfillTaxDetails } from './tax-backfill';
import { seedTranslations } from './translations';
import { createSeedUploads } from './uploads';

/**
 * First-boot content and permissions. Every step is idempotent and runs on every boot: the public
 * role's allow-list, then each content type of src/seed/content (created and published only where
 * missing, see documents.ts), with its pictures uploaded to the media library on first use, then
 * the Hindi and Marathi of what is translated (translations.ts).
 */
export async function seed(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  await setPublicPermissions(strapi);

  const ledger = await openLedger(strapi);
  const ctx: SeedContext = { strapi, ledger, uploads: createSeedUploads(strapi) };
  await backfillSiteSettings(strapi, ledger);

  const created = await seedTypes(ctx, SEED_TYPES);
  await backfillTaxDetails(strapi, ledger);
  const translated = await seedTranslations(ctx, SEED_TRANSLATIONS);
  if (translated > 0) strapi.log.info(`[seed] created and published ${translated} translations`);
  for (const [uid, count] of created) strapi.log.info(`[seed] created and published ${count} ${uid}`);
  const total = [...created.values()].reduce((sum, count) => sum + count, 0);
  if (total > 0) strapi.log.info(`[seed] ${total} documents created in ${Date.now() - started} ms`);
}
