/**
 * The search index of one language, written at build time (pages/search-index/[locale].json.ts):
 * drinks, products, diet drinks and every menu entry, with the other names shoppers call them
 * (lib/search/documents.ts). A Hindi or Marathi index names and links each entry in its language,
 * and also indexes its English name: a shopper on a Hindi page may well type "mango".
 */
import type { Language } from '@koolers/contracts/languages';
import { linkIn } from '@koolers/contracts/pages';
import { fill } from '@koolers/contracts/words/fill';
import { formatRupees } from '../lib/format.ts';
import { type Searchable, searchDocuments, spellingsOf } from '../lib/search/documents.ts';
import { buildIndex, type SearchIndexFile } from '../lib/search/engine.ts';
import type { SearchEntry } from '../lib/search/search.ts';
import type { Media, MenuItem } from './cms-schemas.ts';
import { inEnglish, inOrderBesideEnglish, single } from './content.ts';
import { searchIndexWords } from './search-index.words.ts';

export async function searchIndexIn(language: Language): Promise<SearchIndexFile> {
  // Each translation has the English keys; the English type carries the placeholders `fill` checks.
  const words = searchIndexWords[language] as (typeof searchIndexWords)['en'];
  const link = (href: string) => linkIn(language, href);
  /** `"en"` for a name a Hindi or Marathi index still shows in English (Strapi has no translation of it). */
  const nameLang = (document: object) => lang(inEnglish(document, 'name'));
  /** What else a translated entry is called: its English name, when that differs. */
  const alsoCalled = (name: string, english: string) => (language !== 'en' && english !== name ? { alsoCalled: english } : {});

  const [koolers, products, dietDrinks, navigation, englishNavigation, searchAndSharing] = await Promise.all([
    inOrderBesideEnglish('koolers', language),
    inOrderBesideEnglish('products', language),
    inOrderBesideEnglish('dietDrinks', language),
    single('navigation', language),
    single('navigation'),
    single('searchAndSharing'),
  ]);
  const englishMenuNames = new Map(menuEntries(englishNavigation.menu).map((entry) => [entry.link, entry.name]));

  const searchables: Searchable[] = [
    ...koolers.map(({ document: kooler, english }) => {
      const name = fill(words.koolerName, { name: kooler.name });
      return {
        entry: {
          name,
          image: thumbnail(kooler.image),
          type: words.kooler,
          link: link(`/order-product/${english.slug}`),
          price: formatRupees(kooler.price),
          ref: `kooler:${english.slug}`,
          ...nameLang(kooler),
        },
        ...alsoCalled(name, `${english.name} Kooler`),
        description: [kooler.subtitle, english.subtitle],
      };
    }),
    ...products.map(({ document: product, english }) => ({
      entry: {
        name: product.name,
        image: thumbnail(product.gallery[0]),
        type: words.product,
        link: link(`/product/${english.slug}`),
        price: lowestPrice(product.sizes, words.fromPrice),
        ref: `product:${english.slug}`,
        sizes: product.sizes.map((size) => size.label),
        ...nameLang(product),
      },
      ...alsoCalled(product.name, english.name),
      description: [product.title, english.title],
    })),
    ...dietDrinks.map(({ document: drink, english }) => ({
      entry: {
        name: drink.name,
        image: thumbnail(drink.image),
        type: words.dietDrink,
        link: link(`/dietdrink#${english.slug}`),
        price: formatRupees(drink.price),
        ref: `diet-drink:${english.slug}`,
        ...nameLang(drink),
      },
      ...alsoCalled(drink.name, english.name),
      description: [drink.description, english.description],
    })),
    ...menuEntries(navigation.menu).map(({ name, link: href }) => ({
      entry: { name, image: null, type: words.page, link: link(href), ...(language === 'en' ? {} : lang(inEnglish(navigation, 'menu'))) },
      ...alsoCalled(name, englishMenuNames.get(href) ?? name),
    })),
  ];
  const documents = searchDocuments(searchables, searchAndSharing.searchSynonyms);
  return {
    entries: searchables.map((searchable) => searchable.entry),
    index: buildIndex(documents),
    spellings: spellingsOf(documents),
  };
}

function lang(value: 'en' | undefined): Pick<SearchEntry, 'lang'> {
  return value ? { lang: value } : {};
}

function thumbnail(image: Media | null | undefined): string | null {
  if (!image) return null;
  return image.formats?.thumbnail?.url ?? image.url;
}

/** A product's price as its card shows it: its one price, or the lowest of its sizes. */
function lowestPrice(sizes: { mrp: number }[], fromPrice: (typeof searchIndexWords)['en']['fromPrice']): string | undefined {
  const prices = sizes.map((size) => size.mrp);
  if (!prices.length) return undefined;
  const lowest = Math.min(...prices);
  return prices.some((price) => price !== lowest) ? fill(fromPrice, { price: formatRupees(lowest) }) : formatRupees(lowest);
}

/** Every menu entry with a link, its submenus' too, in the menu's order. */
function menuEntries(items: MenuItem[]): { name: string; link: string }[] {
  return items.flatMap((item) => [...(item.link ? [{ name: item.name, link: item.link }] : []), ...menuEntries(item.subMenu ?? [])]);
}
