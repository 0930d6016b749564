/**
 * The production web front (docker-compose `web`): waits for Strapi, builds the static site from it,
 * serves it with /api proxied to the commerce API and /uploads to Strapi, and rebuilds it when
 * Strapi's webhook (CMS_WEBHOOK_SECRET) says content changed.
 * Env: CMS_URL, API_URL, SITE_URL (public address), PORT, CMS_WEBHOOK_SECRET; NODE_ENV=production
 * (the image's) adds HSTS: the site is then served over https by whatever stands in front.
 */
import { join } from 'node:path';
import { waitUntilAnswering } from './lib/processes.ts';
import { buildSite, siteDir } from './lib/site.ts';
import { SiteRebuilder } from './lib/site-rebuilder.ts';
import { REBUILD_PATH, serveSite } from './lib/site-server.ts';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:8080';
const port = Number(process.env.PORT ?? 8080);
const buildsDir = join(siteDir, 'dist');

await waitUntilAnswering(`${cmsUrl}/_health`, 300_000);
const rebuilder = new SiteRebuilder({ buildsDir, build: (outDir) => buildSite({ cmsUrl, siteUrl, outDir }), log: console.log });
rebuilder.request('start');
await rebuilder.idle();
const server = await serveSite({
  buildsDir,
  port,
  host: '0.0.0.0',
  apiUrl,
  cmsUrl,
  rebuild: { rebuilder, secret: process.env.CMS_WEBHOOK_SECRET ?? '' },
  security: { production: process.env.NODE_ENV === 'production' },
});
console.log(`web: serving ${siteUrl} on port ${port}, /api → ${apiUrl}, /uploads → ${cmsUrl}, rebuilds on POST ${REBUILD_PATH}`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
