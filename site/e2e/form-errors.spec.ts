/**
 * What the server says about a form reaches the person who filled it in: beside the field it is
 * about, marked invalid for assistive technology, with the focus moved there, even on a phone where
 * the top of the form is off-screen. And the phone field takes a number the way people in India
 * write it, in the browser and on the server alike.
 */
import { expect, newShopper, test, whenHydrated } from './fixtures.ts';

const PHONE_SCREEN = { width: 390, height: 844 };

test('register takes the phone as people write it: "+91 98765 43210" and "98200 12345" both make an account', async ({ page }) => {
  for (const phone of ['+91 98765 43210', '98200 12345']) {
    const who = newShopper();
    await page.goto('/register');
    await whenHydrated(page);
    await page.getByLabel('Full Name').fill(who.name);
    await page.getByLabel('Email Address').fill(who.email);
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByLabel('Confirm Password').fill(who.password);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    // The new account is signed in and lands in the account, greeted as new.
    await expect(page, `registering with ${phone}`).toHaveURL(/\/profile$/);
    await expect(page.getByText(/^Welcome, /)).toBeVisible();
  }
});

test('an email already registered is said beside the Email field, which is marked invalid and takes the focus; a new email clears it', async ({
  page,
  shopper,
  axe,
}) => {
  await page.setViewportSize(PHONE_SCREEN);
  await page.goto('/register');
  await whenHydrated(page);
  await page.getByLabel('Full Name').fill(shopper.name);
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByLabel('Phone Number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

  const email = page.getByLabel('Email Address');
  const message = 'An account with this email already exists. Please log in.';
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toBeInViewport();
  // Said once, where it belongs: the alert above the form stays empty.
  await expect(page.getByRole('alert')).toHaveText('');
  await axe();

  await email.fill(newShopper().email);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message)).toHaveCount(0);
});

test('a refusal about the whole form comes into view and takes the focus the busy button lost', async ({ page, shopper }) => {
  await page.setViewportSize(PHONE_SCREEN);
  await page.goto('/login');
  await whenHydrated(page);
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Login failed! Please check your credentials.');
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
});
