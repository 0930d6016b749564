/** The hearts on product cards: a visitor's in the browser, merged into the account on login. */
import type { Page } from '@playwright/test';
import { islandReady } from './customer-helpers.ts';
import { expect, type Shopper, test, urls } from './fixtures.ts';

type Product = { slug: string; name: string };

const heart = (page: Page, product: Product) => page.getByRole('button', { name: `Add ${product.name} to wishlist` });

async function logInThroughThePage(page: Page, who: Shopper) {
  await page.goto('/login');
  await islandReady(page, 'LoginPage');
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('a visitor’s hearts are kept in the browser, then merged into the account on login', async ({ page, shopper, cms, axe }) => {
  const [first, second] = await cms.published<Product>('products');
  await page.goto('/products');
  await heart(page, first).click();
  await heart(page, second).click();
  await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]'))).toEqual([
    `product:${first.slug}`,
    `product:${second.slug}`,
  ]);

  await logInThroughThePage(page, shopper);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Wishlist' }).click();
  const items = page.locator('.wishlist__item');
  await expect(items).toHaveCount(2);
  await expect(items.getByRole('link', { name: first.name })).toHaveAttribute('href', `/product/${first.slug}`);
  await expect(items.getByRole('link', { name: second.name })).toBeVisible();
  await axe();
  // Merged once: the browser's copy is gone, the account's is the list now.
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
  const stored = await page.request.get('/api/wishlist');
  expect((await stored.json()).items.map((item: { ref: string }) => item.ref).sort()).toEqual(
    [`product:${first.slug}`, `product:${second.slug}`].sort(),
  );

  await items.getByRole('button', { name: `Remove ${first.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${first.name} was removed from your wishlist.` })).toBeVisible();
  await expect(items).toHaveCount(1);
});

test('hearts toggled while logged in are the account’s: a new browser shows them', async ({ page, browser, shopper, loginAs, cms }) => {
  const products = await cms.published<Product>('products');
  const [first, third] = [products[0], products[2]];
  await loginAs(shopper);
  // The account page leaves the hint "logged in" in the browser, as the login page does.
  await page.goto('/profile');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await page.goto('/products');
  await heart(page, first).click();
  await heart(page, third).click();
  await heart(page, first).click();
  await expect.poll(async () => (await (await page.request.get('/api/wishlist')).json()).items.length).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

  const elsewhere = await browser.newContext({ baseURL: urls.site });
  const other = await elsewhere.newPage();
  await logInThroughThePage(other, shopper);
  await other.goto('/products');
  await expect(heart(other, third)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(other, first)).toHaveAttribute('aria-pressed', 'false');
  await elsewhere.close();
});
