/**
 * `npm run dev`: Strapi, the Razorpay and messaging sandboxes and the commerce API (restarted on change), then
 * Astro's dev server with hot reload; Astro proxies /api to the commerce API, so the browser sees
 * one origin. Ctrl-C stops everything.
 */
import { join } from 'node:path';
import { ensureEnvFile } from './lib/env-file.ts';
import { runServices, waitForAll } from './lib/processes.ts';
import { portsFrom, repoRoot, shopServices, urlsFor } from './lib/shop.ts';

const secrets = ensureEnvFile(join(repoRoot, '.env'));
const ports = portsFrom(process.env);
const urls = urlsFor(ports);
const services = shopServices(secrets, ports, { watch: true, messaging: true });

const backends = runServices(services);
try {
  await waitForAll(services, backends);
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  backends.stop();
  process.exit(1);
}

const site = runServices([
  {
    name: 'site',
    command: `npx astro dev --host 127.0.0.1 --port ${ports.site}`,
    cwd: join(repoRoot, 'site'),
    env: { CMS_URL: urls.cms, API_URL: urls.api, ASTRO_TELEMETRY_DISABLED: '1' },
    readyUrl: urls.site,
  },
]);
const stopAll = () => {
  site.stop();
  backends.stop();
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
await Promise.allSettled([site.exited, backends.exited]);
