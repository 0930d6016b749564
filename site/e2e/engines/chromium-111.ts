/**
 * Chromium 111, the oldest Chromium the shop supports (Samsung Internet and in-app browsers lag years
 * behind Chrome): the headless build that the npm package @sparticuz/chromium@111 ships, unpacked
 * once into node_modules/.cache and reached over CDP by Playwright (puppeteer-core 25 no longer
 * opens a page in it). It lacks what Safari 16.4 and Firefox 115 lack too (popover,
 * `<details name>`, invoker commands, `dialog closedby`), so its journeys take fallback paths that
 * neither WebKitGTK 2.50 nor Firefox ESR take.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { chromiumFlags } from '@koolers/scripts/chromium';
import { type Browser, chromium } from 'playwright-core';
import { playwrightTab } from './playwright-tab.ts';
import { endWithThisProcess, stopProcessGroup } from './processes.ts';
import type { Engine, TabOptions } from './tab.ts';

const packageDir = dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium/package.json'));
const cacheDir = join(packageDir, '../../.cache/koolers-chromium-111');

/** The unpacked browser (and the SwiftShader GL it renders with), unpacked on first use (~5 s). */
export async function chromium111Path(): Promise<string> {
  const binary = join(cacheDir, 'chromium');
  if (existsSync(binary)) return binary;
  // Unpack beside the final folder, then rename, so an interrupted unpack is never taken as done.
  mkdirSync(dirname(cacheDir), { recursive: true });
  const staging = mkdtempSync(`${cacheDir}-`);
  const unbrotli = (from: string, to: string) =>
    pipeline(
      createReadStream(join(packageDir, 'bin', from)),
      createBrotliDecompress(),
      createWriteStream(join(staging, to), { mode: 0o755 }),
    );
  await unbrotli('chromium.br', 'chromium');
  await unbrotli('swiftshader.tar.br', 'swiftshader.tar');
  execFileSync('tar', ['xf', 'swiftshader.tar'], { cwd: staging });
  rmSync(join(staging, 'swiftshader.tar'));
  try {
    renameSync(staging, cacheDir);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another run unpacked it first
  }
  return binary;
}

export function chromium111(): Engine {
  let child: ChildProcess | undefined;
  let browser: Browser | undefined;
  let siteUrl = '';
  const profile = mkdtempSync(join(tmpdir(), 'koolers-chromium-111-'));
  return {
    name: 'Chromium 111',
    async start(site) {
      siteUrl = site;
      const args = [
        ...chromiumFlags,
        '--headless',
        '--use-gl=swiftshader',
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        'about:blank',
      ];
      child = spawn(await chromium111Path(), args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
      endWithThisProcess(child);
      const endpoint = await new Promise<string>((resolve, reject) => {
        let said = '';
        child?.stderr?.on('data', (chunk) => {
          said += chunk;
          const found = said.match(/DevTools listening on (ws:\/\/\S+)/);
          if (found?.[1]) resolve(found[1]);
        });
        child?.once('exit', (code) => reject(new Error(`Chromium 111 exited (${code}) before listening: ${said.slice(-500)}`)));
      });
      child.stderr?.resume();
      browser = await chromium.connectOverCDP(endpoint);
    },
    async open({ site = siteUrl, waitForLoad = true }: TabOptions = {}) {
      if (!browser) throw new Error('Chromium 111 is not started');
      // A fresh context per journey: its own storage, like a new shopper.
      const context = await browser.newContext();
      const page = await context.newPage();
      return { ...playwrightTab('Chromium 111', page, site, waitForLoad), close: () => context.close() };
    },
    async stop() {
      await browser?.close();
      if (child) await stopProcessGroup(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
