/** Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi (no browser download). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { puppeteerTab } from './puppeteer-tab.ts';
import type { Engine, TabOptions } from './tab.ts';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function firefox(): Engine {
  let browser: Browser | undefined;
  let siteUrl = '';
  const profile = mkdtempSync(join(tmpdir(), 'koolers-firefox-'));
  return {
    name: 'Firefox',
    async start(site) {
      siteUrl = site;
      browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, userDataDir: profile });
    },
    async open({ site = siteUrl, waitForLoad = true }: TabOptions = {}) {
      if (!browser) throw new Error('Firefox is not started');
      // A fresh context per journey: its own storage, like a new shopper.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const tab = puppeteerTab('Firefox', page, site, waitForLoad);
      return { ...tab, close: () => context.close() };
    },
    async stop() {
      await browser?.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
