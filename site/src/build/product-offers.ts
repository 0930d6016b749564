/**
 * What each product a customer can heart sells as, by ref: a price (Strapi's rupees, as the pages
 * show it) and, for a product sold in sizes, one offer per size in the order the product page lists
 * them. A kooler's bottle size is a label only: its cart line has no size. Built at build time for the
 * wishlist, which shows a price and Add to Bag beside each heart.
 */

import type { Offer } from '../lib/offer-on-sale.ts';
import { inOrder } from './content.ts';

export async function productOffers(): Promise<Record<string, Offer[]>> {
  const [koolers, products, dietDrinks] = await Promise.all([inOrder('koolers'), inOrder('products'), inOrder('dietDrinks')]);
  return Object.fromEntries([
    ...koolers.map((kooler) => [`kooler:${kooler.slug}`, [{ price: kooler.price, size: null, label: kooler.bottleSize }]]),
    ...products.map((product) => [
      `product:${product.slug}`,
      product.sizes.map((size) => ({ price: size.mrp, size: size.label, label: size.label })),
    ]),
    ...dietDrinks.map((drink) => [`diet-drink:${drink.slug}`, [{ price: drink.price, size: null, label: null }]]),
  ]);
}
