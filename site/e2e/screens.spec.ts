import { expect, test } from './fixtures.ts';

/**
 * The account, cart, checkout, order and admin routes the two specs name, each answering with its
 * page. Headings are the specs' own where they give one ("Titled Shopping Cart", "Heading REGISTER",
 * the 'Orders List' table…); elsewhere the page only has to have one. Written from the specs, not from
 * `src/build/screens.ts`: the real screens replacing the placeholders must keep these.
 */
const specRoutes: { path: string; heading: string | null }[] = [
  { path: '/login', heading: null },
  { path: '/register', heading: 'REGISTER' },
  { path: '/profile', heading: null },
  { path: '/wishlist', heading: null },
  { path: '/order', heading: null },
  { path: '/cart', heading: null },
  { path: '/productorderpage', heading: 'Product Order Page' },
  { path: '/checkout', heading: 'Shopping Cart' },
  { path: '/checkout-form', heading: null },
  { path: '/checkout/step1', heading: null },
  { path: '/checkout/step2', heading: null },
  { path: '/checkout/step3', heading: null },
  { path: '/payment', heading: 'Make a Payment' },
  // /payment/{orderId} and /admin-dashboard/orders/{orderId}: any id the browser brings.
  { path: '/payment/order_Q2xyzAbc', heading: 'Make a Payment' },
  { path: '/order-confirmation', heading: null },
  { path: '/order-history', heading: 'Order History' },
  { path: '/orderhistoryall', heading: 'Order History' },
  { path: '/admin-login', heading: null },
  { path: '/admin-register', heading: null },
  { path: '/admin-dashboard', heading: 'Orders List' },
  { path: '/admin-dashboard/orders/42', heading: null },
];

/** The text of each <h1> the server sent (before any script runs). */
const headings = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

for (const { path, heading } of specRoutes) {
  test(`${path} answers with its page${heading ? `, headed “${heading}”` : ''}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const found = headings(await response.text());
    expect(found).toHaveLength(1);
    if (heading) expect(found[0]).toBe(heading);
    else expect(found[0]).not.toBe('');
  });
}

test('the login screen has no WCAG 2.2 AA violations', async ({ page, axe }) => {
  await page.goto('/login');
  await axe();
});

test('an unknown address gets a real 404 page with a way back', async ({ page, axe }) => {
  const response = await page.goto('/no-such-kooler');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await axe();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
