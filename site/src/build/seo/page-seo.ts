/**
 * What a page tells search engines and chat apps beyond its own content (components/seo/SeoHead.astro):
 * each page passes what it knows; the editor's "Search and sharing" values win over what is derived.
 */

import { metaDescription } from '../../components/content/meta-description.ts';
import type { Media, Seo } from '../cms-schemas.ts';
import { withoutRepeatedSentences } from './sentences.ts';
import type { StructuredDataNode } from './structured-data.ts';

export type PageSeo = {
  /** The editor's "Search and sharing" component of the entry the page shows. */
  editor?: Seo;
  /** The page's own picture for its share card: a product's or kooler's photo, a page's hero. */
  picture?: Media | null;
  /** Open Graph's kind of page. */
  type?: 'website' | 'product' | 'article';
  /** When the entries the page shows were last saved in Strapi: the newest is the page's. */
  updatedAt?: (string | null | undefined)[];
  /** The page's structured data, beside what the layout adds. */
  structuredData?: StructuredDataNode[];
  /** Another address that shows this same page (a legacy twin names the one to index). */
  canonicalPath?: string;
  /** Private, transactional or empty pages: kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** A product's lowest price in rupees, for the Open Graph product card. */
  price?: number;
};

const present = (text: string | null | undefined): string | undefined => text?.trim() || undefined;

/** The title of the browser tab and search results, and the shorter one of a share card. */
export function pageTitles(title: string, shopName: string, editor?: Seo): { document: string; share: string } {
  const editors = present(editor?.title);
  if (editors) return { document: editors, share: editors };
  return { document: title === shopName ? title : `${title} | ${shopName}`, share: title };
}

/** The editor's description, or the page's own, each sentence once and cut to what search results show. */
export function pageDescription(derived: string, editor?: Seo): string {
  return present(editor?.description) ?? metaDescription(withoutRepeatedSentences(derived), 160);
}

/** The newest of some ISO times, or undefined when there is none. */
export function newest(times: (string | null | undefined)[] = []): string | undefined {
  return times.filter((time): time is string => Boolean(time)).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

/** A page's address as the site serves it, from the build's name for it: /faq.html → /faq, /index.html → /. */
export function servedPath(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
}
