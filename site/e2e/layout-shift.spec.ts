/**
 * Nothing on a page moves while it loads (Lighthouse's CLS), on a phone, even when its scripts arrive
 * after the page has painted, as they do on a slow phone: every script is held back here, so the
 * page paints as built first. A script may fill in or enable what the page shows already; it must
 * not insert, unhide or resize it. The home page's later slides arrive on their own timers: the
 * page's clock is run past them all. The server's delivery promise changes with the hour; the test
 * holds the longest it gives on an ordinary day (closed, the next slot tomorrow), which wraps on a phone.
 */
import { LANDING_PAGES, PRODUCT_PAGE } from '@koolers/scripts/landing-pages';
import { expect, test, whenHydrated } from './fixtures.ts';
import { layoutShifts, recordLayoutShifts } from './layout-shifts.ts';

const SCRIPT_DELAY_MS = 400;
const LONGEST_PROMISE = 'We’re closed now. Next delivery: tomorrow 11 am–1 pm';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

const pages = [...LANDING_PAGES, '/login', '/register', '/profile', '/order'];

for (const name of pages) {
  test(`${name}: nothing moves while the page loads, even when its scripts come late`, async ({ page, cms }) => {
    const path = name === PRODUCT_PAGE ? `/product/${(await cms.published<{ slug: string }>('products'))[0].slug}` : name;
    // Only the home page's clock is held: a held clock also holds the page's other timers.
    if (path === '/') await page.clock.install();
    await page.route('**/_astro/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    });
    await page.route('**/api/delivery/promise*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), headline: LONGEST_PROMISE } });
    });
    await recordLayoutShifts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await whenHydrated(page);
    if (path === '/') {
      // The hero's later pictures are released a second before their turn.
      await page.clock.runFor(12_000);
      await expect(page.locator('.hero__slide[data-turn]')).toHaveCount(0);
    }
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(shifts.total, `moved: ${shifts.moved.join(', ')}`).toBeLessThan(0.01);
  });
}
