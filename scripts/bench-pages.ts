/**
 * `npm run bench:pages -- --url http://127.0.0.1:8080`: Lighthouse on a shop that is already running,
 * such as the production stack (`npm run stack:up`), where bench:site starts a shop of its own. Each
 * landing page (scripts/lib/landing-pages.ts) `--runs` times (default 5), as bench:site audits them:
 * mobile, a 390 px phone, simulated slow 4G. Prints every run's four scores, LCP and total blocking
 * time; exits non-zero when accessibility, best practices or SEO is below 100 in any run. Performance
 * is printed, not judged: it depends on what else the machine is doing. `--page /` audits one page only.
 * A first, uncounted audit warms the browser up (see `withChrome`).
 */
import { parseArgs } from 'node:util';
import { audit, type Scores, withChrome } from './bench/lighthouse.ts';
import { LANDING_PAGES, PRODUCT_PAGE } from './lib/landing-pages.ts';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
  },
});
const site = options.url.replace(/\/+$/, '');
const runs = Math.max(1, Number(options.runs) || 5);

/** The first product's page, as the shop links it from /products. */
async function productPage(): Promise<string> {
  const html = await (await fetch(`${site}/products`)).text();
  const path = /href="(\/product\/[^"#?]+)"/.exec(html)?.[1];
  if (!path) throw new Error(`${site}/products links to no product page`);
  return path;
}

const pages = options.page?.length
  ? options.page
  : await Promise.all(LANDING_PAGES.map(async (page) => (page === PRODUCT_PAGE ? productPage() : page)));
const problems: string[] = [];
console.log(`Lighthouse, mobile (390 px phone, simulated slow 4G), ${runs} runs a page, against ${site}`);
console.log('  page                            run  perf  a11y  best   seo     LCP      TBT  failing audits');
await withChrome(async (port) => {
  for (const path of pages) {
    const scores: Scores[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await audit(`${site}${path}`, port);
      scores.push(result);
      const row = [result.performance, result.accessibility, result['best-practices'], result.seo].map((score) =>
        String(score).padStart(4),
      );
      console.log(
        `  ${path.padEnd(32)} ${String(run).padStart(2)}  ${row.join('  ')}  ${`${result.lcpMs} ms`.padStart(7)}  ${`${result.tbtMs} ms`.padStart(7)}  ${result.failing.join(', ')}${result.remeasured ? ` (run again: ${result.remeasured} run without an LCP)` : ''}`,
      );
      for (const category of ['accessibility', 'best-practices', 'seo'] as const)
        if (result[category] < 100) problems.push(`${path}, run ${run}: ${category} ${result[category]}`);
    }
    const perfect = scores.filter((result) => result.performance === 100).length;
    console.log(`  ${path}: performance 100 in ${perfect} of ${runs} runs`);
  }
}, `${site}${pages[0]}`);
if (problems.length) console.error(`\n✗ Below 100:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
else console.log('\n✓ Accessibility, best practices and SEO 100 on every run.');
process.exit(problems.length ? 1 : 0);
