/**
 * With JavaScript off, every page says plainly what works and offers the phone: nothing pretends to
 * work (an Add to Bag that reloads the page and adds nothing, a search that drops the query) and
 * nothing waits forever ("Loading your cart…").
 */
import { expect, rupees, sitePages, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

type Product = { slug: string; name: string; sizes: { label: string; mrp: number }[] };
type Settings = { phone: string };
type Footer = { socialLinks: { platform: string; url: string }[] };

test('a product page offers the phone and WhatsApp, with every size’s price, instead of an Add to Bag that cannot work', async ({
  page,
  cms,
}) => {
  const product = (await cms.published<Product>('products')).find((candidate) => candidate.sizes.length > 1);
  if (!product) throw new Error('the seed has a product with two sizes');
  const settings = await cms.get<Settings>('site-setting');
  const whatsApp = (await cms.get<Footer>('footer')).socialLinks.find((link) => link.platform === 'whatsapp');
  await page.goto(`/product/${product.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Add to Bag' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to Bag' })).toBeHidden();
  const note = main.locator('.needs-javascript');
  await expect(note).toContainText('Adding to the bag needs JavaScript, which is turned off in this browser.');
  await expect(note.getByRole('link', { name: settings.phone })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  const chat = note.getByRole('link', { name: 'on WhatsApp' });
  expect(new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text')).toBe(
    `Hello Koolers, I would like to order ${product.name}.`,
  );
  expect((await chat.getAttribute('href')) ?? '').toContain(new URL(whatsApp?.url ?? 'https://wa.me/').pathname);
  // (Text inside <noscript> is read from its own element: Playwright's text of a container skips it.)
  const prices = product.sizes.map((size) => `${size.label}: ${rupees(size.mrp)}`).join(' · ');
  await expect(main.locator('.add-to-cart__price').filter({ hasText: prices })).toBeVisible();
  // The pincode check cannot run: it is not offered, and the places we deliver to are named instead.
  await expect(page.getByLabel('Check your pincode')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(/We deliver to Vashi, /);
});

test('a kooler page and the catalogues offer “Call to order” for each product, and show its price', async ({ page, cms }) => {
  const [kooler] = await cms.published<{ slug: string; name: string }>('koolers');
  await page.goto(`/order-product/${kooler.slug}`);
  await expect(page.getByRole('main').locator('.needs-javascript')).toContainText('Adding to the bag needs JavaScript');
  await expect(page.getByRole('button', { name: 'Add to Bag' })).toHaveCount(0);

  await page.goto('/coconutjuice');
  await expect(page.getByRole('button', { name: 'Add to Bag' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Call to order ${kooler.name}`, exact: true })).toHaveAttribute('href', /^tel:/);

  const products = await cms.published<Product>('products');
  await page.goto('/products');
  const card = page.locator('.product-card').filter({ has: page.getByRole('heading', { name: products[0].name, exact: true }) });
  await expect(card.locator('noscript .add-to-cart__price')).toHaveText(
    `From ${rupees(Math.min(...products[0].sizes.map((size) => size.mrp)))}`,
  );
  await expect(card.getByRole('link', { name: `Call to order ${products[0].name}` })).toBeVisible();
  // The wishlist heart needs a script too: not offered, rather than a button that does nothing.
  await expect(card.getByRole('button', { name: `Add ${products[0].name} to wishlist` })).toBeHidden();
});

test('search says it needs JavaScript and leads to the catalogue, rather than dropping the query', async ({ page }) => {
  await page.goto('/search?q=mango');
  const note = page.getByRole('main').locator('.alert');
  await expect(note).toContainText('Search needs JavaScript, which is turned off in this browser.');
  await expect(page.getByRole('searchbox', { name: 'Search the shop' })).toBeHidden();
  await note.getByRole('link', { name: 'natural products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the cart, checkout and order pages never say “Loading…”: they say how to order by phone', async ({ page, cms }) => {
  const settings = await cms.get<Settings>('site-setting');
  for (const path of ['/checkout', '/order', '/cart', '/checkout/step2', '/order-confirmation?order=ord_x', '/payment/ord_x']) {
    await page.goto(path);
    await expect(page.getByText(/Loading/), path).toBeHidden();
    await expect(page.getByRole('list', { name: 'Checkout steps' }), path).toBeHidden();
    const note = page.locator('.needs-javascript');
    await expect(note, path).toContainText('needs JavaScript, which is turned off in this browser. Turn it on, or order by phone on');
    await expect(note.getByRole('link', { name: settings.phone }), path).toBeVisible();
    await expect(note.getByRole('link', { name: 'on WhatsApp' }), path).toBeVisible();
  }
});

test('every page of the build: nothing says “Loading…”, no Add to Bag pretends to work, the phone is on it', async ({ page }) => {
  const pages = sitePages();
  expect(pages.length).toBeGreaterThan(70);
  test.setTimeout(pages.length * 2_000);
  const problems: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    if (
      await page
        .getByText(/Loading/)
        .first()
        .isVisible()
    )
      problems.push(`${path}: says Loading`);
    if (
      await page
        .getByRole('button', { name: /Add to Bag/ })
        .first()
        .isVisible()
    )
      problems.push(`${path}: shows Add to Bag`);
    if ((await page.locator('a[href^="tel:"]:visible').count()) === 0) problems.push(`${path}: no phone`);
    // A page built around an island says what needs JavaScript.
    if ((await page.locator('astro-island').count()) > 0 && !(await page.locator('.needs-javascript').first().isVisible())) {
      problems.push(`${path}: an island, and no word that it needs JavaScript`);
    }
  }
  expect(problems).toEqual([]);
});
