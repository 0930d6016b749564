import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumFlags, chromiumPath } from '@koolers/scripts/chromium';
import { defineConfig } from '@playwright/test';
import { e2ePorts } from './e2e/ports.ts';

/**
 * The editors' journey in the Strapi admin panel. Its shop is started with the admin panel
 * (`npm start`, which builds the panel when it is missing or older than its sources: about a minute
 * and 2 GB the first time), so it has a config of its own and the other journeys keep starting
 * without it (`playwright.config.ts`). Same ports: `npm run test:e2e` runs it after them.
 */
// Set once in the main process; workers inherit it, so they agree on the folder.
process.env.KOOLERS_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'koolers-e2e-admin-'));
const dataDir = process.env.KOOLERS_E2E_DATA;
const offset = process.env.E2E_PORT_OFFSET;
// Inside site/ so the prerender step resolves the site's own packages.
const siteOutDir = offset ? `dist-e2e-admin-${offset}` : 'dist-e2e-admin';
process.env.KOOLERS_E2E_SITE_BUILDS = resolve(import.meta.dirname, siteOutDir);

export default defineConfig({
  testDir: 'e2e-admin',
  outputDir: offset ? `test-results-admin-${offset}` : 'test-results-admin',
  // .ci/run sets CI=1: a test.only left in a spec fails the run instead of skipping the others.
  forbidOnly: !!process.env.CI,
  // A test that passes on a second try is a flaky test: fix it, never retry it.
  retries: 0,
  fullyParallel: false,
  workers: 1,
  // One journey through the admin panel that waits for several site builds and a preview build.
  timeout: 600_000,
  // The admin panel is a large single-page app that loads its data after each navigation.
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-admin' }]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.site}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: existsSync(chromiumPath) ? { executablePath: chromiumPath, args: chromiumFlags } : {},
  },
  webServer: {
    command: 'node ../scripts/start.ts',
    url: `http://127.0.0.1:${e2ePorts.site}`,
    // The first run on a machine builds the Strapi admin panel before the shop starts.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    env: {
      CMS_PORT: String(e2ePorts.cms),
      API_PORT: String(e2ePorts.api),
      SANDBOX_PORT: String(e2ePorts.sandbox),
      MESSAGING_SANDBOX_PORT: String(e2ePorts.messaging),
      SITE_PORT: String(e2ePorts.site),
      KOOLERS_DATA_DIR: dataDir,
      // Strapi's request log would bury the test report.
      STRAPI_LOG_LEVEL: 'warn',
      SITE_OUT_DIR: siteOutDir,
    },
  },
});
