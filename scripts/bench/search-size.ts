/**
 * What opening the search costs (issue 35): every script and the search index a content page loads
 * from the tap on Search until the first results show, gzip-compressed as the site server sends them.
 * Budget: 40 KB per language. The page's own scripts before the tap are the content-page budget's.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export const SEARCH_BUDGET_BYTES = 40 * 1024;

export type SearchSize = { path: string; files: Map<string, number> };

export async function searchSize(browser: Browser, baseUrl: string, path = '/faq'): Promise<SearchSize> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const files = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let opened = false;
  page.on('response', (response) => {
    if (!opened) return;
    const url = new URL(response.url());
    const script = response.request().resourceType() === 'script';
    if (!script && !url.pathname.startsWith('/search-index/')) return;
    pending.push(
      response.body().then(
        (body) => void files.set(url.pathname, gzipSync(body).length),
        () => {},
      ),
    );
  });
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    opened = true;
    // The header's Search button, whatever the page's language calls it.
    await page.locator('button[commandfor="search-dialog"][command="show-modal"]').click();
    await page.locator('#search-dialog').getByRole('searchbox').fill('nariyal');
    await page.locator('#search-dialog-results a').first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    await page.close();
  }
  return { path, files };
}

/**
 * `node scripts/bench/search-size.ts <site URL> [path]`: what opening the search loads, against a
 * shop that is already running (the budget is `npm run bench:site`'s).
 */
if (import.meta.main) {
  const [baseUrl, path] = process.argv.slice(2);
  if (!baseUrl) throw new Error('usage: node scripts/bench/search-size.ts <site URL> [path]');
  const { chromium } = await import('playwright-core');
  const { chromiumFlags, chromiumPath } = await import('../lib/chromium.ts');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const { files } = await searchSize(browser, baseUrl, path);
    let total = 0;
    for (const [url, bytes] of files) {
      total += bytes;
      console.log(`  ${String(bytes).padStart(7)} B  ${url}`);
    }
    console.log(`${total} B gzip on opening the search (budget ${SEARCH_BUDGET_BYTES} B)`);
  } finally {
    await browser.close();
  }
}
