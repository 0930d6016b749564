import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_TRANSLATIONS } from '../src/seed/content/translations/index.ts';
import type { SeedData, SeedValue } from '../src/seed/markers.ts';
import { plannedTranslations } from '../src/seed/translations.ts';

/** The fields of a type each language has its own of (`pluginOptions.i18n.localized` in its schema). */
function localizedFields(uid: string): Set<string> {
  const name = uid.replace(/^api::[\w-]+\./, '');
  const schema = JSON.parse(readFileSync(new URL(`../src/api/${name}/content-types/${name}/schema.json`, import.meta.url), 'utf8')) as {
    attributes: Record<string, { pluginOptions?: { i18n?: { localized?: boolean } } }>;
  };
  return new Set(
    Object.entries(schema.attributes).flatMap(([field, attribute]) => (attribute.pluginOptions?.i18n?.localized ? [field] : [])),
  );
}

/** What a reader never sees as words: a block's structure, an address (a slug is the same in every language), a platform's code. */
const NOT_WORDS = new Set(['type', 'format', 'level', 'url', 'link', 'platform', 'code', 'slug']);

/** The English words a translation left as they were ("Koolers on Instagram" where Hindi was due), by path. */
function leftoverEnglish(english: SeedValue, translated: SeedValue, path: string): string[] {
  if (typeof english === 'string') {
    const words = /[A-Za-z]{2,}/.test(english) && !english.startsWith('/') && !/^https?:/.test(english);
    return words && !/[\u0900-\u097F]/.test(String(translated)) ? [`${path}: ${english}`] : [];
  }
  if (Array.isArray(english))
    return english.flatMap((item, index) => leftoverEnglish(item, (translated as SeedValue[])[index], `${path}[${index}]`));
  if (english && typeof english === 'object' && Object.getOwnPropertySymbols(english).length === 0) {
    return Object.entries(english).flatMap(([field, value]) =>
      NOT_WORDS.has(field) ? [] : leftoverEnglish(value, (translated as Record<string, SeedValue>)[field], `${path}.${field}`),
    );
  }
  return [];
}

describe('the seed’s Hindi and Marathi', () => {
  const planned = plannedTranslations(SEED_TRANSLATIONS);

  it('translates each seeded type into both languages, one document at a time', () => {
    expect(planned.length).toBeGreaterThan(0);
    const keys = planned.map((translation) => translation.ledgerKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const translation of SEED_TRANSLATIONS) expect(Object.keys(translation.translations).sort()).toEqual(['hi', 'mr']);
  });

  it.each(SEED_TRANSLATIONS.map((translation) => [translation.uid, translation] as const))(
    '%s: names only fields each language has its own of (a shared one would be dropped)',
    (uid, translation) => {
      const localized = localizedFields(uid);
      const documents: SeedData[] = Object.values(translation.translations).flatMap(
        (words: SeedData | Readonly<Record<string, SeedData>>) =>
          'key' in translation ? Object.values(words as Record<string, SeedData>) : [words as SeedData],
      );
      for (const words of documents) expect(Object.keys(words).filter((field) => !localized.has(field))).toEqual([]);
    },
  );

  it.each(planned.map((translation) => [translation.ledgerKey, translation] as const))(
    '%s: leaves no English words',
    (_key, translation) => {
      const localized = localizedFields(translation.uid);
      const translated = translation.data as Record<string, SeedValue>;
      const original = SEED_TRANSLATIONS.find((each) => each.uid === translation.uid);
      const source =
        original && 'key' in original
          ? original.english.find((entry) => entry[original.key] === translation.filters[original.key])
          : original?.english;
      const left = [...localized]
        .filter((field) => !NOT_WORDS.has(field))
        .flatMap((field) => leftoverEnglish((source as Record<string, SeedValue>)[field], translated[field], field));
      expect(left).toEqual([]);
    },
  );
});
