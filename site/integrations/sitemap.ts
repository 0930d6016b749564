/**
 * The sitemap (`/sitemap-index.xml`, also at `/sitemap.xml`), written by @astrojs/sitemap after each
 * live build. Which pages it lists and their `lastmod` are read from the built pages
 * (src/build/seo/sitemap-pages.ts): what each page says about itself (canonical, noindex, the time its
 * Strapi content changed) is the one source, so the sitemap cannot list a page search engines are
 * told not to index. The draft preview build has none.
 */
import { existsSync } from 'node:fs';
import { copyFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { pagePath, SITEMAP_ALIAS, SITEMAP_INDEX, type SitemapPage, sitemapPage } from '../src/build/seo/sitemap-pages.ts';

export function sitemapIntegrations({ enabled }: { enabled: boolean }): AstroIntegration[] {
  if (!enabled) return [];
  let listed = new Map<string, SitemapPage>();
  let site: URL;

  const readPages: AstroIntegration = {
    name: 'koolers:sitemap-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (!config.site) throw new Error('The sitemap needs the site’s address: set SITE_URL (astro.config.ts `site`).');
        site = new URL(config.site);
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        const pages = await Promise.all(
          files.map(async (file) => sitemapPage(await readFile(join(root, file), 'utf8'), new URL(pagePath(file), site).href)),
        );
        listed = new Map(pages.filter((page) => page !== null).map((page) => [page.url, page]));
      },
    },
  };

  const alias: AstroIntegration = {
    name: 'koolers:sitemap-alias',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // No page to list (every page noindex): @astrojs/sitemap writes no index, and there is none to copy.
        if (!existsSync(join(root, SITEMAP_INDEX))) return logger.warn('no page to list: no sitemap');
        await copyFile(join(root, SITEMAP_INDEX), join(root, SITEMAP_ALIAS));
        logger.info(`${listed.size} pages in the sitemap`);
      },
    },
  };

  return [
    readPages,
    sitemap({
      filter: (url) => listed.has(url),
      serialize: (item) => ({ ...item, lastmod: listed.get(item.url)?.lastmod }),
    }),
    alias,
  ];
}
