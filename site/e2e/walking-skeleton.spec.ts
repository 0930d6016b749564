import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2ePorts } from './ports.ts';

const cmsUrl = `http://127.0.0.1:${e2ePorts.cms}`;

test('the home page shows the contact details kept in Strapi', async ({ page, request }) => {
  const settings = (await (await request.get(`${cmsUrl}/api/site-setting`)).json()).data;
  await page.goto('/');
  const details = page.getByRole('region', { name: 'Talk to us' });
  await expect(details).toContainText(settings.phone);
  await expect(details).toContainText(settings.email);
  await expect(details).toContainText(settings.businessHours);
});

test('a shopper adds to the cart and the badge survives a reload', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto('/');
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toBeHidden();

  await page.locator('astro-island:not([ssr])').waitFor();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(badge).toHaveText('1');
  await add.click();
  await expect(badge).toHaveText('2');
  await expect(page.getByRole('status')).toHaveText('2 in your cart');

  await page.reload();
  await expect(badge).toHaveText('2');
  await page.locator('astro-island:not([ssr])').waitFor();
  await expect(page.getByRole('status')).toHaveText('2 in your cart');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored).toEqual([{ ref: 'kooler-1', name: 'Tender Coconut Kooler', quantity: 2 }]);

  // A hydration mismatch (React error #418) or any other script error would land here.
  expect(consoleErrors).toEqual([]);
});

test('the API answers through the site’s own origin and reports every dependency up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'up', dependencies: { database: 'up', cms: 'up', payments: 'up' } });
});

test('the home page has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
