/**
 * Every product a customer can heart or buy, by the ref the commerce API stores (`kooler:mango`,
 * `product:coir-doormat`, `diet-drink:chaas`): its name, its page and a small picture, in the page's
 * language. Built at build time from Strapi and handed to the cart and account islands, so they
 * show names, not refs, and a name in the page's language whatever page the item was added on.
 */
import type { Language } from '@koolers/contracts/languages';
import { linkIn } from '@koolers/contracts/pages';
import type { Media } from './cms-schemas.ts';
import { inEnglish, inOrder } from './content.ts';

/** `lang: 'en'`: the name is English on a Hindi or Marathi page (not translated yet), to be marked so. */
export type ProductSummary = { name: string; href: string; image: string | null; lang?: 'en' };

function thumbnail(image: Media | null | undefined): string | null {
  if (!image) return null;
  return image.formats?.thumbnail?.url ?? image.url;
}

export async function productLookup(language: Language = 'en'): Promise<Record<string, ProductSummary>> {
  const [koolers, products, dietDrinks] = await Promise.all([
    inOrder('koolers', language),
    inOrder('products', language),
    inOrder('dietDrinks', language),
  ]);
  const summary = (document: { name: string }, href: string, image: Media | null | undefined): ProductSummary => {
    const lang = language === 'en' ? undefined : inEnglish(document, 'name');
    return { name: document.name, href: linkIn(language, href), image: thumbnail(image), ...(lang ? { lang } : {}) };
  };
  return Object.fromEntries([
    ...koolers.map((kooler) => [`kooler:${kooler.slug}`, summary(kooler, `/order-product/${kooler.slug}`, kooler.image)]),
    ...products.map((product) => [`product:${product.slug}`, summary(product, `/product/${product.slug}`, product.gallery[0])]),
    ...dietDrinks.map((drink) => [`diet-drink:${drink.slug}`, summary(drink, '/dietdrink', drink.image)]),
  ]);
}
