import { expect, newShopper, test, whenHydrated } from './fixtures.ts';
import { codeSentTo } from './phone-sign-up.ts';

test('a new shopper registers and is signed in at once, in their account', async ({ page, axe }) => {
  const who = newShopper();
  await page.goto('/register');
  await whenHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('REGISTER');
  await expect(page.getByText('It’s completely free')).toBeVisible();
  const create = page.getByRole('button', { name: 'CREATE ACCOUNT' });
  // Never a dead button: pressed early, it says what is missing and goes to the first field.
  await create.click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email Address').fill('priya@example');
  await page.getByLabel('Phone Number').fill('98765');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByLabel('Confirm Password').blur();
  for (const message of [
    'Invalid email format.',
    'Phone number must be exactly 10 digits.',
    'Password must be at least 9 characters.',
    'Passwords do not match.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await axe();
  await create.click();
  await expect(page.getByLabel('Email Address')).toBeFocused();

  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Phone Number').fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password').fill(who.password);
  await create.click();

  // No second password entry: the new account is signed in and lands in the account.
  await expect(page).toHaveURL(/\/profile$/);
  // A new account is greeted "Welcome", not "Welcome back".
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  // The header's greeting reads the name from here; the session itself is an HttpOnly cookie.
  expect(await page.evaluate(() => localStorage.getItem('name'))).toBe(who.name);
  expect(await page.evaluate(() => document.cookie)).not.toContain('koolers_session');

  // Logged in already: the login page sends them on to their account.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);
});

test('a wrong password is refused above the form; an email already registered says so', async ({ page, shopper, axe }) => {
  await page.goto('/login');
  await whenHydrated(page);
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByLabel('Password').fill('not-the-password');
  await login.click();
  await expect(page.getByRole('alert')).toHaveText('Login failed! Please check your credentials.');
  await axe();

  await page.goto('/register');
  await whenHydrated(page);
  await page.getByLabel('Full Name').fill(shopper.name);
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByLabel('Phone Number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('An account with this email already exists. Please log in.');
});

test('with the shop unreachable, login says so in the words every screen uses; a server error says "Server error. Please try again later."', async ({
  page,
  shopper,
}) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await whenHydrated(page);
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not reach the shop. Please check your connection and try again.');
  await page.unroute('**/api/auth/login');
  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, json: { code: 'internal', message: 'Something broke.' } }));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Server error. Please try again later.');
});

test('after logging in, the shopper goes back where they came from, never to another site', async ({ page, shopper }) => {
  await page.goto('/login?next=https://evil.example/');
  await whenHydrated(page);
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/);

  await page.goto('/login?next=/checkout/step2');
  await expect(page).toHaveURL(/\/checkout\/step2$/);
});

test('what a shopper types before the form’s code has loaded is kept', async ({ page }) => {
  const who = newShopper();
  // The island's code arrives only when the test says so, as on a slow phone.
  const { promise: codeArrives, resolve: deliverCode } = Promise.withResolvers<void>();
  await page.route(/\/RegisterPage\.[\w-]+\.js$/, async (route) => {
    await codeArrives;
    await route.continue();
  });
  await page.goto('/register?next=/subscription', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Full Name').fill(who.name);
  deliverCode();
  await whenHydrated(page);

  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Phone Number').fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password').fill(who.password);
  await expect(page.getByLabel('Full Name')).toHaveValue(who.name);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  // Signed in, on to where they were going.
  await expect(page).toHaveURL(/\/subscription$/);
});

test('a signed-in shopper sent to /login?next=/%09/evil.example/ stays on the shop', async ({ page, shopper, loginAs }) => {
  const offSite: string[] = [];
  await page.context().route(/^https?:\/\/evil\.example\//, (route) => {
    offSite.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Evil</title>' });
  });
  await loginAs(shopper);
  for (const next of ['/%09/evil.example/', '/%0A/evil.example/', '/%5Cevil.example/', '/.//evil.example/']) {
    await page.goto(`/login?next=${next}`);
    await expect(page).toHaveURL(/\/profile$/);
  }
  expect(offSite).toEqual([]);
});

test('a shopper signs up with a phone number and the code sent to it, and is asked their name once', async ({ page, axe }) => {
  // About 30 s here: the accessibility check alone takes a third of it.
  test.slow();
  const phone = `96${String(Date.now()).slice(-8)}`;
  const name = 'Meera Iyer';
  await page.goto('/register');
  await page.getByRole('link', { name: 'Sign up with your phone number' }).click();
  await expect(page).toHaveURL(/\/login\?with=phone$/);
  await whenHydrated(page);
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole('button', { name: 'Send code' }).click();

  // The code field: phones fill it in from the message, and show digits to type it.
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByText(/^We sent a 6-digit code to \+91 \d{5} \d{5} on WhatsApp/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(codeField).toHaveAccessibleDescription('Enter the 6-digit code we sent you.');
  await axe();

  // The code, as WhatsApp's authentication message brings it (the messaging sandbox's phone).
  const code = await codeSentTo(page.request, phone);
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  // A new number made an account: it has no name yet.
  await expect(page.getByRole('heading', { name: 'Welcome to Koolers!' })).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(/^Welcome, Meera!$/)).toBeVisible();
  await expect(page.getByText(`Logged in as ${name} (+91 ${phone.slice(0, 5)} ${phone.slice(5)}).`)).toBeVisible();
});
