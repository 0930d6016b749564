import type { Page } from '@playwright/test';
import { signInOwnerToDesk } from './desk-owner.ts';
import { expect, test, urls } from './fixtures.ts';

/**
 * Issue 34, as far as it goes today: the promise on a kooler page is the server's, worked out in
 * India's time from the owners' delivery settings. An owner closes today's deliveries at the desk
 * (rain), and a kooler page opened afterwards no longer promises today: it says the shop is closed
 * and names the next slot, on a later day.
 */
async function removeClosures(desk: Page) {
  const current = await (await desk.request.get('/api/admin/delivery')).json();
  const restored = await desk.request.put('/api/admin/delivery', {
    headers: { Origin: urls.site },
    data: { ...current.settings, closures: [], version: current.version },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
}

test('an owner closes today’s deliveries at the desk, and a kooler page’s promise moves on to a later day at once', async ({
  page,
  browser,
  cms,
  axe,
}) => {
  const [kooler] = await cms.published<{ slug: string; name: string }>('koolers');
  await signInOwnerToDesk(page, 'delivery-owner');
  const shopperContext = await browser.newContext({ baseURL: urls.site });
  const shopper = await shopperContext.newPage();
  try {
    await page.getByRole('navigation', { name: 'Order desk' }).getByRole('link', { name: 'Delivery', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    await expect(page.getByText(/Opening hours \(from Strapi’s site settings\): Monday to Saturday, 9 am – 10 pm/)).toBeVisible();
    // India's date now, as the server counts it.
    const { today } = await (await page.request.get('/api/delivery/promise')).json();
    await page.getByRole('button', { name: 'Add a closure' }).click();
    await page.getByLabel('Closure 1: date').fill(today);
    await page.getByLabel('Closure 1: note').fill('Rain');
    await page.getByRole('button', { name: 'Save delivery settings' }).click();
    await expect(page.getByText('Delivery settings saved. The shop’s promise follows them within a few seconds.')).toBeVisible();
    await axe();

    await shopper.goto(`/order-product/${kooler.slug}`);
    const delivery = shopper.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText(/We’re closed now\. Next delivery: (tomorrow|[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}) \d{1,2}/);
  } finally {
    await removeClosures(page);
    await shopperContext.close();
  }
});
