/**
 * Every template at the widths shoppers use, from a small phone to a large desktop: nothing scrolls
 * sideways, the header's items never overlap, no text is clipped, no list of cards shows bullets
 * (e2e/layout-checks.ts says exactly what is checked). Each template is photographed whole at 390 and
 * 1280 px: the pictures are attached to the report and kept in the Playwright output folder
 * (site/test-results-<offset>/layout-fit-…/<template>-<width>.jpeg), so a reviewer sees the whole
 * site at a glance.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { headerRowWidth, layoutProblems } from './layout-checks.ts';

const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1920];
const PHOTOGRAPHED = [390, 1280];

type Template = { name: string; path: string };
const fixedTemplates: Template[] = [
  { name: 'home', path: '/' },
  // Hindi and Marathi words run longer than English, in a face of their own.
  { name: 'home in Hindi', path: '/hi' },
  { name: 'home in Marathi', path: '/mr' },
  { name: 'koolers in Marathi', path: '/mr/coconutjuice' },
  { name: 'koolers', path: '/coconutjuice' },
  { name: 'kooler-missing', path: '/order-product' },
  { name: 'showcase', path: '/showcase' },
  { name: 'products', path: '/products' },
  { name: 'product-missing', path: '/product' },
  { name: 'diet-drinks', path: '/dietdrink' },
  { name: 'blog', path: '/blog' },
  { name: 'faq', path: '/faq' },
  { name: 'help', path: '/help' },
  { name: 'contact', path: '/contact' },
  { name: 'legal', path: '/termsandconditions' },
  { name: 'coco-club', path: '/subscription' },
  { name: 'director', path: '/director-profile' },
  { name: 'chairman', path: '/chairman-profile' },
  { name: 'farm', path: '/farm' },
  { name: 'company', path: '/company' },
  { name: 'about-company', path: '/about-company' },
  { name: 'hero-banner', path: '/heroBanner' },
  { name: 'search', path: '/search?q=coconut' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'checkout', path: '/checkout' },
  { name: 'payment', path: '/payment' },
  { name: 'account-screen', path: '/profile' },
  { name: 'not-found', path: '/no-such-kooler' },
];

/** The next frame at the new size has been laid out. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

async function photograph(page: Page, name: string, width: number, testInfo: import('@playwright/test').TestInfo) {
  // Lazy pictures below the fold would be empty frames in a whole-page picture: load them first.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const path = testInfo.outputPath(`${name}-${width}.jpeg`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled', type: 'jpeg', quality: 80 });
  await testInfo.attach(`${name} at ${width} px`, { path, contentType: 'image/jpeg' });
}

async function expectFitsEverywhere(page: Page, template: Template, testInfo: import('@playwright/test').TestInfo) {
  await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 900 });
  await page.goto(template.path);
  // Islands that render on load have drawn themselves (the cart panel's waits for its first click).
  await expect(page.locator('astro-island[ssr][client="load"]')).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await nextFrame(page);
    expect.soft(await page.evaluate(layoutProblems), `${template.path} at ${width} px`).toEqual([]);
    if (PHOTOGRAPHED.includes(width)) await photograph(page, template.name, width, testInfo);
  }
}

test.describe('every template fits from 320 to 1920 px', () => {
  for (const template of fixedTemplates) {
    test(`${template.name} (${template.path})`, async ({ page }, testInfo) => {
      await expectFitsEverywhere(page, template, testInfo);
    });
  }

  test('a kooler page and a product page, the one with the longest size', async ({ page, cms }, testInfo) => {
    const [kooler] = await cms.published<{ slug: string }>('koolers');
    const products = await cms.published<{ slug: string; sizes: { label: string }[] }>('products');
    const longest = (product: (typeof products)[number]) => Math.max(...product.sizes.map((size) => size.label.length));
    const [product] = products.toSorted((a, b) => longest(b) - longest(a));
    if (!kooler || !product) throw new Error('the seed has koolers and products');
    await expectFitsEverywhere(page, { name: 'kooler', path: `/order-product/${kooler.slug}` }, testInfo);
    await expectFitsEverywhere(page, { name: 'product', path: `/product/${product.slug}` }, testInfo);
  });

  test('the cart page with lines in the cart', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      const lines = [
        { ref: 'kooler:mango', name: 'Mango', quantity: 2 },
        { ref: 'product:virgin-coconut-oil', name: 'Virgin Coconut Oil', size: '500 ML', quantity: 1 },
      ];
      localStorage.setItem('cart', JSON.stringify(lines));
    });
    await expectFitsEverywhere(page, { name: 'cart-with-lines', path: '/checkout' }, testInfo);
  });
});

test.describe('the header', () => {
  test('takes the whole menu into its bar only from the width where it fits, and not much later', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1920, height: 800 });
    // The widest bar: a page in three languages has the language switcher's globe too.
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeHidden();
    const needed = await page.evaluate(headerRowWidth);

    // The narrowest width without the menu button, by halving the interval.
    let withButton = 320;
    let withoutButton = 1920;
    while (withoutButton - withButton > 1) {
      const width = Math.floor((withButton + withoutButton) / 2);
      await page.setViewportSize({ width, height: 800 });
      await nextFrame(page);
      if (await toggle.isVisible()) withButton = width;
      else withoutButton = width;
    }
    testInfo.annotations.push({
      type: 'header',
      description: `the bar with the whole menu needs ${needed} px; it switches at ${withoutButton} px`,
    });
    expect(withoutButton, 'the whole menu shows only where it fits').toBeGreaterThanOrEqual(needed);
    expect(withoutButton - needed, 'and no more than 5rem later than that').toBeLessThanOrEqual(80);
    await page.setViewportSize({ width: withoutButton, height: 800 });
    await nextFrame(page);
    expect(await page.evaluate(layoutProblems)).toEqual([]);
  });

  test('on a 320 px phone shows the wordmark, and the menu button ends the row', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'koolers', exact: true })).toBeVisible();
    await expect(header.getByText('koolers', { exact: true })).toBeVisible();
    const toggle = header.getByRole('button', { name: 'Menu' });
    const others = header.locator('.logo, .header-actions > li:visible:not(:has(.menu-toggle))');
    await expect(others).toHaveCount(3); // logo, search, cart
    const rightmost = Math.max(...(await others.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right))));
    expect((await toggle.boundingBox())?.x, 'the menu button comes after every other item').toBeGreaterThanOrEqual(rightmost);
    // Account, Coco Club and the phone number are in the menu instead.
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Coco Club' })).toBeVisible();
    await menu.getByRole('button', { name: 'Call us' }).click();
    await expect(page.getByRole('dialog', { name: 'Phone Details' })).toBeVisible();
  });
});
