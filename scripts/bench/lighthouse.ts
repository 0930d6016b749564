/**
 * Lighthouse on Debian's Chromium, one browser for all pages: the mobile preset (simulated slow 4G,
 * 4× slower CPU) on a 390 px wide phone at Lighthouse's mobile pixel ratio (1.75).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../lib/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A common phone's width (iPhone 12–15); Lighthouse's own mobile preset is 412 px wide. */
export const PHONE = { mobile: true, width: 390, height: 844, deviceScaleFactor: 1.75, disabled: false };

export type Scores = Record<(typeof CATEGORIES)[number], number> & {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Everything the page transferred on first view, pictures included (Lighthouse's total byte weight). */
  bytes: number;
  pictureBytes: number;
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
  /** Whether Lighthouse recorded a largest contentful paint at all. */
  lcpMeasured: boolean;
  /** Runs before this one that recorded no LCP and were run again (see `audit`). */
  remeasured: number;
  failing: string[];
};

type NetworkRequest = { resourceType?: string; transferSize?: number };

/**
 * One Chromium for many audits. With `warmUp`, that page is audited once first and the result thrown
 * away: a fresh Chromium's first audit is the one most likely to record no largest contentful paint
 * (bench:pages' `/` and bench:site's `/login` scored 0 so, 30 Nov 2026), a measure of the browser
 * starting, not of the page; `audit` runs any such run again. Leave it out where the audit keeps the
 * site's storage (a filled cart): Lighthouse would clear that storage for the warm-up.
 */
export async function withChrome<T>(run: (port: number) => Promise<T>, warmUp?: string): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    userDataDir: mkdtempSync(join(tmpdir(), 'lighthouse-')),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    if (warmUp) await audit(warmUp, chrome.port, { categories: ['performance'] });
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

export type AuditOptions = {
  /** Audit the page with what the browser already stored for the site (a filled cart). */
  keepStorage?: boolean;
  /**
   * The page keeps itself out of search engines on purpose (`noindex`: the account, checkout and desk
   * pages): Lighthouse's "page is blocked from indexing" audit is skipped, and SEO scores the rest.
   */
  noindex?: boolean;
  /** Only these categories (the other scores are then 0). */
  categories?: readonly (typeof CATEGORIES)[number][];
};

/**
 * One Lighthouse run of `url`. A run in which Lighthouse recorded no largest contentful paint (its
 * LCP audit errors, and performance scores 0) measured nothing: it is run again, at most twice, and
 * `remeasured` counts those runs so the report can say so. On 30 Nov 2026 this happened in about one
 * run in ten against the production stack, warm-up or not (/coconutjuice, run 1 of 5).
 */
export async function audit(url: string, port: number, options: AuditOptions = {}): Promise<Scores> {
  const measuresPaint = (options.categories ?? CATEGORIES).includes('performance');
  for (let remeasured = 0; ; remeasured++) {
    const scores = await auditOnce(url, port, options);
    if (!measuresPaint || scores.lcpMeasured || remeasured === 2) return { ...scores, remeasured };
  }
}

async function auditOnce(url: string, port: number, options: AuditOptions): Promise<Omit<Scores, 'remeasured'>> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...(options.categories ?? CATEGORIES)],
      disableStorageReset: options.keepStorage ?? false,
    },
    {
      extends: 'lighthouse:default',
      settings: { screenEmulation: PHONE, ...(options.noindex ? { skipAudits: ['is-crawlable'] } : {}) },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, environment } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  const failing = Object.values(audits)
    .filter(
      (entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'manual',
    )
    .filter((entry) => entry.scoreDisplayMode !== 'numeric' || (entry.score ?? 1) < 0.9)
    .map((entry) => entry.id);
  const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    bytes: metric('total-byte-weight'),
    pictureBytes: requests
      .filter((request) => request.resourceType === 'Image')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    lcpMeasured: typeof audits['largest-contentful-paint']?.numericValue === 'number',
    failing,
  };
}
