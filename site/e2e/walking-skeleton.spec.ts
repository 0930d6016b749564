import { expect, test, whenDefined } from './fixtures.ts';

test('a shopper adds to the cart and the badge survives a reload', async ({ page, storedCart }) => {
  const scriptErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && scriptErrors.push(message.text()));
  page.on('pageerror', (error) => scriptErrors.push(error.message));

  await page.goto('/coconutjuice');
  const badge = page.getByTestId('cart-badge');
  // The badge is sent `hidden`: its script must have run for "hidden" to mean "the cart is empty".
  await whenDefined(page, 'cart-badge', 'add-to-cart');
  await expect(badge).toBeHidden();

  const add = page.getByRole('button', { name: 'Add to Bag' }).first();
  await add.click();
  await expect(badge).toHaveText('1');
  await add.click();
  await expect(badge).toHaveText('2');

  await page.reload();
  await expect(badge).toHaveText('2');
  expect(await storedCart()).toEqual([expect.objectContaining({ ref: expect.stringMatching(/^kooler:/), quantity: 2 })]);
  expect(scriptErrors).toEqual([]);
});

test('the badge hides again when the cart is emptied, here or in another tab', async ({ page, context, storedCart }) => {
  await page.goto('/coconutjuice');
  const badge = page.getByTestId('cart-badge');
  await whenDefined(page, 'cart-badge', 'add-to-cart');
  const add = page.getByRole('button', { name: 'Add to Bag' }).first();
  await add.click();
  await expect(badge).toHaveText('1');

  // Removed in the cart panel: the badge hides, and stays hidden after a reload.
  await page.locator('[data-cart-button]').click();
  const panel = page.getByRole('dialog', { name: 'Cart Details' });
  await panel.getByRole('button', { name: /^Remove / }).click();
  await expect(panel.getByText('Your cart is empty')).toBeVisible();
  await expect(badge).toBeHidden();
  expect(await storedCart()).toEqual([]);
  await page.reload();
  await whenDefined(page, 'cart-badge');
  await expect(badge).toBeHidden();

  // Emptied in a second tab of the same shop (as a finished checkout does): this tab follows.
  await add.click();
  await expect(badge).toHaveText('1');
  const other = await context.newPage();
  await other.goto('/faq');
  await whenDefined(other, 'cart-badge');
  await expect(other.getByTestId('cart-badge')).toHaveText('1');
  await other.evaluate(() => localStorage.setItem('cart', '[]'));
  await expect(badge).toBeHidden();
});

test('the API answers through the site’s own origin and reports every dependency up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'up', dependencies: { database: 'up', cms: 'up', payments: 'up' } });
});
