import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { screenRoutes } from '../src/lib/screens.ts';
import { expect, test } from './fixtures.ts';
import { e2ePorts } from './ports.ts';

const cmsUrl = `http://127.0.0.1:${e2ePorts.cms}`;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

test.describe('header menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a submenu opens on click, closes on a second click, and opening another closes it', async ({ page }) => {
    await page.goto('/termsandconditions');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.locator('summary', { hasText: 'Services' });
    const about = nav.locator('summary', { hasText: 'About' });
    const koolers = nav.locator('a[href="/coconutmilk"]');

    await expect(koolers).toBeHidden();
    await services.click();
    await expect(koolers).toBeVisible();
    await services.click();
    await expect(koolers).toBeHidden();

    await services.click();
    await about.click();
    await expect(koolers).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Director Profile' })).toBeVisible();

    // The nested submenu (About › Our Story) opens inside it.
    await nav.locator('summary', { hasText: 'Our Story' }).click();
    await nav.getByRole('link', { name: 'Chairman Profile' }).click();
    await expect(page).toHaveURL(/\/chairman-profile$/);
  });

  test('the two header buttons lead to the products and the koolers', async ({ page }) => {
    await page.goto('/search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Product', exact: true }).last()).toHaveAttribute('href', '/products');
    await expect(nav.getByRole('link', { name: 'Koolers', exact: true }).last()).toHaveAttribute('href', '/coconutjuice');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu collapses behind a toggle', async ({ page }) => {
    await page.goto('/search');
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    await expect(contact).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('search finds drinks, products and pages, says when nothing matches, and a result leads there', async ({ page }) => {
  await page.goto('/termsandconditions');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByPlaceholder('Search for products...');
  await expect(input).toBeVisible();

  await input.fill('ma');
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await input.fill('mango');
  const result = dialog.getByRole('link', { name: /Mango Kooler/ });
  await expect(result).toBeVisible();
  await input.fill('xyzzy');
  await expect(dialog.getByText('No products found')).toBeVisible();
  await input.fill('coconut oil');
  await expect(dialog.getByRole('link', { name: /Coconut Oil.*Product/i }).first()).toBeVisible();
  await input.fill('faq');
  await dialog.getByRole('link', { name: /Faq/ }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
});

test('the search page lists what matches “Type to search...”', async ({ page }) => {
  await page.goto('/search?q=guava');
  await expect(page.getByPlaceholder('Type to search...')).toHaveValue('guava');
  await expect(page.getByRole('link', { name: /Guava Kooler/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the phone button shows the shop’s number with Call Now', async ({ page, request }) => {
  const settings = (await (await request.get(`${cmsUrl}/api/site-setting`)).json()).data;
  await page.goto('/search');
  await page.getByRole('button', { name: 'Phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Phone Details' });
  await expect(dialog).toContainText(settings.phone);
  await expect(dialog.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', `tel:${settings.phone.replace(/[^\d+]/g, '')}`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('every account, cart, checkout and admin route has its page', async ({ page, request }) => {
  for (const route of screenRoutes) {
    const path = `/${route.path.replace(/\/order$/, '/ord_Q2xyz')}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(new RegExp(`<h1[^>]*>${route.heading}</h1>`));
  }
  await page.goto('/login');
  await expectNoAxeViolations(page);
});

test('an unknown address gets a real 404 page with a way back', async ({ page }) => {
  const response = await page.goto('/no-such-kooler');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-such-kooler');
  await expectNoAxeViolations(page);
});
