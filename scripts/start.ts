/**
 * `npm start`: the whole shop on fixed local ports with seeded content.
 * Generates missing local secrets, builds what is not built, starts Strapi, the Razorpay sandbox, the
 * messaging sandbox (WhatsApp and SMS) and the commerce API, builds and serves the static site, and
 * prints where everything is. Ctrl-C stops all.
 *
 * Options (used by the end-to-end tests): --no-admin skips the Strapi admin panel build;
 * KOOLERS_DATA_DIR keeps both databases elsewhere; SITE_OUT_DIR keeps the site builds elsewhere (inside site/);
 * CMS_PORT, API_PORT, SANDBOX_PORT, MESSAGING_SANDBOX_PORT, SITE_PORT move the services.
 */
import { join, resolve } from 'node:path';
import { AstroBuildWorker } from '@koolers/web/astro-build-worker';
import { siteDir } from '@koolers/web/build-site';
import { type SiteFront, startSiteFront } from '@koolers/web/site-front';
import { runStep } from '@koolers/web/steps';
import { isBuildFresh } from './lib/build-freshness.ts';
import { ensureEnvFile } from './lib/env-file.ts';
import { runServices, waitForAll } from './lib/processes.ts';
import { portsFrom, repoRoot, shopServices, urlsFor } from './lib/shop.ts';

const startedAt = Date.now();
const withAdmin = !process.argv.includes('--no-admin');
const cmsDir = join(repoRoot, 'cms');
const siteBuildsDir = process.env.SITE_OUT_DIR ? resolve(siteDir, process.env.SITE_OUT_DIR) : join(siteDir, 'dist');

const secrets = ensureEnvFile(join(repoRoot, '.env'));
const ports = portsFrom(process.env);
const urls = urlsFor(ports);
const services = shopServices(secrets, ports, { dataDir: process.env.KOOLERS_DATA_DIR, preview: true, messaging: true });
const usesSandbox = services.some((service) => service.name === 'sandbox');
const usesMessagingSandbox = services.some((service) => service.name === 'messaging');

if (
  withAdmin &&
  !isBuildFresh(join(cmsDir, 'dist/build/index.html'), [
    join(cmsDir, 'src/admin'),
    join(cmsDir, 'config/admin.ts'),
    join(repoRoot, 'package-lock.json'),
  ])
) {
  await runStep('Building the Strapi admin panel (first start only, about a minute)', 'npm run build', { cwd: cmsDir });
}

console.log(`\n▸ Starting ${services.map((service) => service.name).join(', ')}`);
const running = runServices(services);
let site: SiteFront['server'] | undefined;
const liveWorker = new AstroBuildWorker(siteDir);
const previewWorker = new AstroBuildWorker(siteDir);
const stop = () => {
  running.stop();
  liveWorker.close();
  previewWorker.close();
  site?.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
running.exited.catch(() => {}).finally(() => site?.close());

try {
  await waitForAll(services, running);
  ({ server: site } = await startSiteFront({
    cmsUrl: urls.cms,
    apiUrl: urls.api,
    siteUrl: urls.site,
    buildsDir: siteBuildsDir,
    port: ports.site,
    rebuildSecret: secrets.CMS_WEBHOOK_SECRET ?? '',
    alertSecret: secrets.CMS_WEBHOOK_SECRET ?? '',
    previewSecret: secrets.SITE_PREVIEW_SECRET,
    adminUrl: urls.cmsAdmin,
    // The browser loads Razorpay Checkout from the URL the API hands it: the sandbox's, when used.
    security: { production: false, paymentsSandboxUrl: usesSandbox ? urls.sandbox : undefined },
    // The live site's builds, and the draft preview's, each run in a process that keeps Astro loaded
    // (2.8 s a build instead of 5.6 s).
    liveWorker,
    previewWorker,
    start: 'before-serving',
    log: (line) => console.log(line),
  }));
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  stop();
  process.exitCode = 1;
}

if (site) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`
┌──────────────────────────────────────────────────────────────
│ The Koolers shop is running (ready in ${seconds} s)
│
│   Shop          ${urls.site}
│   Strapi admin  ${withAdmin ? urls.cmsAdmin : '(not built: started with --no-admin)'}
│   Commerce API  ${urls.api}/api/health
│   Payments      ${usesSandbox ? `Razorpay SANDBOX at ${urls.sandbox} (test payments, no money moves)` : 'Razorpay (real keys from .env)'}
│   Messages      ${usesMessagingSandbox ? `WhatsApp and SMS SANDBOX at ${urls.messaging} (the phones' page; no phone receives them)` : 'WhatsApp and SMS as .env configures them'}
│
│ Ctrl-C stops everything.
└──────────────────────────────────────────────────────────────`);
}
