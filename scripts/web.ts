/**
 * The production web front (docker-compose `web`): waits for Strapi, builds the static site from it,
 * serves it with /api proxied to the commerce API and /uploads to Strapi, rebuilds it when Strapi's
 * webhook (CMS_WEBHOOK_SECRET) says content changed, serves the editors' draft preview under /_preview
 * (SITE_PREVIEW_SECRET), and has the API email the shop when a build after a publish fails.
 * Env: CMS_URL, API_URL, SITE_URL (public address), PORT, CMS_WEBHOOK_SECRET, SITE_PREVIEW_SECRET,
 * CMS_ADMIN_URL (Strapi admin's public address, for links in that email and the only site that may
 * frame the preview); NODE_ENV=production (the image's) adds HSTS: the site is then served over https
 * by whatever stands in front.
 */
import { join } from 'node:path';
import { waitUntilAnswering } from './lib/processes.ts';
import { buildSite, siteDir } from './lib/site.ts';
import { alertShopOnFailedBuild } from './lib/site-build-alerts.ts';
import { SitePreview } from './lib/site-preview.ts';
import { SiteRebuilder } from './lib/site-rebuilder.ts';
import { REBUILD_PATH, serveSite } from './lib/site-server.ts';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:8080';
const port = Number(process.env.PORT ?? 8080);
const webhookSecret = process.env.CMS_WEBHOOK_SECRET ?? '';
const previewSecret = process.env.SITE_PREVIEW_SECRET ?? '';
const buildsDir = join(siteDir, 'dist');
const previewBuildsDir = join(siteDir, 'dist-preview');

await waitUntilAnswering(`${cmsUrl}/_health`, 300_000);
const rebuilder = new SiteRebuilder({
  buildsDir,
  build: (outDir) => buildSite({ cmsUrl, siteUrl, outDir }),
  log: console.log,
  onBuilt: alertShopOnFailedBuild({ apiUrl, secret: webhookSecret, adminUrl: process.env.CMS_ADMIN_URL || undefined, log: console.log }),
});
rebuilder.request('start');
await rebuilder.idle();
const preview = new SitePreview({
  buildsDir: previewBuildsDir,
  rebuilder: new SiteRebuilder({
    buildsDir: previewBuildsDir,
    build: (outDir) => buildSite({ cmsUrl, siteUrl, outDir, drafts: { secret: previewSecret } }),
    log: (line) => console.log(`preview: ${line}`),
  }),
});
const server = await serveSite({
  buildsDir,
  port,
  host: '0.0.0.0',
  apiUrl,
  cmsUrl,
  rebuild: { rebuilder, secret: webhookSecret },
  security: { production: process.env.NODE_ENV === 'production' },
  ...(previewSecret ? { preview: { preview, secret: previewSecret, adminUrl: process.env.CMS_ADMIN_URL || undefined } } : {}),
});
console.log(`web: serving ${siteUrl} on port ${port}, /api → ${apiUrl}, /uploads → ${cmsUrl}, rebuilds on POST ${REBUILD_PATH}`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
