import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumFlags, chromiumPath } from '@koolers/scripts/chromium';
import { defineConfig } from '@playwright/test';
import { e2ePorts } from './e2e/ports.ts';

/**
 * The journeys run against a whole shop of their own (`npm start --no-admin`) on other ports, with
 * fresh databases, so they never touch the shop you may be running on the default ports.
 */
/**
 * The fast loop: `npm run e2e:shop -w site` starts this shop and keeps it running (its data in
 * site/.e2e-shop); then `E2E_SHOP=running npx playwright test e2e/cart-page.spec.ts` in site/ runs
 * against it, in seconds instead of a shop's start. CI always starts a fresh shop.
 */
const shopRunning = process.env.E2E_SHOP === 'running';
// Set once in the main process; workers inherit it, so they agree on the folder.
process.env.KOOLERS_E2E_DATA ??= shopRunning ? resolve(import.meta.dirname, '.e2e-shop') : mkdtempSync(join(tmpdir(), 'koolers-e2e-'));
const dataDir = process.env.KOOLERS_E2E_DATA;
// Inside site/ so the prerender step resolves the site's own packages; the journeys read it to list the pages.
const siteOutDir = process.env.E2E_PORT_OFFSET ? `dist-e2e-${process.env.E2E_PORT_OFFSET}` : 'dist-e2e';
process.env.KOOLERS_E2E_SITE_BUILDS = resolve(import.meta.dirname, siteOutDir);

export default defineConfig({
  testDir: 'e2e',
  // Journeys are *.spec.ts; a *.test.ts beside them (e2e/engines/firefox.test.ts) is a Vitest unit test.
  testMatch: '**/*.spec.ts',
  // Runs on other ports (E2E_PORT_OFFSET) keep their traces apart too.
  outputDir: process.env.E2E_PORT_OFFSET ? `test-results-${process.env.E2E_PORT_OFFSET}` : 'test-results',
  // .ci/run sets CI=1: a test.only left in a spec fails the run instead of skipping the others.
  forbidOnly: !!process.env.CI,
  // A test that passes on a second try is a flaky test: fix it, never retry it.
  retries: 0,
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.site}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: existsSync(chromiumPath)
      ? {
          executablePath: chromiumPath,
          args: chromiumFlags,
        }
      : {},
  },
  webServer: {
    command: 'node ../scripts/start.ts --no-admin',
    url: `http://127.0.0.1:${e2ePorts.site}`,
    timeout: 240_000,
    reuseExistingServer: shopRunning,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    env: {
      CMS_PORT: String(e2ePorts.cms),
      API_PORT: String(e2ePorts.api),
      SANDBOX_PORT: String(e2ePorts.sandbox),
      MESSAGING_SANDBOX_PORT: String(e2ePorts.messaging),
      SITE_PORT: String(e2ePorts.site),
      KOOLERS_DATA_DIR: dataDir,
      // Strapi's and the API's request logs would bury the test report (warnings and errors still show).
      STRAPI_LOG_LEVEL: 'warn',
      LOG_LEVEL: 'warn',
      // Every journey's shopper registers and orders from this one machine's address: the API's
      // per-address limits (sign-ups, orders, Coco Club requests) are raised tenfold, not switched off.
      RATE_LIMIT_SCALE: '10',
      // The delivery journey fixes the API's clock (PUT /api/test/clock) and gives the real time back
      // when it ends; the API refuses this setting in production.
      SETTABLE_CLOCK: 'true',
      SITE_OUT_DIR: siteOutDir,
    },
  },
});
