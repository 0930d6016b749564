import { expect, test } from './fixtures.ts';
import { e2ePorts } from './ports.ts';

const cmsUrl = `http://127.0.0.1:${e2ePorts.cms}`;

test('every page’s footer shows the address, phone and six gallery pictures kept in Strapi', async ({ page, request }) => {
  const footer = (await (await request.get(`${cmsUrl}/api/footer`)).json()).data;
  await page.goto('/');
  const contentinfo = page.getByRole('contentinfo');
  await expect(contentinfo).toContainText(footer.address);
  await expect(contentinfo.getByRole('link', { name: footer.phone })).toHaveAttribute('href', /^tel:\+91/);
  await expect(contentinfo).toContainText(`© ${footer.copyrightStartYear}–${new Date().getFullYear()}`);
  const gallery = page.getByTestId('footer-gallery').getByRole('img');
  await expect(gallery).toHaveCount(6);
  await expect(gallery.first()).toHaveAttribute('alt', footer.gallery[0].alternativeText);
});

test('a shopper adds to the cart and the badge survives a reload', async ({ page }) => {
  const scriptErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && scriptErrors.push(message.text()));
  page.on('pageerror', (error) => scriptErrors.push(error.message));

  await page.goto('/coconutjuice');
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toBeHidden();

  const add = page.getByRole('button', { name: 'Add to Bag' }).first();
  await add.click();
  await expect(badge).toHaveText('1');
  await add.click();
  await expect(badge).toHaveText('2');

  await page.reload();
  await expect(badge).toHaveText('2');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ ref: expect.stringMatching(/^kooler:/), quantity: 2 })]);
  expect(scriptErrors).toEqual([]);
});

test('the API answers through the site’s own origin and reports every dependency up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'up', dependencies: { database: 'up', cms: 'up', payments: 'up' } });
});
