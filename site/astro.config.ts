import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import { devanagariFontIntegration } from './integrations/devanagari-font.ts';
import { hasFallbackStylesheet } from './integrations/has-fallback-stylesheet.ts';
import { islandStylesInHeadIntegration } from './integrations/island-styles-in-head.ts';
import { precompressIntegration } from './integrations/precompress.ts';
import { sitemapIntegrations } from './integrations/sitemap.ts';
import { translatedPagesIntegration } from './integrations/translated-pages.ts';

/** `client:click="<selector>"`: islands that load on the click that opens them (src/lib/click-directive.ts). */
const clickDirective: AstroIntegration = {
  name: 'koolers:client-click',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'click', entrypoint: fileURLToPath(new URL('./src/lib/click-directive.ts', import.meta.url)) });
    },
  },
};

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
/**
 * The oldest browsers the shop supports (README, Browsers): newer syntax in our JavaScript and CSS
 * is rewritten for them at build time; missing platform features get a fallback at run time
 * (src/fallbacks/load-fallbacks.ts).
 */
const supportedBrowsers = ['chrome111', 'edge111', 'firefox115', 'safari16.4', 'ios16.4'];

// Static output; `/api` (the commerce API) and `/uploads` (Strapi's media) are proxied, so the browser
// sees one origin.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:4321',
  output: 'static',
  // `/faq` is served from faq.html: addresses as the old shop had them, without a redirect. The draft
  // preview build serves its scripts and styles under /_preview (SITE_ASSETS_PREFIX) and keeps its
  // content cache apart (SITE_CACHE_DIR), so drafts never mix with the live site's.
  // Every stylesheet is written into its page: a linked one blocked the first paint by a round trip
  // (Lighthouse against the production stack: 304 ms for the layout's 4.4 KB, 154 ms for the home
  // page's 1.8 KB; first contentful paint 1.36 s), and kept / at 99 in some runs (issue 29).
  build: {
    format: 'file',
    inlineStylesheets: 'always',
    ...(process.env.SITE_ASSETS_PREFIX ? { assetsPrefix: process.env.SITE_ASSETS_PREFIX } : {}),
  },
  trailingSlash: 'never',
  // `.name.astro-x1y2` rather than `.name[data-astro-cid-x1y2]`: the same specificity, and every
  // page's HTML loses an attribute per scoped element (the home page 140 bytes after Brotli).
  scopedStyleStrategy: 'class',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  // Resized pictures are kept here between builds (see src/build/picture-service.ts); a benchmark points
  // it at an empty folder to time a first build.
  cacheDir: process.env.SITE_CACHE_DIR ?? './node_modules/.astro',
  // Precompression runs last, so it also compresses what the other integrations wrote.
  integrations: [
    react(),
    clickDirective,
    translatedPagesIntegration(),
    hasFallbackStylesheet(),
    islandStylesInHeadIntegration(),
    devanagariFontIntegration(),
    // The draft preview (CMS_DRAFTS_SECRET) is never indexed: it has no sitemap.
    ...sitemapIntegrations({ enabled: !process.env.CMS_DRAFTS_SECRET }),
    precompressIntegration({ enabled: !process.env.SITE_ASSETS_PREFIX }),
  ],
  image: {
    // Strapi's media originals are resized at build time (components/CmsImage.astro).
    remotePatterns: [{ protocol: new URL(cmsUrl).protocol.slice(0, -1), hostname: new URL(cmsUrl).hostname, port: new URL(cmsUrl).port }],
    service: {
      entrypoint: fileURLToPath(new URL('./src/build/picture-service.ts', import.meta.url)),
      // AVIF at 40 rather than sharp's 50: side by side at twice a phone's size the two look the same,
      // and the home page's hero (its LCP picture, 640 px wide on a phone) drops from 17.7 KB to 13.0
      // KB, within the 14.6 KB a new connection delivers in its first round trip.
      config: { webp: { quality: 75, effort: 4 }, avif: { quality: 40, effort: 1 } },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.SITE_PORT ?? 4321) },
  vite: {
    build: { target: supportedBrowsers, cssTarget: supportedBrowsers },
    // One React, the site's: npm hoists @nanostores/react to the repository's node_modules, where the
    // React beside it is Strapi's admin's (18), and the islands would have loaded both.
    resolve: { dedupe: ['react', 'react-dom'] },
    // xfwd: the proxy appends the browser's address to X-Forwarded-For, the one hop the API trusts
    // (TRUST_PROXY_HOPS=1); without it the API would take an address the browser wrote itself.
    server: { proxy: { '/api': { target: apiUrl, changeOrigin: false, xfwd: true }, '/uploads': { target: cmsUrl } } },
    environments: {
      // The prerender bundles @nanostores/react (see `dedupe` above): left to Node, its `import 'react'`
      // found that React 18 beside it, and the build failed on a null dispatcher ("reading 'useRef'").
      prerender: { resolve: { noExternal: ['@nanostores/react'] } },
      // React, React DOM and Astro's React renderer in one chunk, which every island loads. Once the
      // cart panel mounted React DOM itself (components/cart/CartPanel.mount.tsx), Rolldown split
      // them into three; one chunk is 0.7 KB gzip less on every page with an island (the account
      // pages are near their 80 KB budget). React itself (its JSX runtime) is in it too: left out,
      // Rolldown put the runtime in whichever shared chunk it chose, or a file of its own once the
      // order's amounts became a module of their own; in the chunk, every island page is 0.1–0.5 KB
      // lighter (measured page by page with scripts/bench/page-js.ts). Likewise the stores every page's header reads (the cart,
      // the session, nanostores and its persistence): one chunk instead of four is 0.3 KB less on
      // every page.
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'client', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
                  {
                    name: 'shop',
                    test: /node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]|src[\\/]stores[\\/](cart|session)\.ts/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
