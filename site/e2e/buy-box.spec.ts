/**
 * The buy box of every kooler and product page: its name, price and "Add to Bag" are on the first
 * screen at every tablet and desktop size, beside the picture (as Dawn's product page has them), and
 * on a phone they are on the first screen or in the sticky buy bar at its foot. A layout can fit the
 * screen without scrolling sideways and still bury the button a screen down: the layout journeys
 * (layout-fit.spec.ts) would not notice that, this one does.
 */
import type { Page } from '@playwright/test';
import { expect, rupees, test, whenDefined } from './fixtures.ts';

/** Common screens of phones, tablets, laptops and desktops: width × height in CSS pixels. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
/** Narrower than this is a phone: the buy box may sit below the picture, with the buy bar standing in. */
const TABLET = 768;

/** The server's promise: as soon as possible while the shop is open, else the next slot. */
const PROMISE = /^(Arrives today by \d{1,2}(:\d\d)? [ap]m|(We’re closed now\. )?Next delivery: .+)$/;

type Product = { slug: string; name: string; sizes: { label: string; mrp: number }[] };

/** The next frame at the new size has been laid out, and the bar's observer has had its say. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** What of the buy box lies outside the screen (below or above it), one line each. */
async function buriedParts(page: Page, parts: Record<string, string>) {
  return page.evaluate((selectors) => {
    const buried: string[] = [];
    for (const [name, selector] of Object.entries(selectors)) {
      const element = document.querySelector(selector);
      if (!element) {
        buried.push(`${name}: missing`);
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.height === 0 || box.top < 0 || box.bottom > innerHeight)
        buried.push(`${name}: ${Math.round(box.top)}–${Math.round(box.bottom)} px`);
    }
    return buried;
  }, parts);
}

const KOOLER_BOX = {
  name: 'main h1',
  price: '.kooler-details__facts .price',
  'Add to Bag': '.kooler-details add-to-cart button[type="submit"]',
};
const PRODUCT_BOX = {
  name: 'main h1',
  price: '.product .add-to-cart__price .price',
  'Add to Bag': '.product add-to-cart button[type="submit"]',
};
const BAR = { 'bar: name': 'buy-bar .buy-bar__name', 'bar: price': 'buy-bar .buy-bar__price', 'bar: Add to Bag': 'buy-bar button' };

/** At each screen: the buy box on the first screen, or on a phone the bar, whole, in its place. */
async function expectBuyable(page: Page, path: string, box: Record<string, string>) {
  await page.goto(path);
  await whenDefined(page, 'add-to-cart', 'buy-bar');
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await page.evaluate(() => scrollTo(0, 0));
    await settled(page);
    const where = `${path} at ${screen.width}×${screen.height}`;
    const buried = await buriedParts(page, box);
    const barShown = await page.locator('buy-bar').isVisible();
    if (buried.length === 0) {
      expect.soft(barShown, `${where}: no bar while the buy box is in view`).toBe(false);
    } else if (screen.width < TABLET) {
      expect
        .soft(await buriedParts(page, BAR), `${where}: the buy box is below the first screen (${buried.join(', ')}), so the bar shows`)
        .toEqual([]);
    } else {
      expect.soft(buried, where).toEqual([]);
    }
  }
}

test('every kooler page has its name, price and Add to Bag on the first screen, or in the buy bar on a phone', async ({ page, cms }) => {
  test.slow();
  const koolers = await cms.published<{ slug: string }>('koolers');
  expect(koolers.length).toBeGreaterThan(0);
  for (const { slug } of koolers) await expectBuyable(page, `/order-product/${slug}`, KOOLER_BOX);
});

test('every product page has its name, price and Add to Bag on the first screen, or in the buy bar on a phone', async ({ page, cms }) => {
  test.slow();
  const products = await cms.published<Product>('products');
  expect(products.length).toBeGreaterThan(0);
  for (const { slug } of products) await expectBuyable(page, `/product/${slug}`, PRODUCT_BOX);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the buy bar stays while Add to Bag is out of view, and adds the size and quantity chosen on the page', async ({
    page,
    cms,
    storedCart,
    axe,
  }) => {
    const product = (await cms.published<Product>('products')).find((candidate) => candidate.sizes.length > 1);
    if (!product) throw new Error('the seed has a product with two sizes');
    await page.goto(`/product/${product.slug}`);
    await whenDefined(page, 'add-to-cart', 'buy-bar');
    const bar = page.getByRole('region', { name: `Buy ${product.name}` });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.name);
    await expect(bar).toContainText(rupees(product.sizes[0].mrp));

    // Choosing on the page shows in the bar; the bar goes while the page's own button is in view.
    await page.getByRole('radio', { name: product.sizes[1].label, exact: true }).check();
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.locator('.product add-to-cart button[type="submit"]')).toBeInViewport();
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, 3000);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(rupees(product.sizes[1].mrp));
    await axe();

    // By keyboard: the bar's button is reached and pressed like any other.
    const barButton = bar.getByRole('button', { name: 'Add to Bag' });
    await barButton.focus();
    await page.keyboard.press('Enter');
    await expect(bar).toContainText('Product added to cart!');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    expect(await storedCart()).toEqual([{ ref: `product:${product.slug}`, name: product.name, size: product.sizes[1].label, quantity: 2 }]);
  });

  test('a kooler page’s bar adds the kooler, and the page shows the server’s delivery promise and checks a pincode by the one rule', async ({
    page,
    cms,
    storedCart,
    axe,
  }) => {
    const [kooler] = await cms.published<{ slug: string; name: string; price: number }>('koolers');
    // The promise is the server's for this moment in India (open now, or the next slot): the page shows what it answered.
    const promised = page.waitForResponse((response) => response.url().endsWith('/api/delivery/promise'));
    await page.goto(`/order-product/${kooler.slug}`);
    const { headline } = (await (await promised).json()) as { headline: string };
    await whenDefined(page, 'add-to-cart', 'buy-bar', 'delivery-check');
    const bar = page.getByRole('region', { name: `Buy ${kooler.name}` });
    await expect(bar).toContainText(rupees(kooler.price));
    await bar.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(await storedCart()).toEqual([{ ref: `kooler:${kooler.slug}`, name: kooler.name, quantity: 1 }]);

    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery.locator('delivery-promise')).toHaveText(headline);
    await expect(delivery).toContainText('Free delivery');
    expect(headline).toMatch(PROMISE);
    await expect(delivery).toContainText(/We deliver to Vashi, /);
    await delivery.getByLabel('Check your pincode').fill('400076');
    await delivery.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(delivery.getByRole('status')).toHaveText(/^Delivery Not Available\. Sorry, we do not deliver to pincode 400076 yet\./);
    await delivery.getByLabel('Check your pincode').fill('400703');
    await expect(delivery.getByRole('status')).toHaveText('');
    await delivery.getByLabel('Check your pincode').press('Enter');
    await expect(delivery.getByRole('status')).toHaveText('Delivery Available');
    await axe();

    // The cart panel says the same, from the same small request.
    await page.locator('[data-cart-button]').click();
    await expect(page.getByRole('dialog', { name: 'Cart Details' }).locator('.cart-promise')).toHaveText(PROMISE);
  });
});
