/**
 * /robots.txt: every page may be crawled (private pages say `noindex` themselves, which a crawler
 * must be allowed to read), except the API and the draft preview; it names the sitemap. The draft
 * preview build forbids everything and names none.
 */
import type { APIRoute } from 'astro';
import { isDraftPreview } from '../build/cms-url.ts';
import { siteUrl } from '../build/seo/content-page.ts';
import { SITEMAP_INDEX } from '../build/seo/sitemap-pages.ts';

export const GET: APIRoute = ({ site }) => {
  const rules = isDraftPreview
    ? ['User-agent: *', 'Disallow: /']
    : ['User-agent: *', 'Disallow: /api/', 'Disallow: /_preview/', '', `Sitemap: ${new URL(SITEMAP_INDEX, siteUrl(site)).href}`];
  return new Response(`${rules.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
