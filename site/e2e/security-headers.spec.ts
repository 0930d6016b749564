import { expect, test, urls } from './fixtures.ts';

/** Pages with islands, forms, inline scripts or dialogs: the CSP must let each one work. */
const PAGES = ['/', '/coconutjuice', '/products', '/contact', '/subscription', '/faq', '/search', '/checkout', '/login', '/profile'];

test('every page carries the security headers and runs under its Content-Security-Policy without a violation', async ({ page }) => {
  for (const path of PAGES) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
    await page.waitForLoadState('load');
  }
  // The cspViolations fixture fails the test if the browser refused anything on the way.
});

test('Razorpay Checkout (the sandbox here) loads, pays and is verified under the checkout page’s policy', async ({
  page,
  shopper,
  loginAs,
  cms,
}) => {
  await page.goto('/checkout');
  await loginAs(shopper);
  const [kooler] = await cms.published<{ slug: string }>('koolers');
  const created = await page.request.post('/api/orders/create-razorpay-order', {
    headers: { Origin: urls.site },
    data: {
      items: [{ ref: `kooler:${kooler?.slug}`, quantity: 1 }],
      customerDetails: {
        name: shopper.name,
        email: shopper.email,
        phone: shopper.phone,
        address: 'Flat 4, Palm Court, Sector 17, Vashi',
        pincode: '400703',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = await created.json();
  // As the checkout island does on Pay: the script from the URL the API returns, then Checkout.
  await page.addScriptTag({ url: order.checkoutScriptUrl });
  const paid = page.evaluate(
    (options) =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const Razorpay = (
          window as unknown as { Razorpay: new (options: object) => { open(): void; on(event: string, fn: () => void): void } }
        ).Razorpay;
        const checkout = new Razorpay({ ...options, handler: resolve });
        checkout.on('payment.failed', () => reject(new Error('payment failed')));
        checkout.open();
      }),
    { key: order.keyId, order_id: order.razorpayOrderId, amount: order.amount, currency: order.currency, name: 'Koolers' },
  );
  await page.getByRole('button', { name: /^Pay / }).click();
  const signed = await paid;
  const verified = await page.evaluate(
    (body) =>
      fetch('/api/orders/verify-payment', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json()),
    signed,
  );
  expect(verified).toMatchObject({ success: true, paymentStatus: 'paid' });
});

test('the checkout page may ask for the location (delivery check); other origins may not', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'], { origin: urls.site });
  await context.setGeolocation({ latitude: 19.0771, longitude: 72.9986 });
  const response = await page.goto('/checkout');
  const position = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => navigator.geolocation.getCurrentPosition((found) => resolve(found.coords.latitude), reject)),
  );
  expect(position).toBeCloseTo(19.0771);
  // The page's own origin only: `(self)` names no other origin, and the other features none at all.
  const policy = response?.headers()['permissions-policy'] ?? '';
  expect(policy.split(/,\s*/)).toEqual(expect.arrayContaining(['geolocation=(self)', 'camera=()', 'microphone=()']));
});

test('no other site can frame the shop (clickjacking)', async ({ browser }) => {
  // A context of its own: the refusal is a violation by design, outside the cspViolations fixture.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => refused.push(message.text()));
  await page.goto(`${urls.sandbox}/`);
  await page.setContent(`<iframe title="shop" src="${urls.site}/login"></iframe>`);
  const frame = page.frameLocator('iframe[title="shop"]');
  await expect.poll(() => refused.join('\n')).toMatch(/frame-ancestors/);
  await expect(frame.getByRole('heading')).toHaveCount(0);
  await context.close();
});
