import type { Language } from '@koolers/contracts/languages';
import type { Core, UID } from '@strapi/strapi';
import { findDocumentId, type SeedContext } from './documents';
import { resolveMarkers, type SeedData, type SeedValue } from './markers';

type ByLanguage<T> = Readonly<Record<Exclude<Language, 'en'>, T>>;

/**
 * A type's words in Hindi and Marathi (issue 35), given as its English seed with only the words
 * changed: the translation is laid over the English field by field and list item by item, so links,
 * pictures and numbers are written once, in the English seed. A collection's entries are named by
 * the same key the English seed uses (documents.ts): `{ hi: { strawberry: {…} } }`.
 */
export type SeedTranslation =
  | { uid: UID.SingleType; english: SeedData; translations: ByLanguage<SeedData> }
  | { uid: UID.CollectionType; key: string; english: readonly SeedData[]; translations: ByLanguage<Readonly<Record<string, SeedData>>> };

/** One document's translation into one language: what the seed creates. */
type Planned = { uid: UID.ContentType; ledgerKey: string; filters: Record<string, unknown>; language: Language; data: SeedValue };

/** Each translation as one document in one language, its words laid over its English seed. */
export function plannedTranslations(translations: readonly SeedTranslation[]): Planned[] {
  return translations.flatMap((translation) =>
    Object.entries(translation.translations).flatMap(([language, words]): Planned[] => {
      if (!('key' in translation)) {
        const data = laidOver(translation.english, words as SeedData);
        return [
          { uid: translation.uid, ledgerKey: `${translation.uid}#single@${language}`, filters: {}, language: language as Language, data },
        ];
      }
      return Object.entries(words as Record<string, SeedData>).map(([keyValue, entryWords]) => {
        const english = translation.english.find((entry) => String(entry[translation.key]) === keyValue);
        if (!english)
          throw new Error(`[seed] ${translation.uid}: a ${language} translation of "${keyValue}", which the English seed does not have`);
        return {
          uid: translation.uid,
          ledgerKey: `${translation.uid}#${keyValue}@${language}`,
          filters: { [translation.key]: english[translation.key] },
          language: language as Language,
          data: laidOver(english, entryWords),
        };
      });
    }),
  );
}

/**
 * Creates and publishes each missing translation once, as the English seed is (documents.ts): one
 * already there, or deleted by an editor after the seed made it (the ledger remembers), is left as
 * it is, and so is an English entry an editor deleted. Only the localized fields are written; Strapi
 * shares the others with English. Returns how many it created.
 */
export async function seedTranslations(ctx: SeedContext, translations: readonly SeedTranslation[]): Promise<number> {
  let created = 0;
  for (const { uid, ledgerKey, filters, language, data } of plannedTranslations(translations)) {
    if (ctx.ledger.has(ledgerKey)) continue;
    // Every translated type has drafts and publishing (the seed publishes what it creates).
    const documents = ctx.strapi.documents(uid as UID.SingleType);
    const original = await documents.findFirst({ locale: 'en', filters, fields: ['documentId'] } as never);
    const translated =
      original &&
      (await documents.findFirst({ locale: language, filters: { documentId: original.documentId }, fields: ['documentId'] } as never));
    if (original && !translated) {
      const words = await resolveMarkers(localizedFields(ctx.strapi, uid, data), {
        image: (imageKey) => ctx.uploads.image(imageKey),
        generatedFile: (file) => ctx.uploads.generatedFile(file),
        // A relation to a localized type (a product's categories) joins that document's version in this language.
        relation: (target, slug) => findDocumentId(ctx.strapi, target, slug),
      });
      await documents.update({ documentId: original.documentId, locale: language, data: words as never });
      await documents.publish({ documentId: original.documentId, locale: language });
      created++;
    }
    await ctx.ledger.record([ledgerKey]);
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

type Attribute = { type?: string; target?: string; pluginOptions?: { i18n?: { localized?: boolean } } };

/**
 * Only the fields each language has its own of (`pluginOptions.i18n.localized` in the schema), and
 * the relations to localized types: in Strapi 5 each language's version relates to the other type's
 * version in that language, so a Hindi product needs its Hindi categories (seeded before it).
 */
function localizedFields(strapi: Core.Strapi, uid: UID.ContentType, data: SeedValue): SeedData {
  const attributes = strapi.contentType(uid).attributes as Record<string, Attribute>;
  const isLocalized = (attribute: Attribute | undefined) =>
    attribute?.pluginOptions?.i18n?.localized === true ||
    (attribute?.type === 'relation' && isLocalizedType(strapi, attribute.target as UID.ContentType));
  return Object.fromEntries(Object.entries(data as SeedData).filter(([field]) => isLocalized(attributes[field])));
}

function isLocalizedType(strapi: Core.Strapi, uid: UID.ContentType): boolean {
  return (strapi.contentType(uid).pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized === true;
}
