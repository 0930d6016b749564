/** The customer's account: /profile and its sections, logged out, expired, logged in. */
import type { Page } from '@playwright/test';
import { firstKoolers, placeCodOrder, placeOnlineOrder, placePaidOrder, revokeSessions } from './customer-helpers.ts';
import { expect, newShopper, registerShopper, rupees, test, whenHydrated } from './fixtures.ts';
import { layoutShifts, recordLayoutShifts } from './layout-shifts.ts';
import { e2ePorts } from './ports.ts';

const section = (page: Page) => page.locator('.account__section');
const detailsForm = (page: Page) => page.getByRole('form', { name: 'Your details' });

test('logged out, /profile says "Please log in to view your profile." above the login form, and opens in place', async ({
  page,
  shopper,
  axe,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('alert').filter({ hasText: 'Please log in to view your profile.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  await axe();
  await page.getByLabel('Email Address').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(section(page)).toContainText('Welcome back, Priya!');
  await expect(page).toHaveURL(/\/profile$/);
});

test('logged out, /profile is built with the login form, so nothing on the page moves when the account island wakes up', async ({
  page,
}) => {
  // Chromium reports every layout shift. On Lighthouse's phone, CLS was 0.28 when the island replaced
  // "Loading profile..." with the login form (0.16 here). Below 0.01 leaves room for a nudge nobody
  // sees; Lighthouse calls anything under 0.1 good.
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  await page.goto('/profile', { waitUntil: 'networkidle' });
  await whenHydrated(page);
  await expect(page.getByLabel('Password')).toBeVisible();
  const shifts = await layoutShifts(page);
  expect(shifts.total, `moved: ${shifts.moved.join(', ')}`).toBeLessThan(0.01);
});

test('a customer known in this browser does not see the login form before the account island wakes up', async ({ page }) => {
  // The island's code never arrives, so the page stays as it was built.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/profile');
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('name', 'Priya Nair'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeHidden();
});

test('the dashboard welcomes the customer, whose first name the header shows on every page', async ({ page, shopper, loginAs, axe }) => {
  await loginAs(shopper);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  await expect(section(page)).toContainText('Welcome back, Priya!');
  await axe();
  // The header reads the name the account page keeps in the browser: no request of its own.
  await page.goto('/faq');
  const account = page.getByRole('banner').getByRole('link', { name: 'Priya, your account' });
  await expect(account).toHaveAttribute('href', '/profile');
});

test('edit info: the rules, then "Profile updated successfully!", and the details stay', async ({ page, shopper, loginAs, axe }) => {
  await loginAs(shopper);
  await page.goto('/profile#edit-info');
  const form = detailsForm(page);
  await expect(form.getByLabel('Phone')).toHaveValue(shopper.phone);
  const save = form.getByRole('button', { name: 'Save' });
  await form.getByLabel('Pincode').fill('4007');
  await form.getByLabel('Pincode').blur();
  await expect(form.getByText('Pincode must be exactly 6 digits.')).toBeVisible();
  // Save is never a dead button: pressed now, it points at what to fix, the first field first.
  await save.click();
  await expect(form.getByLabel('Address')).toBeFocused();
  await expect(form.getByText('Please enter your delivery address.')).toBeVisible();
  await expect(form.getByText('Profile updated successfully!')).toHaveCount(0);
  await axe();

  await form.getByLabel('Address').fill('Flat 4, Palm Court, Sector 17, Vashi');
  await form.getByLabel('Pincode').fill('400703');
  await save.click();
  await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
  await axe();
  await page.reload();
  await expect(form.getByLabel('Address')).toHaveValue('Flat 4, Palm Court, Sector 17, Vashi');
  await expect(form.getByLabel('Pincode')).toHaveValue('400703');
});

test('edit info: the server’s refusal, the network, and a session that is gone each say so', async ({ page, shopper, loginAs }) => {
  await loginAs(shopper);
  await page.goto('/profile#edit-info');
  const form = detailsForm(page);
  await form.getByLabel('Address').fill('Sector 17, Vashi');
  await form.getByLabel('Pincode').fill('400703');
  const save = form.getByRole('button', { name: 'Save' });
  const alert = form.getByRole('alert');

  await page.route('**/api/auth/save-profile', (route) =>
    route.fulfill({ status: 400, json: { code: 'invalid_request', message: 'Your address must be at most 500 characters.' } }),
  );
  await save.click();
  await expect(alert).toHaveText('Failed to update profile: Your address must be at most 500 characters.');

  await page.unroute('**/api/auth/save-profile');
  await page.route('**/api/auth/save-profile', (route) => route.abort('connectionrefused'));
  await save.click();
  await expect(alert).toHaveText('We could not reach the shop. Please check your connection and try again.');

  await page.unroute('**/api/auth/save-profile');
  revokeSessions(shopper.email);
  await save.click();
  await expect(alert).toHaveText('User is not logged in!');
});

test('edit info: order updates on WhatsApp, never pre-ticked, saved with when; the Stop updates reply on WhatsApp unticks it and says so', async ({
  page,
  cms,
  loginAs,
  axe,
}) => {
  test.slow();
  // A number of its own: the choice is the phone number's, and other journeys' orders use the shared one.
  const who = newShopper({ phone: `98${String(Date.now()).slice(-8)}` });
  await registerShopper(page.request, who);
  await loginAs(who);
  await page.goto('/profile#edit-info');
  const choice = page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
  const said = page.locator('#whatsapp-choice');
  await expect(said).toHaveText('Order updates come by SMS. Tick the box to get them on WhatsApp instead.');
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(said).toHaveText(
    /^On WhatsApp since \d{1,2} [A-Z][a-z]{2} \d{4}, .+ \(you chose it here\)\. Reply STOP on WhatsApp to end them\.$/,
  );
  await axe();
  await page.reload();
  await expect(choice).toBeChecked();

  // The next order's message comes on WhatsApp (the messaging sandbox), with its Stop updates button: pressed, it opts out.
  const messages = `http://127.0.0.1:${e2ePorts.messaging}/messages`;
  const [kooler] = await firstKoolers(cms, 1);
  await placeCodOrder(page, who, [{ ref: kooler?.ref ?? '', quantity: 1 }]);
  let id = '';
  await expect
    .poll(
      async () => {
        const received = (await (await page.request.get(messages)).json()) as { id: string; to: string; channel: string }[];
        id = received.find((message) => message.to === `91${who.phone}` && message.channel === 'whatsapp')?.id ?? '';
        return id;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  const pressed = await page.request.post(`${messages}/${id}/reply`, { data: { button: 'Stop updates' } });
  expect(pressed.ok(), await pressed.text()).toBe(true);
  await expect.poll(async () => (await (await page.request.get('/api/me/whatsapp')).json()).source, { timeout: 20_000 }).toBe('stop-reply');
  await page.reload();
  await expect(choice).not.toBeChecked();
  await expect(said).toHaveText(/^You replied STOP on WhatsApp on \d{1,2} [A-Z][a-z]{2} \d{4}, .+: order updates come by SMS\.$/);
  await axe();
});

test('order history with no orders says "No orders found."', async ({ page, shopper, loginAs, axe }) => {
  await loginAs(shopper);
  await page.goto('/profile#order-history');
  await expect(page.getByText('No orders found.')).toBeVisible();
  await axe();
});

test('order history: a paid and a COD order with their timelines, never another customer’s', async ({
  page,
  shopper,
  loginAs,
  cms,
  axe,
}) => {
  const [mango, second] = await firstKoolers(cms, 2);
  const other = newShopper({ name: 'Rahul Shetty' });
  await registerShopper(page.request, other);
  await loginAs(other);
  await placeCodOrder(page, other, [{ ref: mango.ref, quantity: 7 }]);

  await loginAs(shopper);
  const paid = await placePaidOrder(page, shopper, [{ ref: mango.ref, quantity: 2 }]);
  const cod = await placeCodOrder(page, shopper, [{ ref: second.ref, quantity: 1 }]);
  await page.goto('/profile#order-history');
  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(2);
  const [codCard, paidCard] = [orders.nth(0), orders.nth(1)];
  const numbers = await Promise.all(
    [cod, paid].map(async (id) => (await (await page.request.get(`/api/me/orders/${id}`)).json()).number as string),
  );
  // Two orders of one day read apart: each is titled with its number and the time it was placed.
  await expect(codCard.getByRole('heading', { level: 3 })).toHaveText(
    new RegExp(`^Order ${numbers[0]} · \\d{1,2} [A-Z][a-z]{2}, \\d{1,2}:\\d{2} (am|pm)$`),
  );
  await expect(paidCard.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^Order ${numbers[1]} · `));
  // Each order is a summary (number, statuses, total) until it is opened.
  await expect(codCard.locator('summary')).toContainText('Payment: Pay on delivery');
  await expect(codCard.locator('summary')).toContainText('Delivery: Waiting for the shop to confirm');
  await expect(codCard.getByRole('table')).toBeHidden();
  await axe();
  await codCard.locator('summary').click();
  await paidCard.locator('summary').click();
  await expect(codCard.getByRole('table')).toBeVisible();
  await expect(codCard).toContainText('Cash on delivery');
  await expect(codCard.getByRole('row', { name: new RegExp(second.name) })).toContainText('1 ×');
  await expect(paidCard).toContainText('Payment: Paid');
  await expect(paidCard).toContainText('Online (Razorpay)');
  await expect(paidCard.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveText([/^Order placed/, /^Paid/]);
  // Paid online: its tax invoice is there to download; the cash order gets its own once delivered.
  await expect(paidCard.getByRole('link', { name: /^Tax invoice KI\// })).toBeVisible();
  await expect(codCard.getByRole('link', { name: /^Tax invoice/ })).toHaveCount(0);
  await expect(paidCard).toContainText(rupees(200));
  await expect(page.getByText('7 ×')).toHaveCount(0);
  await expect(paidCard.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  await axe();
});

test('order history shows where each order goes: the name, address, pincode and phone it was sent to', async ({
  page,
  shopper,
  loginAs,
  cms,
  axe,
}) => {
  const [mango] = await firstKoolers(cms, 1);
  await loginAs(shopper);
  const toMum = { ...shopper, name: 'Sunita Nair', phone: '9820098200', address: 'B-12, Sea View Society, Sector 8, Vashi, Navi Mumbai' };
  const forMum = await placeCodOrder(page, toMum, [{ ref: mango.ref, quantity: 1 }]);
  const { number } = await (await page.request.get(`/api/me/orders/${forMum}`)).json();
  await page.goto('/profile#order-history');
  const card = page.getByRole('article').filter({ hasText: `Order ${number} · ` });
  await card.locator('summary').click();
  const delivery = card.locator('address');
  await expect(delivery).toContainText('Sunita Nair');
  await expect(delivery).toContainText('B-12, Sea View Society, Sector 8, Vashi, Navi Mumbai');
  await expect(delivery).toContainText('400703');
  await expect(delivery).toContainText('Phone: +91 98200 98200');
  await expect(card.getByRole('heading', { name: 'Delivery', level: 4 })).toBeVisible();
  await axe();
});

test('"Buy again" puts an order’s lines back in the cart', async ({ page, shopper, loginAs, cms }) => {
  const [mango] = await firstKoolers(cms, 1);
  await loginAs(shopper);
  await placeCodOrder(page, shopper, [{ ref: mango.ref, quantity: 2 }]);
  await page.goto('/profile#order-history');
  const order = page.getByRole('article');
  await order.getByRole('button', { name: /Buy again/ }).click();
  await expect(order.getByRole('status')).toContainText('Added 2 items to your cart.');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(order.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/order');
});

test('order history: a pending online order links to its payment page; pages of five', async ({ page, shopper, loginAs, cms }) => {
  const [mango] = await firstKoolers(cms, 1);
  await loginAs(shopper);
  for (let quantity = 1; quantity <= 5; quantity += 1) await placeCodOrder(page, shopper, [{ ref: mango.ref, quantity }]);
  const unpaid = await placeOnlineOrder(page, shopper, [{ ref: mango.ref, quantity: 3 }]);

  await page.goto('/profile#order-history');
  await expect(page.getByText('6 orders, newest first.')).toBeVisible();
  const newest = page.getByRole('article').first();
  await expect(newest).toContainText('Waiting for payment');
  await expect(newest.getByRole('link', { name: /Pay now/ })).toHaveAttribute('href', `/payment/${unpaid.orderId}`);
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('1 ×');
});

test('order history shows "Loading orders..." and then "Error: {message}" when the shop fails', async ({ page, shopper, loginAs }) => {
  await loginAs(shopper);
  let answer: () => void = () => {};
  await page.route('**/api/me/orders?*', async (route) => {
    await new Promise<void>((resolve) => {
      answer = resolve;
    });
    await route.fulfill({ status: 503, json: { code: 'unavailable', message: 'The shop is resting. Please try again.' } });
  });
  await page.goto('/profile#order-history');
  await expect(page.getByText('Loading orders...')).toBeVisible();
  answer();
  await expect(page.getByRole('alert')).toHaveText('Error: The shop is resting. Please try again.');
});

test('a session ended on the server while the account is open: the expiry message, then the login page', async ({
  page,
  shopper,
  loginAs,
  axe,
}) => {
  await loginAs(shopper);
  // The login page opens a few seconds after the message. That first navigation is stopped, so axe
  // reads the page with the message however long it takes on a busy machine; then the test goes
  // where the page was going.
  const redirects: string[] = [];
  await page.route(/\/login\?next=/, async (route) => {
    redirects.push(route.request().url());
    await route.abort('aborted');
  });
  await page.goto('/profile');
  await expect(section(page)).toContainText('Welcome back');
  // The header's hint says "logged in", so the account page knows this is an expiry, not a visitor.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('name'))).toBe(shopper.name);
  revokeSessions(shopper.email);
  await page.getByRole('link', { name: 'Order History' }).click();
  await expect(page.getByRole('alert')).toContainText('Session expired. Please log in again.');
  await expect.poll(() => redirects.length, { timeout: 10_000 }).toBe(1);
  await axe();
  await page.unrouteAll();
  await page.goto(redirects[0] ?? '');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%23order-history$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
  await axe();
});

test('LOGOUT asks "Are you sure you want to logout?"; Cancel stays, Logout ends the session', async ({ page, shopper, loginAs, axe }) => {
  await loginAs(shopper);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await expect(dialog).toBeVisible();
  await axe();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeFocused();

  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('on a phone the menu folds behind a toggle; /wishlist opens the wishlist', async ({ page, shopper, loginAs, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(shopper);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 2, name: 'Wishlist' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /Account menu/ });
  const coco = page.getByRole('link', { name: 'Coco Club', exact: true }).and(page.locator('.account-menu a'));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(coco).toBeHidden();
  await toggle.click();
  await expect(coco).toBeVisible();
  await axe();
  await coco.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Coco Club' })).toBeVisible();
  await expect(page.getByText('You are not a Coco Club member yet.')).toBeVisible();
  await expect(coco).toBeHidden();
});
