/**
 * UX review 2, problems 17 and 18, on a 390 px phone: the account opens on the latest order and the
 * membership, orders fold into summaries with badges coloured by meaning, a heart beside a product's
 * name, and a wishlist that sells (price, size, "Sold out today", Add to Bag). The header's heart is
 * the wishlist and its crown Coco Club, each named.
 */
import { firstKoolers, islandReady, placeCodOrder } from './customer-helpers.ts';
import { expect, newShopper, rupees, test } from './fixtures.ts';

type Product = { slug: string; name: string; sizes: { label: string; mrp: number }[] };
type Kooler = { slug: string; name: string; price: number; bottleSize: string };

test('a new account is welcomed, then opens on its latest order (Buy again), the club, summaries that expand, and a wishlist that adds to the bag', async ({
  page,
  cms,
  axe,
}) => {
  // Six steps, each with an axe scan: a long journey.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const who = newShopper({ name: 'Meera Joshi' });
  const [mango] = await firstKoolers(cms, 1);
  const [product] = await cms.published<Product>('products');
  const koolers = await cms.published<Kooler>('koolers');
  const kooler = koolers.find((each) => `kooler:${each.slug}` === mango?.ref) as Kooler;
  const dashboard = page.locator('.account-dashboard');

  await test.step('registered just now: "Welcome", nothing ordered yet, and the club as a teaser', async () => {
    await page.goto('/register');
    await islandReady(page, 'RegisterPage');
    await page.getByLabel('Full Name').fill(who.name);
    await page.getByLabel('Email Address').fill(who.email);
    await page.getByLabel('Phone Number').fill(who.phone);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByLabel('Confirm Password').fill(who.password);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(dashboard.getByText('Welcome, Meera!', { exact: true })).toBeVisible();
    const latest = page.getByRole('region', { name: 'Latest order' });
    await expect(latest).toContainText('Nothing ordered yet.');
    const club = page.getByRole('region', { name: 'Coco Club' });
    await expect(club.getByRole('link', { name: 'Join Coco Club' })).toHaveAttribute('href', '/subscription');
    // The spec's dashboard text stays below the cards.
    await expect(dashboard).toContainText('From your account dashboard you can see your recent orders');
    await axe();
  });

  const orderId = await placeCodOrder(page, who, [{ ref: mango?.ref ?? '', quantity: 2 }]);
  const { number } = await (await page.request.get(`/api/me/orders/${orderId}`)).json();

  await test.step('with an order: "Welcome back", the latest order’s card, and Buy again fills the cart', async () => {
    await page.goto('/profile');
    await expect(dashboard.getByText('Welcome back, Meera!', { exact: true })).toBeVisible();
    const latest = page.getByRole('region', { name: 'Latest order' });
    await expect(latest.getByRole('link', { name: `Order ${number}` })).toHaveAttribute('href', `/order-confirmation?order=${orderId}`);
    const waiting = latest.getByText('Delivery: Waiting for the shop to confirm');
    await expect(waiting).toHaveAttribute('data-tone', 'waiting');
    await expect(latest.getByText('Payment: Pay on delivery')).toBeVisible();
    await expect(latest).toContainText(/Placed \d{1,2} [A-Z][a-z]{2}, /);
    await latest.getByRole('button', { name: /Buy again/ }).click();
    await expect(latest.getByRole('status')).toContainText('Added 2 items to your cart.');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await axe();
  });

  await test.step('order history: a summary with its badges and total, opened to the whole order', async () => {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Order History' }).click();
    const card = page.getByRole('article', { name: new RegExp(`^Order ${number} · `) });
    const summary = card.locator('summary');
    await expect(summary).toContainText('Delivery: Waiting for the shop to confirm');
    await expect(summary).toContainText(/Total\s*₹/);
    await expect(card.getByRole('table')).toBeHidden();
    await expect(card.getByRole('button', { name: /Buy again/ })).toBeVisible();
    await summary.click();
    await expect(card.getByRole('table')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Timeline' })).toBeVisible();
    await axe();
  });

  await test.step('a heart beside the name on the product and kooler pages', async () => {
    // Logged in, a heart is the account's once the page has read the account's list: wait for that
    // read, then for the heart's save, so that leaving the page loses nothing.
    const saved = () =>
      page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/wishlist$/.test(response.url()));
    for (const [path, name] of [
      [`/product/${product?.slug}`, product?.name],
      [`/order-product/${kooler.slug}`, kooler.name],
    ]) {
      const read = page.waitForResponse('**/api/wishlist');
      await page.goto(path ?? '');
      await read;
      const heart = page
        .getByRole('heading', { level: 1, name })
        .locator('..')
        .getByRole('button', { name: `Add ${name} to wishlist` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await Promise.all([saved(), heart.click()]);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    expect((await (await page.request.get('/api/wishlist')).json()).items).toHaveLength(2);
    await axe();
  });

  await test.step('the wishlist: price and size, "Sold out today" where staff say so, Add to Bag beside Remove', async () => {
    // Staff marked the kooler sold out today (the desk's side is sold-out-today.spec.ts).
    await page.route('**/api/availability', (route) =>
      route.fulfill({ json: { day: '2026-11-29', soldOut: [{ ref: mango?.ref, size: null }] } }),
    );
    await page.goto('/wishlist');
    const items = page.locator('.wishlist__item');
    await expect(items).toHaveCount(2);
    const koolerItem = items.filter({ hasText: kooler.name });
    await expect(koolerItem).toContainText('Sold out today');
    await expect(koolerItem.getByRole('button', { name: /Add to Bag/ })).toHaveCount(0);
    await expect(koolerItem.getByRole('button', { name: `Remove ${kooler.name}` })).toBeVisible();
    const productItem = items.filter({ hasText: product?.name ?? '' });
    const size = product?.sizes[0];
    await expect(productItem).toContainText(`${size?.label} · `);
    await expect(productItem).toContainText(rupees(size?.mrp ?? 0));
    await productItem.getByRole('button', { name: `Add to Bag ${product?.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${product?.name} (${size?.label}) was added to your bag.` })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await axe();
  });

  await test.step('the header names its icons: the heart is the wishlist, Coco Club its own; no menu toggle on a desktop', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    await expect(menu.getByRole('link', { name: 'Coco Club' })).toHaveAttribute('href', '/subscription');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('title', 'Wishlist');
    await expect(header.getByRole('link', { name: 'Coco Club' })).toHaveAttribute('title', 'Coco Club');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
