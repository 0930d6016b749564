/** The search index, written at build time: drinks, products, diet drinks and every menu entry. */
import type { APIRoute } from 'astro';
import type { Media, MenuItem } from '../lib/cms-schemas.ts';
import { inOrder, single } from '../lib/content.ts';
import type { SearchEntry } from '../lib/search.ts';

function thumbnail(image: Media | null | undefined): string | null {
  if (!image) return null;
  return image.formats?.thumbnail?.url ?? image.url;
}

function menuEntries(items: MenuItem[]): SearchEntry[] {
  return items.flatMap((item) => [
    ...(item.link ? [{ name: item.name, image: null, type: 'Page', link: item.link }] : []),
    ...menuEntries(item.subMenu ?? []),
  ]);
}

export const GET: APIRoute = async () => {
  const [koolers, products, dietDrinks, navigation] = await Promise.all([
    inOrder('koolers'),
    inOrder('products'),
    inOrder('dietDrinks'),
    single('navigation'),
  ]);
  const index: SearchEntry[] = [
    ...koolers.map((kooler) => ({
      name: `${kooler.name} Kooler`,
      image: thumbnail(kooler.image),
      type: 'Kooler',
      link: `/order-product/${kooler.slug}`,
      ref: `kooler:${kooler.slug}`,
    })),
    ...products.map((product) => ({
      name: product.name,
      image: thumbnail(product.gallery[0]),
      type: 'Product',
      link: `/product/${product.slug}`,
      ref: `product:${product.slug}`,
      sizes: product.sizes.map((size) => size.label),
    })),
    ...dietDrinks.map((drink) => ({
      name: drink.name,
      image: thumbnail(drink.image),
      type: 'Diet drink',
      link: `/dietdrink#${drink.slug}`,
      ref: `diet-drink:${drink.slug}`,
    })),
    ...menuEntries(navigation.menu),
  ];
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
