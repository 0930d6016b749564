/**
 * The production web front (docker-compose `web`): waits for Strapi, builds the static site from it,
 * serves it and proxies /api to the commerce API, so the browser talks to one origin.
 * Env: CMS_URL, API_URL, SITE_URL (public address), PORT.
 */
import { join } from 'node:path';
import { waitUntilAnswering } from './lib/processes.ts';
import { serveSite } from './lib/serve-site.ts';
import { buildSite, siteDir } from './lib/site.ts';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:8080';
const port = Number(process.env.PORT ?? 8080);
const outDir = join(siteDir, 'dist');

await waitUntilAnswering(`${cmsUrl}/_health`, 300_000);
await buildSite({ cmsUrl, siteUrl, outDir });
const server = await serveSite({ root: siteDir, outDir, port, apiUrl, host: '0.0.0.0' });
console.log(`web: serving ${siteUrl} on port ${port}, /api → ${apiUrl}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
