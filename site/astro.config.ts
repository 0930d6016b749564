import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

// Static output; `/api` (the commerce API) and `/uploads` (Strapi's media) are proxied, so the browser
// sees one origin.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:4321',
  output: 'static',
  // `/faq` is served from faq.html: addresses as the old shop had them, without a redirect.
  build: { format: 'file' },
  trailingSlash: 'never',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  // Resized pictures are kept here between builds (see src/lib/picture-service.ts); a benchmark points
  // it at an empty folder to time a first build.
  cacheDir: process.env.SITE_CACHE_DIR ?? './node_modules/.astro',
  integrations: [react()],
  image: {
    // Strapi's media originals are resized at build time (components/CmsImage.astro).
    remotePatterns: [{ protocol: new URL(cmsUrl).protocol.slice(0, -1), hostname: new URL(cmsUrl).hostname, port: new URL(cmsUrl).port }],
    service: {
      entrypoint: fileURLToPath(new URL('./src/lib/picture-service.ts', import.meta.url)),
      config: { webp: { quality: 75, effort: 4 }, avif: { quality: 50, effort: 1 } },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.SITE_PORT ?? 4321) },
  vite: {
    server: { proxy: { '/api': { target: apiUrl, changeOrigin: false }, '/uploads': { target: cmsUrl } } },
    // Strapi keeps React 18 at the repository root for its admin panel; the site's React 19 lives in
    // site/node_modules. Bundling the React bindings into the prerender build makes them use the
    // site's React instead of the root one.
    environments: { prerender: { resolve: { noExternal: ['@nanostores/react'] } } },
  },
});
