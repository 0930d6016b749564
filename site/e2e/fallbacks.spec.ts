/**
 * The fallbacks for older browsers (src/fallbacks/), tested in Chromium with the native feature
 * hidden: the feature check then fails as in an old browser, and what the platform would have done
 * is switched off, so only the fallback can make the page work. WebKit and Chromium 111 run them
 * for real in every-engine.spec.ts (closedby, popover and `<details name>` are proven there).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Product = { name: string; categories: { slug: string }[] };

const fallbackScript = /\/_astro\/(invokers|dialog-closedby|popover|details-name|has-selector|replay-early-taps)\.[\w-]+\.js$/;

function fallbacksRequested(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (fallbackScript.test(path) || path === '/fallbacks/has.css') requested.push(path);
  });
  return requested;
}

test('a current browser loads no fallback', async ({ page }) => {
  const requested = fallbacksRequested(page);
  for (const path of ['/', '/products', '/faq', '/blog']) await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('dialog', { name: 'Phone Details' })).toBeVisible();
  expect(requested).toEqual([]);
});

test.describe('without invoker commands (Safari < 26.2, Chromium < 135, Firefox < 144)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const button = HTMLButtonElement.prototype as unknown as Record<string, unknown>;
      delete button.commandForElement;
      delete button.command;
      delete (window as unknown as Record<string, unknown>).CommandEvent;
      // Chromium would still act on `commandfor` itself: cancel its own (trusted) command events.
      window.addEventListener('command', (event) => event.isTrusted && event.preventDefault(), true);
    });
  });

  test('the polyfill opens and closes the phone dialog and the search', async ({ page }) => {
    const requested = fallbacksRequested(page);
    await page.goto('/search', { waitUntil: 'networkidle' });
    expect(requested.some((path) => path.includes('/invokers.'))).toBe(true);

    const phone = page.getByRole('dialog', { name: 'Phone Details' });
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect(phone).toBeVisible();
    await phone.getByRole('button', { name: 'Close' }).click();
    await expect(phone).toBeHidden();

    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await search.getByPlaceholder('Search for products...').fill('mango');
    await expect(search.getByRole('link', { name: /Mango Kooler/ })).toBeVisible();
  });

  test('with the polyfill blocked, the buttons do nothing (so the test above proves the polyfill)', async ({ page }) => {
    await page.route(/\/_astro\/invokers\./, (route) => route.abort());
    await page.goto('/search', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect(page.getByRole('dialog', { name: 'Phone Details' })).toBeHidden();
  });

  test('a tap before the polyfill has arrived opens its dialog once it arrives', async ({ page }) => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let asked = false;
    await page.route(/\/_astro\/invokers\./, async (route) => {
      asked = true;
      await arrived;
      await route.continue();
    });
    await page.goto('/search', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(() => asked).toBe(true);
    const phone = page.getByRole('dialog', { name: 'Phone Details' });
    await expect(phone).toBeHidden();
    arrive();
    await expect(phone).toBeVisible();
  });
});

test.describe('without :has() (Firefox 115 to 120)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = ((...args: [string, string?]) =>
        !args.join(' ').includes(':has(') && supports(...(args as [string]))) as typeof CSS.supports;
      // Drop every :has() rule the page came with, as Firefox 115 does when it parses them.
      const dropHasRules = (parent: CSSStyleSheet | CSSGroupingRule) => {
        for (let index = parent.cssRules.length - 1; index >= 0; index -= 1) {
          const rule = parent.cssRules[index];
          if (rule instanceof CSSStyleRule && rule.selectorText.includes(':has(')) parent.deleteRule(index);
          else if (rule instanceof CSSGroupingRule) dropHasRules(rule);
        }
      };
      document.addEventListener('DOMContentLoaded', () => {
        for (const sheet of Array.from(document.styleSheets)) dropHasRules(sheet);
      });
    });
  });

  async function homecareCount(cms: { published<T>(plural: string): Promise<T[]> }) {
    const products = await cms.published<Product>('products');
    return {
      all: products.length,
      homecare: products.filter((product) => product.categories.some((category) => category.slug === 'homecare')).length,
    };
  }

  test('the fallback stylesheet and polyfill make the category filter work', async ({ page, cms }) => {
    const { all, homecare } = await homecareCount(cms);
    const requested = fallbacksRequested(page);
    await page.goto('/products', { waitUntil: 'networkidle' });
    expect(requested).toEqual(expect.arrayContaining(['/fallbacks/has.css']));
    const visibleCards = page.locator('.product-card:visible');
    await page.getByRole('radio', { name: 'Homecare' }).check();
    await expect(visibleCards).toHaveCount(homecare);
    await expect(page.locator('.match-count span:visible')).toHaveText(`Showing ${homecare} of ${all} products`);
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(visibleCards).toHaveCount(all);
  });

  test('with the fallback stylesheet blocked, the filter does nothing (so the test above proves the fallback)', async ({ page, cms }) => {
    const { all } = await homecareCount(cms);
    await page.route('**/fallbacks/has.css', (route) => route.abort());
    await page.goto('/products', { waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: 'Homecare' }).check();
    await expect(page.locator('.product-card:visible')).toHaveCount(all);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart, checkout and sign-in say they need JavaScript and offer ordering by phone', async ({ page, cms }) => {
    const settings = await cms.get<{ phone: string }>('site-setting');
    for (const [path, what] of [
      ['/order', 'Ordering online'],
      ['/cart', 'Ordering online'],
      ['/checkout', 'Ordering online'],
      ['/login', 'Logging in'],
    ]) {
      await page.goto(path);
      const note = page.locator('.needs-javascript');
      await expect(note, path).toContainText(`${what} needs JavaScript`);
      await expect(note.getByRole('link', { name: settings.phone })).toHaveAttribute('href', /^tel:/);
    }
    // A login form that cannot work would send the password in the address if submitted.
    for (const path of ['/login', '/register', '/profile']) {
      await page.goto(path);
      await expect(page.getByLabel('Password').first(), path).toBeHidden();
    }
  });

  test('content and navigation work: menus, the phone menu, the catalogue filter', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/termsandconditions');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'About' }).click();
    await nav.locator('summary', { hasText: 'Our Story' }).click();
    await nav.getByRole('link', { name: 'Chairman Profile' }).click();
    await expect(page).toHaveURL(/\/chairman-profile$/);

    await page.goto('/products');
    const all = await page.locator('.product-card:visible').count();
    await page.getByRole('radio', { name: 'Homecare' }).check();
    await expect.poll(() => page.locator('.product-card:visible').count()).toBeLessThan(all);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('with JavaScript on, the cart does not show the JavaScript note', async ({ page }) => {
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('needs JavaScript')).toBeHidden();
});
