/**
 * What JavaScript each page loads before the user interacts: every script response while the page
 * loads and settles, and every inline script, gzip-compressed as the site server sends them.
 */
import { hash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export type PageScripts = { path: string; scripts: Map<string, number>; react: boolean };

export async function scriptsBeforeInteraction(browser: Browser, baseUrl: string, path: string): Promise<PageScripts> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => void scripts.set(new URL(response.url()).pathname, gzipSync(body).length),
        () => {},
      ),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // Scroll to the bottom like a reader would, so `client:visible` islands count too.
  await page.mouse.wheel(0, 100_000);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // Scripts written into the page count too, named by their content: the same inline script on
  // every page (Astro's island loader, a client directive) is shared, not each page's own.
  const inline = await page.$$eval('script:not([src])', (elements) =>
    elements.filter((element) => !/json/.test(element.getAttribute('type') ?? '')).map((element) => element.textContent ?? ''),
  );
  for (const source of inline) scripts.set(`inline script ${hash('sha1', source, 'hex').slice(0, 10)}`, gzipSync(source).length);
  await page.close();
  const react = [...scripts.keys()].some((url) => /react|client\.[\w-]+\.js/i.test(url));
  return { path, scripts, react };
}

export function totalBytes(scripts: Map<string, number>, except: Set<string> = new Set()): number {
  let sum = 0;
  for (const [url, bytes] of scripts) if (!except.has(url)) sum += bytes;
  return sum;
}

/**
 * `node scripts/bench/page-js.ts <site URL> <path>…`: each page's JavaScript before interaction, per
 * script and in total, against a shop that is already running (the budgets are `npm run bench:site`'s).
 */
if (import.meta.main) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl || paths.length === 0) throw new Error('usage: node scripts/bench/page-js.ts <site URL> <path>…');
  const { chromium } = await import('playwright-core');
  const { chromiumFlags, chromiumPath } = await import('../lib/chromium.ts');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    for (const path of paths) {
      const { scripts } = await scriptsBeforeInteraction(browser, baseUrl, path);
      console.log(`${path}: ${(totalBytes(scripts) / 1024).toFixed(1)} KB gzip before interaction`);
      for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url}`);
    }
  } finally {
    await browser.close();
  }
}
