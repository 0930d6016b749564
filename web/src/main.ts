/**
 * The production web front (docker-compose `web`): waits for Strapi, builds the static site from it,
 * serves it with /api proxied to the commerce API and /uploads to Strapi, rebuilds it when Strapi's
 * webhook (CMS_WEBHOOK_SECRET) says content changed, serves the editors' draft preview under /_preview
 * (SITE_PREVIEW_SECRET), and has the API email the shop when a build after a publish fails.
 * The environment is read by config.ts; NODE_ENV=production (the image's) adds HSTS: the site is
 * then served over https by whatever stands in front.
 */
import { join } from 'node:path';
import { siteDir } from './builds/build-site.ts';
import { ConfigError, loadConfig, type WebConfig } from './config.ts';
import { REBUILD_PATH } from './server/rebuild-webhook.ts';
import { startSiteFront } from './site-front.ts';
import { waitUntilAnswering } from './wait-for.ts';

let config: WebConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

await waitUntilAnswering(`${config.cmsUrl}/_health`, 300_000);
const { server } = await startSiteFront({
  cmsUrl: config.cmsUrl,
  apiUrl: config.apiUrl,
  siteUrl: config.siteUrl,
  buildsDir: join(siteDir, 'dist'),
  port: config.port,
  host: config.host,
  webhookSecret: config.webhookSecret,
  previewSecret: config.previewSecret,
  adminUrl: config.adminUrl,
  security: { production: config.production },
  requireFirstBuild: false,
  log: console.log,
});
console.log(
  `web: serving ${config.siteUrl} on port ${config.port}, /api → ${config.apiUrl}, /uploads → ${config.cmsUrl}, rebuilds on POST ${REBUILD_PATH}`,
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
