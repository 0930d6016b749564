import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2ePorts } from './ports.ts';

const cmsUrl = `http://127.0.0.1:${e2ePorts.cms}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations).toEqual([]);
}

test.describe('home page', () => {
  test('shows the four hero slides, each with its own Get Started link', async ({ page }) => {
    const slides = [
      { title: 'FARMING', link: '/' },
      { title: 'PRODUCTS', link: '/products' },
      { title: 'KOOLERS', link: '/coconutmilk' },
      { title: 'COCO CLUB', link: '/subscription' },
    ];
    // With reduced motion every slide sits in a swipeable row, all of them reachable.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('hero-slide')).toHaveCount(4);
    for (const [index, slide] of slides.entries()) {
      const item = page.getByTestId('hero-slide').nth(index);
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(slide.title);
      await expect(item.getByRole('link', { name: `Get Started with ${slide.title}` })).toHaveAttribute('href', slide.link);
    }
  });

  test('rotates the hero one slide at a time; tabbing to a slide brings it to the front', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const shownLinks = page.getByRole('link', { name: /^Get Started/ }).filter({ visible: true });
    await expect(shownLinks).toHaveCount(1);
    const shown = await shownLinks.textContent();
    // Every 3 s the next slide takes over, and only its link can be clicked.
    await expect(shownLinks).not.toHaveText(shown ?? '', { timeout: 5_000 });
    await expect(shownLinks).toHaveCount(1);

    // Every slide's link is in the page; focusing one shows its slide and holds the rotation.
    const cocoClub = page.getByRole('link', { name: 'Get Started with COCO CLUB' });
    await cocoClub.focus();
    await expect(cocoClub).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(cocoClub).toBeVisible();
    await expect(page.getByRole('heading', { name: 'COCO CLUB' })).toBeInViewport();
  });

  test('lists the natural products and every kooler with its price', async ({ page, request }) => {
    const products = (await (await request.get(`${cmsUrl}/api/products?pagination[pageSize]=100&sort=order`)).json()).data as {
      name: string;
      slug: string;
    }[];
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');

    const productLinks = page.getByRole('list', { name: 'Natural Products' }).getByRole('link');
    await expect(productLinks).toHaveCount(products.length);
    await expect(productLinks.first()).toHaveAttribute('href', `/product/${products[0].slug}`);
    await expect(productLinks.first()).toHaveText(products[0].name);

    const koolers = page.getByTestId('kooler-tile');
    await expect(koolers).toHaveCount(16);
    await expect(koolers.filter({ hasText: 'Strawberry' })).toContainText('₹100.00');
    await expect(koolers.filter({ hasText: 'Avocado' })).toContainText('₹120.00');
    await expect(koolers.filter({ hasText: 'Chocolate' })).toContainText('₹75.00');
    await expect(koolers.filter({ hasText: 'Avocado' }).getByRole('link')).toHaveAttribute('href', '/order-product/avocado');

    const heart = page.getByRole('checkbox', { name: 'Add Avocado to favourites' });
    await heart.check();
    await expect(heart).toBeChecked();
    await heart.uncheck();
    await expect(heart).not.toBeChecked();

    const strip = page.locator('#koolers-strip');
    await page.getByRole('button', { name: 'Scroll koolers right' }).click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(150);
    await page.getByRole('button', { name: 'Scroll koolers left' }).click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);

    await page.getByRole('link', { name: /^Read More/ }).click();
    await expect(page).toHaveURL(/\/coconutjuice$/);
  });

  test('shows the mission and about us blocks from Strapi', async ({ page }) => {
    await page.goto('/');
    const mission = page.getByRole('region', { name: 'Our Mission' });
    await expect(mission.getByRole('listitem')).toHaveCount(3);
    const about = page.getByRole('region', { name: 'Fresh from the palm to your door in Navi Mumbai' });
    await expect(about).toContainText('10k+ Clients');
    await expect(about.getByRole('listitem')).toHaveCount(3);
    await expect(about.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/about-company');
  });

  test('loads no React and under 15 KB of script', async ({ page }) => {
    const scripts: { url: string; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), bytes: response.body().then((body) => body.length) });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const scriptBytes = (await Promise.all(scripts.map((script) => script.bytes))).reduce((sum, bytes) => sum + bytes, 0);
    const inlineBytes = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].reduce((sum, script) => sum + (script.textContent?.length ?? 0), 0),
    );
    expect(scripts.map((script) => script.url).filter((url) => /react|\/client\.[\w-]+\.js/i.test(url))).toEqual([]);
    expect(scriptBytes + inlineBytes).toBeLessThan(15 * 1024);
  });

  test('/heroBanner shows the same slides under its own heading', async ({ page }) => {
    await page.goto('/heroBanner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('hero-slide')).toHaveCount(4);
  });
});

test.describe('koolers pages', () => {
  for (const path of ['/coconutmilk', '/coconutjuice']) {
    test(`${path} shows all 16 koolers, each with details and Add to Bag`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koolers');
      const cards = page.getByTestId('kooler-card');
      await expect(cards).toHaveCount(16);
      const chocolate = cards.filter({ has: page.getByRole('heading', { name: 'Chocolate' }) });
      await expect(chocolate).toContainText('₹75.00');
      await expect(chocolate).toContainText('300 ML');
      await expect(chocolate.getByRole('link', { name: 'View details of Chocolate' })).toHaveAttribute('href', '/order-product/chocolate');
      await expect(chocolate.getByRole('button', { name: 'Add to Bag' })).toBeEnabled();
      await expect(page.getByRole('link', { name: 'See all 16 flavours side by side' })).toHaveAttribute('href', '/showcase');
    });
  }

  test('Add to Bag on the koolers page fills the header badge', async ({ page }) => {
    await page.goto('/coconutjuice');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toBeHidden();
    const mango = page.getByTestId('kooler-card').filter({ has: page.getByRole('heading', { name: 'Mango' }) });
    await mango.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(badge).toHaveText('1');
    await expect(mango.getByRole('status')).toHaveText('Product added to cart!');
  });

  test('a kooler page shows its nutrition details, and adding it updates the cart badge', async ({ page }) => {
    await page.goto('/order-product/avocado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avocado');
    await expect(page.getByText('₹120.00')).toBeVisible();
    const nutrition = page.getByRole('region', { name: 'Nutrition Details:' });
    await expect(nutrition.getByRole('heading', { name: 'Nutrition Details:' })).toBeVisible();
    await expect(nutrition.getByRole('listitem').first()).toHaveText(/^Energy: \d/);
    await expect(page.getByRole('region', { name: 'Benefits' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByText('Bottle size: 300 ML')).toBeVisible();

    const badge = page.getByTestId('cart-badge');
    await expect(badge).toBeHidden();
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.getByLabel('Quantity')).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(badge).toHaveText('2');
    await expect(page.getByRole('status').filter({ hasText: 'Product added to cart!' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(stored).toEqual([{ ref: 'kooler:avocado', name: 'Avocado', quantity: 2 }]);
  });

  test('/order-product without a drink says so and leads back to the koolers', async ({ page }) => {
    await page.goto('/order-product');
    await expect(page.getByText('No product details available. Please go back and try again.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to koolers' }).click();
    await expect(page).toHaveURL(/\/coconutjuice$/);
  });
});

test.describe('drink showcase', () => {
  test('shows 16 flavours; choosing one shows its details', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/showcase');
    await expect(page.getByRole('radio')).toHaveCount(16);
    await expect(page.getByRole('radio', { name: 'Strawberry' })).toBeChecked();

    const panel = page.getByTestId('showcase-panel').filter({ visible: true });
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Strawberry');

    await page.locator('label[for="flavour-avocado"]').first().click();
    await expect(page.getByRole('radio', { name: 'Avocado' })).toBeChecked();
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Avocado');
    await expect(panel).toContainText('The Creamiest Kooler We Make');
    await expect(panel).toContainText('₹120.00');
    await expect(panel).toContainText('300 ML');
    await expect(panel.getByRole('link', { name: 'Order Avocado' })).toHaveAttribute('href', '/order-product/avocado');

    // Keyboard: the flavours are one radio group.
    await page.getByRole('radio', { name: 'Avocado' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('heading', { level: 2 })).not.toHaveText('Avocado');
  });

  test('the thumbnail strips move unless the visitor asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/showcase');
    const firstThumbnail = page.locator('label[for="flavour-strawberry"]').first();
    const before = (await firstThumbnail.boundingBox())?.x ?? 0;
    await expect.poll(async () => (await firstThumbnail.boundingBox())?.x ?? 0).not.toBe(before);

    // A flavour chosen with the keyboard fades in; once it has, it reads like any other.
    await page.getByRole('radio', { name: 'Strawberry' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Butterscotch' })).toBeChecked();
    const panel = page.getByTestId('showcase-panel').filter({ visible: true });
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Butterscotch');
    await expect(panel).toHaveCSS('opacity', '1');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/heroBanner', '/coconutjuice', '/coconutmilk', '/order-product/avocado', '/order-product', '/showcase']) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('/ and /showcase have no violations with reduced motion either', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/showcase']) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
});
