/** A forgotten password reset through the emailed link, and a password changed from the account. */
import { resetLinkFor } from './customer-helpers.ts';
import { expect, outbox, test, urls, whenHydrated } from './fixtures.ts';

const RESET_REQUESTED =
  'If an account exists for this email, we have sent it a link to choose a new password. The link works once, for 30 minutes.';
const NEW_PASSWORD = 'fresh-tender-coconut-7';

test('forgot password: the emailed link sets a new password once, and ends every session', async ({
  page,
  browser,
  shopper,
  loginAs,
  axe,
}) => {
  // Logged in on another device before the reset.
  const otherDevice = await browser.newContext({ baseURL: urls.site });
  const otherPage = await otherDevice.newPage();
  await loginAs(shopper, otherPage);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password?');
  await whenHydrated(page);
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Email Address').blur();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();
  await axe();

  // An unknown email gets the very same answer, and no email.
  await page.getByLabel('Email Address').fill('nobody.here@example.in');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();

  const link = await resetLinkFor(shopper.email);
  expect(outbox({ to: 'nobody.here@example.in' })).toEqual([]);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  await whenHydrated(page);
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByLabel('Confirm Password').blur();
  await expect(page.getByText('Password must be at least 9 characters.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await axe();
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset. Please log in with your new password.');
  await axe();

  expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);
  await otherDevice.close();

  // The same link, a second time (opened afresh, as from the email).
  await page.goto('/');
  await page.goto(link);
  await whenHydrated(page);
  await page.getByLabel('New Password').fill('another-password-1');
  await page.getByLabel('Confirm Password').fill('another-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid, used or expired. Please ask for a new one.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

  await page.goto('/login');
  await whenHydrated(page);
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('/reset-password without the emailed link says how to get one', async ({ page, axe }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('This page needs the link from your password reset email.');
  await axe();
});

test('change password from the account: the current one is required; other devices are logged out', async ({
  page,
  browser,
  shopper,
  loginAs,
  axe,
}) => {
  const otherDevice = await browser.newContext({ baseURL: urls.site });
  const otherPage = await otherDevice.newPage();
  await loginAs(shopper, otherPage);
  await loginAs(shopper);
  await page.goto('/profile#edit-info');
  await whenHydrated(page);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  // Beside the field it is about, which takes the focus.
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is not correct.');
  await expect(form.getByLabel('Current password')).toBeFocused();
  await axe();

  await form.getByLabel('Current password').fill(shopper.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);
  await otherDevice.close();
});
