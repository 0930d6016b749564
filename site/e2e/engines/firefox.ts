/**
 * Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi (no browser download).
 * The journeys run in two of them when the machine has both: the installed ESR (the newest apt
 * offers) and the oldest ESR apt offers, unpacked beside it by scripts/install-oldest-firefox-esr.sh.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { puppeteerTab } from './puppeteer-tab.ts';
import type { Engine, TabOptions } from './tab.ts';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const oldestFirefoxPath = process.env.FIREFOX_OLDEST_PATH ?? '/opt/firefox-esr-oldest/usr/lib/firefox-esr/firefox-esr';

/**
 * The oldest Firefox these journeys have driven (140 ESR, Debian 12's point-release Firefox). The
 * shop promises 115 ESR and newer, but no registry this machine reaches offers anything older than
 * 140; docs/site.md says what was checked below it by other means.
 */
export const OLDEST_DRIVEN_FIREFOX = 140;

/** What `firefox --version` says of the Firefox at `path`: "140.12.0esr". */
export function firefoxVersion(path: string): string {
  const printed = execFileSync(path, ['--version'], { encoding: 'utf8', env: { ...process.env, MOZ_HEADLESS: '1' } });
  const version = /Firefox (\S+)/.exec(printed)?.[1];
  if (!version) throw new Error(`${path} --version printed no Firefox version: ${printed.trim()}`);
  return version;
}

/**
 * Why the journeys cannot run in the Firefox at `path`, in one line with the command that fixes it
 * (`install`), or null when they can. An older Firefox would fail every journey with a protocol
 * error; this says so once instead.
 */
export function firefoxProblem(path: string, install = 'apt-get update && apt-get install firefox-esr'): string | null {
  if (!existsSync(path)) return `Firefox is not installed at ${path}: ${install}`;
  const version = firefoxVersion(path);
  if (Number.parseInt(version, 10) >= OLDEST_DRIVEN_FIREFOX) return null;
  return `Firefox ${version} at ${path} is older than the journeys can drive (${OLDEST_DRIVEN_FIREFOX} ESR or newer): ${install}`;
}

/** `name` is the journeys' name for it ("Firefox ESR", "Firefox ESR, oldest"). */
export function firefox(name: string, path: string): Engine {
  let browser: Browser | undefined;
  let siteUrl = '';
  const profile = mkdtempSync(join(tmpdir(), 'koolers-firefox-'));
  return {
    name,
    async start(site) {
      siteUrl = site;
      browser = await puppeteer.launch({ browser: 'firefox', executablePath: path, headless: true, userDataDir: profile });
    },
    async open({ site = siteUrl, waitForLoad = true }: TabOptions = {}) {
      if (!browser) throw new Error('Firefox is not started');
      // A fresh context per journey: its own storage, like a new shopper.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const tab = puppeteerTab(name, page, site, waitForLoad);
      return { ...tab, close: () => context.close() };
    },
    async stop() {
      await browser?.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
