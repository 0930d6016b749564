import type { Language } from '@koolers/contracts/languages';
import type { Media, Seo } from '../cms-schemas.ts';
import { inOrder } from '../content.ts';
import type { PageSeo } from './page-seo.ts';
import { loadShop } from './shop.ts';
import { breadcrumbs, type Shop, type StructuredDataNode } from './structured-data.ts';

/** The site's address as configured (astro.config.ts `site`): every canonical and share address starts with it. */
export function siteUrl(site: URL | undefined): URL {
  if (!site) throw new Error('astro.config.ts has no `site`: canonical and share addresses need the site’s address (SITE_URL).');
  return site;
}

export type ContentPage = {
  /** The page's heading, its last breadcrumb. */
  name: string;
  path: string;
  /** Pages between the home page and this one. */
  parents?: { name: string; path: string }[];
  editor?: Seo;
  picture?: Media | null;
  updatedAt?: (string | null | undefined)[];
  /** The page's own structured data, given the shop's facts. */
  structuredData?: (shop: Shop) => StructuredDataNode[];
  /** The page's language: the shop's facts are read in it (English unless said). */
  language?: Language;
};

/** A public page's search-and-sharing: its breadcrumbs and structured data, with what it knows of itself. */
export async function contentPageSeo(site: URL | undefined, page: ContentPage): Promise<PageSeo> {
  const shop = await loadShop(siteUrl(site), page.language);
  return {
    editor: page.editor,
    picture: page.picture,
    updatedAt: page.updatedAt,
    structuredData: [
      ...(page.structuredData?.(shop) ?? []),
      breadcrumbs(shop, [...(page.parents ?? []), { name: page.name, path: page.path }]),
    ],
  };
}

/** The picture of the home page's hero slide that leads to `path` (the koolers, products, Coco Club …), if any. */
export async function heroPictureFor(...paths: string[]): Promise<Media | null> {
  const slides = await inOrder('heroSlides');
  return slides.find((slide) => paths.includes(slide.link))?.image ?? null;
}
