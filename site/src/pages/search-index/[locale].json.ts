/**
 * The search index of one language, written at build time: drinks, products, diet drinks and every
 * menu entry, with the other names shoppers call them (lib/search/documents.ts). One file per
 * language the shop is written in; only English exists yet, and the Hindi and Marathi pages add
 * theirs here when their content does (issue 35).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Media, MenuItem } from '../../build/cms-schemas.ts';
import { inOrder, single } from '../../build/content.ts';
import { formatRupees } from '../../lib/format.ts';
import { type Searchable, searchDocuments, spellingsOf } from '../../lib/search/documents.ts';
import { buildIndex, type SearchIndexFile } from '../../lib/search/engine.ts';
import { SEARCH_LOCALES } from '../../lib/search/search.ts';

export const getStaticPaths = (() => SEARCH_LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

function thumbnail(image: Media | null | undefined): string | null {
  if (!image) return null;
  return image.formats?.thumbnail?.url ?? image.url;
}

/** A product's price as its card shows it: its one price, or the lowest of its sizes. */
function lowestPrice(sizes: { mrp: number }[]): string | undefined {
  const prices = sizes.map((size) => size.mrp);
  if (!prices.length) return undefined;
  const lowest = Math.min(...prices);
  return `${prices.some((price) => price !== lowest) ? 'from ' : ''}${formatRupees(lowest)}`;
}

function menuEntries(items: MenuItem[]): Searchable[] {
  return items.flatMap((item) => [
    ...(item.link ? [{ entry: { name: item.name, image: null, type: 'Page', link: item.link } }] : []),
    ...menuEntries(item.subMenu ?? []),
  ]);
}

export const GET: APIRoute = async () => {
  const [koolers, products, dietDrinks, navigation, searchAndSharing] = await Promise.all([
    inOrder('koolers'),
    inOrder('products'),
    inOrder('dietDrinks'),
    single('navigation'),
    single('searchAndSharing'),
  ]);
  const searchables: Searchable[] = [
    ...koolers.map((kooler) => ({
      entry: {
        name: `${kooler.name} Kooler`,
        image: thumbnail(kooler.image),
        type: 'Kooler',
        link: `/order-product/${kooler.slug}`,
        price: formatRupees(kooler.price),
        ref: `kooler:${kooler.slug}`,
      },
      description: kooler.subtitle,
    })),
    ...products.map((product) => ({
      entry: {
        name: product.name,
        image: thumbnail(product.gallery[0]),
        type: 'Product',
        link: `/product/${product.slug}`,
        price: lowestPrice(product.sizes),
        ref: `product:${product.slug}`,
        sizes: product.sizes.map((size) => size.label),
      },
      description: product.title,
    })),
    ...dietDrinks.map((drink) => ({
      entry: {
        name: drink.name,
        image: thumbnail(drink.image),
        type: 'Diet drink',
        link: `/dietdrink#${drink.slug}`,
        price: formatRupees(drink.price),
        ref: `diet-drink:${drink.slug}`,
      },
      description: drink.description,
    })),
    ...menuEntries(navigation.menu),
  ];
  const documents = searchDocuments(searchables, searchAndSharing.searchSynonyms);
  const file: SearchIndexFile = {
    entries: searchables.map((searchable) => searchable.entry),
    index: buildIndex(documents),
    spellings: spellingsOf(documents),
  };
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } });
};
