/**
 * The cart page on a phone (/checkout, /order, /cart): each line is a card with its picture, name,
 * size, price, quantity stepper and Remove, all of it on the screen at 320 and 390 px: nothing
 * hides in a box that scrolls sideways, and every control answers a tap and the keyboard.
 */
import type { Page } from '@playwright/test';
import { expect, type StoredCartLine, test, whenHydrated } from './fixtures.ts';

const LINES: StoredCartLine[] = [
  { ref: 'kooler:mango', name: 'Mango', quantity: 2 },
  { ref: 'product:virgin-coconut-oil', name: 'Virgin Coconut Oil', size: '500 ML', quantity: 1 },
];

async function openCart(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/faq');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), LINES);
  await page.goto(path);
  await whenHydrated(page);
}

/**
 * What of a control a shopper cannot reach: off the screen to a side, or covered (clipped by a box
 * that scrolls sideways, or under something else) at its centre.
 */
function unreachable(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const name = `${element.getAttribute('aria-label') ?? element.textContent?.trim()} at ${Math.round(box.left)}–${Math.round(box.right)} px`;
      if (box.width === 0 || box.left < 0 || box.right > document.documentElement.clientWidth) return [`${name}: off the screen`];
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const after = element.getBoundingClientRect();
      const top = document.elementFromPoint(after.left + after.width / 2, after.top + after.height / 2);
      return top && (top === element || element.contains(top)) ? [] : [`${name}: covered`];
    }),
  );
}

for (const size of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} px every line is a card whose picture, price, stepper and Remove are all on the screen`, async ({ page, axe }) => {
    await openCart(page, '/checkout', size);
    const lines = page.locator('main .cart-line');
    await expect(lines).toHaveCount(2);
    await expect(page.locator('main table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the page does not scroll sideways').toBe(true);

    const mango = lines.filter({ hasText: 'Mango' });
    await expect(mango.getByRole('link', { name: 'Mango' })).toHaveAttribute('href', '/order-product/mango');
    await expect(mango.locator('img.cart-line__picture')).toBeVisible();
    await expect(mango).toContainText('₹100.00 × 2');
    await expect(mango).toContainText('₹200.00');
    const oil = lines.filter({ hasText: 'Virgin Coconut Oil' });
    await expect(oil).toContainText('· 500 ML');
    await expect(oil.getByRole('link', { name: 'Virgin Coconut Oil' })).toHaveAttribute('href', '/product/virgin-coconut-oil');

    expect(await unreachable(page, 'main .cart-line :is(a, button, img, .price)')).toEqual([]);
    await axe();

    // The stepper shows the count once, and − + and Remove work.
    await mango.getByRole('button', { name: 'One more Mango' }).click();
    await expect(mango.locator('output')).toHaveText('3');
    await expect(mango).toContainText('₹300.00');
    await oil.getByRole('button', { name: 'Remove Virgin Coconut Oil (500 ML)' }).click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Checkout ₹300.00' })).toBeVisible();
  });
}

test('an empty cart keeps each page’s words and offers the same ways back to the shop', async ({ page }) => {
  const said: [string, string][] = [
    ['/checkout', 'No products in cart'],
    ['/order', 'No Products in Cart'],
  ];
  for (const [path, words] of said) {
    await page.goto(path);
    await whenHydrated(page);
    const empty = page.locator('main .cart-empty');
    await expect(empty.getByText(words, { exact: true }), path).toBeVisible();
    await expect(empty.getByRole('link'), path).toHaveText(['Browse koolers', 'Diet drinks', 'Natural products']);
  }
  await page.locator('main .cart-empty').getByRole('link', { name: 'Natural products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the Product Order Page (/order) and /cart show the same line cards', async ({ page }) => {
  for (const path of ['/order', '/cart']) {
    await openCart(page, path, { width: 390, height: 844 });
    await expect(page.locator('main .cart-line'), path).toHaveCount(2);
    await expect(page.locator('main table'), path).toHaveCount(0);
  }
});

test('by keyboard alone: Tab reaches a line’s stepper and Remove, Enter presses them', async ({ page }) => {
  await openCart(page, '/checkout', { width: 390, height: 844 });
  const more = page.getByRole('button', { name: 'One more Mango' });
  for (let presses = 0; presses < 40 && !(await more.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main .cart-line').first().locator('output')).toHaveText('3');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove Mango' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main .cart-line')).toHaveCount(1);
});
