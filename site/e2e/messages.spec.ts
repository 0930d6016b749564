/**
 * What the shop says when something goes wrong, or is left to do: one alert that looks the same on
 * every screen, a failed connection said in one wording with Retry where pressing again helps (never
 * as a payment that failed), a payment left to make never in a success colour, and no message that
 * outlives its cause.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, type Shopper, type StoredCartLine, test, whenDefined, whenHydrated } from './fixtures.ts';

const UNREACHABLE = 'We could not reach the shop. Please check your connection and try again.';
const CART: StoredCartLine[] = [{ ref: 'kooler:mango', name: 'Mango', quantity: 2 }];

async function withCart(page: Page) {
  await page.goto('/faq');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), CART);
}

/** How an alert is drawn: its colours and its thick start border. */
const looks = (alert: Locator) =>
  alert.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color, border: style.borderLeftColor, width: style.borderLeftWidth };
  });

async function toReview(page: Page, loginAs: (who: Shopper) => Promise<void>, shopper: Shopper) {
  await loginAs(shopper);
  await withCart(page);
  await page.goto('/checkout/step2');
  await whenHydrated(page);
  await page.getByLabel('Delivery address').fill('Flat 4, Palm Court, Sector 17, Vashi');
  await page.getByLabel('Pincode').fill('400703');
  await expect(page.getByText('Delivery Available')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
}

test('the cart page that cannot reach the shop says so, with Retry, in the same alert as every screen', async ({ page, axe }) => {
  await withCart(page);
  await page.route('**/api/cart/quote', (route) => route.abort('internetdisconnected'));
  await page.goto('/checkout');
  await whenHydrated(page);
  const alert = page.getByRole('alert');
  await expect(alert.locator('p')).toHaveText(UNREACHABLE);
  await expect(page.getByRole('button', { name: /^Checkout/ })).toBeDisabled();
  await axe();
  const cartLooks = await looks(alert);

  await page.unroute('**/api/cart/quote');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Checkout ₹200.00' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The catalogue's delivery check, a static page without React, draws the same alert.
  await page.route('**/api/delivery/check', (route) => route.abort('internetdisconnected'));
  await page.goto('/products');
  await whenDefined(page, 'delivery-check');
  const banner = page.getByRole('region', { name: 'Fresh from our store' });
  await banner.getByLabel('Check your pincode').fill('400703');
  await banner.getByRole('button', { name: 'Check', exact: true }).click();
  const bannerAlert = banner.getByRole('alert');
  await expect(bannerAlert.locator('p')).toHaveText(UNREACHABLE);
  expect(await looks(bannerAlert)).toEqual(cartLooks);
  await axe();
  await page.unroute('**/api/delivery/check');
  await bannerAlert.getByRole('button', { name: 'Retry' }).click();
  await expect(banner.getByRole('status')).toHaveText('Delivery Available');
  await expect(bannerAlert).toBeHidden();
});

test('Pay that cannot reach the shop says so, never “Payment could not be processed”, and Retry pays', async ({
  page,
  loginAs,
  shopper,
}) => {
  await toReview(page, loginAs, shopper);
  await page.route('**/api/orders/create-razorpay-order', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert.locator('p')).toHaveText(UNREACHABLE);
  await expect(page.getByText('Payment could not be processed')).toHaveCount(0);
  await page.unroute('**/api/orders/create-razorpay-order');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: /Razorpay sandbox/ })).toBeVisible();
});

test('“Payment not completed” is a warning, never drawn in the success colour', async ({ page, loginAs, shopper, axe }) => {
  await toReview(page, loginAs, shopper);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: /Razorpay sandbox/ })
    .getByRole('button', { name: 'Close the sandbox payment dialog' })
    .click();
  const notice = page.getByRole('status').filter({ hasText: /^Payment not completed\. Your order is saved/ });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveClass(/alert--warning/);
  const brandSoft = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--brand-soft)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect((await looks(notice)).background).not.toBe(brandSoft);
  await axe();
});

test('“Please fill in all order details!” goes once nothing is left blank', async ({ page, loginAs, shopper }) => {
  await loginAs(shopper);
  await withCart(page);
  await page.goto('/checkout/step2');
  await whenHydrated(page);
  await page.getByRole('button', { name: 'Next' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Please fill in all order details!');
  await page.getByLabel('Delivery address').fill('Flat 4, Palm Court, Sector 17, Vashi');
  await expect(alert).toHaveText('Please fill in all order details!');
  await page.getByLabel('Pincode').fill('400703');
  await expect(alert).toHaveText('');
});
