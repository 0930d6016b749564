/** With the keyboard alone: login, register, every section of the account, and the Coco Club dialog. */
import type { Locator, Page } from '@playwright/test';
import { expect, newShopper, test } from './fixtures.ts';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never comes. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('register (signed in at once), log out, then log in, with the keyboard alone', async ({ page }) => {
  const who = newShopper();
  await page.goto('/register');
  await tabTo(page, page.getByLabel('Full Name'));
  await page.keyboard.type(who.name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.phone);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.password);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirm Password')).toBeFocused();
  await page.keyboard.type(who.password);
  await tabTo(page, page.getByRole('button', { name: 'CREATE ACCOUNT' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email Address'));
  await page.keyboard.type(who.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
});

test('every section of the account, and LOGOUT, with the keyboard alone', async ({ page, shopper, loginAs }) => {
  // Some hundred Tab presses: from a section back round to the menu passes the dashboard's cards and the footer.
  test.slow();
  await loginAs(shopper);
  await page.goto('/profile');
  await expect(page.getByText('Welcome back')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Account' });
  for (const name of ['Edit Info', 'Order History', 'Wishlist', 'Coco Club', 'My Data', 'Dashboard']) {
    await tabTo(page, menu.getByRole('link', { name, exact: true }));
    await page.keyboard.press('Enter');
    // The chosen section's heading takes the focus, so the next Tab goes into the section.
    await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
  }
  await tabTo(page, page.getByRole('link', { name: 'Edit Info', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Address'));
  await page.keyboard.type('Sector 17, Vashi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('400703');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'LOGOUT' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await expect(dialog.getByRole('button', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeFocused();
});

test('the Coco Club dialog with the keyboard alone: open, both steps, Back, Escape', async ({ page }) => {
  await page.goto('/subscription');
  const getStarted = page.getByRole('button', { name: 'Get Started' });
  await tabTo(page, getStarted);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Join / });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Name'));
  for (const value of ['Kavya Patil', `kavya.${Date.now()}@example.in`, '9867001234', 'Sector 9, Vashi', '400703']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 2 of 2: payment.')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Name')).toHaveValue('Kavya Patil');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(getStarted).toBeFocused();
});
