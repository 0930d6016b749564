/** Reading Strapi content inside pages: single types by name, collections in the editors' order. */
import { type CollectionEntry, type CollectionKey, getCollection, getEntry } from 'astro:content';

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
export async function single<C extends SingleType>(name: C): Promise<Data<C>> {
  const entry = await getEntry(name, singleTypePaths[name]);
  if (!entry) throw new Error(`Strapi's "${singleTypePaths[name]}" is missing: is Strapi running, and is it published?`);
  return entry.data as Data<C>;
}

type OrderedCollection = 'koolers' | 'products' | 'productCategories' | 'dietDrinks' | 'faqs' | 'heroSlides';

/** Every published document of a collection, sorted by the editors' `order` field. */
export async function inOrder<C extends OrderedCollection>(name: C): Promise<Data<C>[]> {
  const entries = await getCollection(name);
  return entries.map((entry) => entry.data as Data<C>).sort((a, b) => a.order - b.order);
}

/** Articles, newest first. */
export async function articlesNewestFirst(): Promise<Data<'articles'>[]> {
  const entries = await getCollection('articles');
  return entries.map((entry) => entry.data).sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}
