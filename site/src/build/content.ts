/**
 * Reading Strapi content inside pages: single types by name, collections in the editors' order, in
 * the page's language. A Hindi or Marathi page reads each field from its translation and, where the
 * translation has none (a field not written yet, a document not translated at all), from English:
 * `inEnglish` tells the page which, so it can mark that text `lang="en"` (issue 35).
 */
import { type CollectionEntry, type CollectionKey, getCollection, getEntry } from 'astro:content';
import type { Language } from '@koolers/contracts/languages';
import { laidOver } from './laid-over.ts';

export { inEnglish, sharedInEnglish } from './laid-over.ts';

type Data<C extends CollectionKey> = CollectionEntry<C>['data'];

const singleTypePaths = {
  settings: 'site-setting',
  navigation: 'navigation',
  footer: 'footer',
  mission: 'mission',
  aboutBlock: 'about-block',
  directorProfile: 'director-profile',
  chairmanProfile: 'chairman-profile',
  aboutCompany: 'about-company',
  farm: 'farm',
  company: 'company',
  terms: 'terms',
  privacy: 'privacy',
  membershipPlan: 'membership-plan',
  searchAndSharing: 'search-and-sharing',
} as const;
type SingleType = keyof typeof singleTypePaths;

/** A published single type; the build fails with a clear message when it is missing. */
export async function single<C extends SingleType>(name: C, language: Language = 'en'): Promise<Data<C>> {
  const entry = await getEntry(name, singleTypePaths[name]);
  if (!entry) throw new Error(`Strapi's "${singleTypePaths[name]}" is missing: is Strapi running, and is it published?`);
  const english = entry.data as Data<C>;
  if (language === 'en') return english;
  const id = `${language}/${singleTypePaths[name]}`;
  const translation = (await translatedSingles()).has(id) ? await getEntry(name, id) : undefined;
  return laidOver(english, translation?.data as Partial<Data<C>> | undefined);
}

let singleTranslations: Promise<Set<string>> | undefined;

/**
 * The ids of the single types' translations Strapi has, read once a build (on each request under
 * `astro dev`, whose content changes while it runs): getEntry logs a warning for each page that asks
 * for one it lacks (the legal pages stay English: hundreds a build).
 */
function translatedSingles(): Promise<Set<string>> {
  const read = async () => {
    const names = Object.keys(singleTypePaths) as SingleType[];
    const entries = await Promise.all(names.map((name) => getCollection(name)));
    return new Set(entries.flat().map((entry) => entry.id));
  };
  if (import.meta.env.DEV) return read();
  singleTranslations ??= read();
  return singleTranslations;
}

type OrderedCollection = 'koolers' | 'products' | 'productCategories' | 'dietDrinks' | 'faqs' | 'heroSlides';

/** Every published document of a collection, sorted by the editors' `order` field. */
export async function inOrder<C extends OrderedCollection>(name: C, language: Language = 'en'): Promise<Data<C>[]> {
  const documents = await inLanguage(name, language);
  return documents.sort((a, b) => a.order - b.order);
}

/**
 * Every published document of a collection in `language` beside its English, in the editors' order:
 * for what reads both, as the Hindi search index does (a shopper may type the English name).
 */
export async function inOrderBesideEnglish<C extends OrderedCollection>(
  name: C,
  language: Language,
): Promise<{ document: Data<C>; english: Data<C> }[]> {
  const english = await inLanguage(name, 'en');
  const documents = language === 'en' ? english : await inLanguage(name, language);
  const pairs = documents.map((document, index) => ({ document, english: english[index] as Data<C> }));
  return pairs.sort((a, b) => a.document.order - b.document.order);
}

/** Articles, newest first. */
export async function articlesNewestFirst(language: Language = 'en'): Promise<Data<'articles'>[]> {
  const documents = await inLanguage('articles', language);
  return documents.sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}

/** Each English document of a collection, with its translation laid over it. */
async function inLanguage<C extends CollectionKey>(name: C, language: Language): Promise<Data<C>[]> {
  const entries = await getCollection(name);
  const english = entries.filter((entry) => !entry.id.includes('/'));
  if (language === 'en') return english.map((entry) => entry.data as Data<C>);
  const translated = new Map(
    entries.filter((entry) => entry.id.startsWith(`${language}/`)).map((entry) => [entry.id.slice(language.length + 1), entry.data]),
  );
  return english.map((entry) => laidOver(entry.data as Data<C>, translated.get(entry.id) as Partial<Data<C>> | undefined));
}
