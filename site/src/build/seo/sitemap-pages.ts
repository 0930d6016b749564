/**
 * Which built pages the sitemap lists, read from the pages themselves: a page is listed when it names
 * its own address as canonical and does not say `noindex` (private pages, legacy twins and the draft
 * preview never are), with the time its content last changed in Strapi as `lastmod`.
 */
import { servedPath } from './page-seo.ts';

export const SITEMAP_INDEX = '/sitemap-index.xml';
/** Where crawlers that guess look: the same index. */
export const SITEMAP_ALIAS = '/sitemap.xml';

export type SitemapPage = { url: string; lastmod?: string };

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (html: string, element: string) => html.match(new RegExp(`<${element}\\b[^>]*>`, 'g')) ?? [];

/** The address of a built page file: index.html → /, faq.html → /faq, product/oil.html → /product/oil. */
export function pagePath(file: string): string {
  return servedPath(`/${file.replace(/\\/g, '/')}`);
}

/** The sitemap entry of the page at `url`, or null when the page is not to be listed. */
export function sitemapPage(html: string, url: string): SitemapPage | null {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const metas = tags(head, 'meta');
  const robots = metas.find((tag) => attribute(tag, 'name') === 'robots');
  if (robots && /noindex/i.test(attribute(robots, 'content') ?? '')) return null;
  const canonical = tags(head, 'link').find((tag) => attribute(tag, 'rel') === 'canonical');
  if (!canonical || attribute(canonical, 'href') !== url) return null;
  const updated = metas.find((tag) => attribute(tag, 'property') === 'og:updated_time');
  const lastmod = updated && attribute(updated, 'content');
  return lastmod ? { url, lastmod } : { url };
}
