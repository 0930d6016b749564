/** Lighthouse (mobile, default throttling) on Debian's Chromium, one browser for all pages. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../lib/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number> & { lcpMs: number; tbtMs: number; failing: string[] };

export async function withChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    userDataDir: mkdtempSync(join(tmpdir(), 'lighthouse-')),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** `keepStorage`: audit the page with what the browser already stored for the site (a filled cart). */
export async function audit(url: string, port: number, options: { keepStorage?: boolean } = {}): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: options.keepStorage ?? false,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter(
      (entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'manual',
    )
    .filter((entry) => entry.scoreDisplayMode !== 'numeric' || (entry.score ?? 1) < 0.9)
    .map((entry) => entry.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    failing,
  };
}
