/**
 * Every product a customer can heart or buy, by the ref the commerce API stores (`kooler:mango`,
 * `product:coir-doormat`, `diet-drink:chaas`): its name, its page and a small picture. Built at
 * build time from Strapi and handed to the account island, so the wishlist shows names, not refs.
 */
import type { Media } from './cms-schemas.ts';
import { inOrder } from './content.ts';

export type ProductSummary = { name: string; href: string; image: string | null };

function thumbnail(image: Media | null | undefined): string | null {
  if (!image) return null;
  return image.formats?.thumbnail?.url ?? image.url;
}

export async function productLookup(): Promise<Record<string, ProductSummary>> {
  const [koolers, products, dietDrinks] = await Promise.all([inOrder('koolers'), inOrder('products'), inOrder('dietDrinks')]);
  return Object.fromEntries([
    ...koolers.map((kooler) => [
      `kooler:${kooler.slug}`,
      { name: kooler.name, href: `/order-product/${kooler.slug}`, image: thumbnail(kooler.image) },
    ]),
    ...products.map((product) => [
      `product:${product.slug}`,
      { name: product.name, href: `/product/${product.slug}`, image: thumbnail(product.gallery[0]) },
    ]),
    ...dietDrinks.map((drink) => [`diet-drink:${drink.slug}`, { name: drink.name, href: '/dietdrink', image: thumbnail(drink.image) }]),
  ]);
}
