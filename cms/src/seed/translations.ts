import type { Language } from '@koolers/contracts/languages';
import type { Core, UID } from '@strapi/strapi';
import type { SeedContext } from './documents';
import { resolveMarkers, type SeedData, type SeedValue } from './markers';

/**
 * A single type's words in Hindi and Marathi (issue 35), given as its English seed with only the
 * words changed: the translation is laid over the English field by field and list item by item, so
 * links, pictures and numbers are written once, in the English seed.
 */
export type SeedTranslation = {
  uid: UID.SingleType;
  english: SeedData;
  translations: Readonly<Record<Exclude<Language, 'en'>, SeedData>>;
};

/**
 * Creates and publishes each missing translation once, as the English seed is (documents.ts): one
 * already there, or deleted by an editor after the seed made it (the ledger remembers), is left as
 * it is. Only the localized fields are written; Strapi shares the others with English. Returns how
 * many it created.
 */
export async function seedTranslations(ctx: SeedContext, translations: readonly SeedTranslation[]): Promise<number> {
  let created = 0;
  for (const { uid, english, translations: byLanguage } of translations) {
    for (const [language, words] of Object.entries(byLanguage)) {
      const ledgerKey = `${uid}#single@${language}`;
      if (ctx.ledger.has(ledgerKey)) continue;
      const documents = ctx.strapi.documents(uid);
      const original = await documents.findFirst({ locale: 'en', fields: ['documentId'] as never });
      const translated = await documents.findFirst({ locale: language, fields: ['documentId'] as never });
      if (original && !translated) {
        const data = await resolveMarkers(localizedFields(ctx.strapi, uid, laidOver(english, words)), {
          image: (imageKey) => ctx.uploads.image(imageKey),
          generatedFile: (file) => ctx.uploads.generatedFile(file),
          relation: () => Promise.reject(new Error(`[seed] ${uid}: a translation relates to nothing of its own`)),
        });
        await documents.update({ documentId: original.documentId, locale: language, data: data as never });
        await documents.publish({ documentId: original.documentId, locale: language });
        created++;
      }
      await ctx.ledger.record([ledgerKey]);
    }
  }
  return created;
}

/** The translation's words in place of the English ones; whatever it does not name stays English's. */
export function laidOver(english: SeedValue, words: SeedValue | undefined): SeedValue {
  if (words === undefined) return english;
  if (Array.isArray(english) && Array.isArray(words)) return english.map((item, index) => laidOver(item, words[index]));
  if (isPlainRecord(english) && isPlainRecord(words)) {
    return Object.fromEntries(Object.entries(english).map(([field, value]) => [field, laidOver(value, words[field])]));
  }
  return words;
}

const isPlainRecord = (value: unknown): value is SeedData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getOwnPropertySymbols(value).length === 0;

/** Only the fields each language has its own of (`pluginOptions.i18n.localized` in the schema). */
function localizedFields(strapi: Core.Strapi, uid: UID.SingleType, data: SeedValue): SeedData {
  const attributes = strapi.contentType(uid).attributes as Record<string, { pluginOptions?: { i18n?: { localized?: boolean } } }>;
  return Object.fromEntries(
    Object.entries(data as SeedData).filter(([field]) => attributes[field]?.pluginOptions?.i18n?.localized === true),
  );
}
