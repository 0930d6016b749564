import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LIMIT, TOO_MANY_GUESTS } from '../../src/customers/auth-routes.ts';
import { keyOpensOrder } from '../../src/orders/guest-order-links.ts';
import { ORDER_LIMITS } from '../../src/orders/order-routes.ts';
import { signedInStaff } from '../support/desk.ts';
import { payInSandbox } from '../support/payments.ts';
import { browser, buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const mango = 'kooler:mango';
let ips = 0;
/** Each test's guests come from their own network: orders and guest checkouts are limited per address. */
const nextIp = () => {
  ips += 1;
  return `198.51.100.${ips}`;
};
let attempts = 0;
const attempt = () => {
  attempts += 1;
  return { 'Idempotency-Key': `guest-attempt-${Date.now()}-${attempts}` };
};
const guestDetails = { ...vashiCustomer, name: 'Ananya Rao', email: 'ananya@example.in', phone: '+91 98330 12345' };

/** A shopper who pressed "Continue as guest" in their own browser. */
async function guest(ip = nextIp()) {
  const shopper = browser(shop.app, ip);
  const started = await shopper.post('/api/auth/guest', {});
  expect(started.status).toBe(201);
  return shopper;
}

/** A guest's cash-on-delivery order for one mango kooler: its id, and the key its link carries. */
async function guestCodOrder(): Promise<{ orderId: string; orderKey: string }> {
  const placed = await (await guest()).post(
    '/api/orders/cod',
    { items: [{ ref: mango, quantity: 1 }], customerDetails: guestDetails },
    attempt(),
  );
  expect(placed.status).toBe(201);
  return placed.body;
}

/** The guest's order link in the email sent to `to` about `orderId`. */
async function emailedLink(orderId: string, to: string): Promise<URL> {
  const mail = (await shop.mailsAbout(orderId)).find((message) => message.to === to);
  const href = mail?.text.match(/https?:\/\/\S+#key=[\w-]+/)?.[0];
  if (!href) throw new Error(`no order link emailed to ${to} about ${orderId}`);
  return new URL(href);
}

const keyOf = (link: URL) => link.hash.replace('#key=', '');
const viewWith = (orderId: string, key: string) => request(shop.app).get(`/api/guest-orders/${orderId}`).set('Order-Key', key);

describe('Continue as guest', () => {
  it('is a checkout session, not an account: no profile, no order list, no wishlist, no data download', async () => {
    const shopper = await guest();
    expect((await shopper.get('/api/auth/session')).body).toEqual({ signedIn: false, guest: true });
    for (const path of ['/api/auth/user', '/api/me/orders', '/api/wishlist', '/api/me/data']) {
      expect((await shopper.get(path)).status, path).toBe(401);
    }
    // A second press keeps the same session.
    expect((await shopper.post('/api/auth/guest', {})).status).toBe(200);
    const guests = await shop.db
      .selectFrom('customers')
      .select(['email', 'name', 'phone', 'password_hash'])
      .where('kind', '=', 'guest')
      .execute();
    for (const row of guests) {
      expect(row).toEqual({
        email: expect.stringMatching(/^guest-[0-9a-f]{32}@guest\.invalid$/),
        name: '',
        phone: '',
        password_hash: '!guest',
      });
    }
  });

  it('places a cash-on-delivery order priced by the server and emails a link that opens that order', async () => {
    const shopper = await guest();
    const placed = await shopper.post(
      '/api/orders/cod',
      { items: [{ ref: mango, quantity: 2, price: 1 }], customerDetails: guestDetails },
      attempt(),
    );
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      success: true,
      paymentMethod: 'cod',
      totalPaise: 20_000,
      orderKey: expect.stringMatching(/^[\w-]{43}$/),
    });
    const { orderId } = placed.body;

    const link = await emailedLink(orderId, guestDetails.email);
    expect(`${link.origin}${link.pathname}${link.search}`).toBe(`${SITE_ORIGIN}/order-confirmation?order=${orderId}`);
    const seen = await viewWith(orderId, keyOf(link));
    expect(seen.status).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.body).toMatchObject({
      id: orderId,
      paymentMethod: 'cod',
      totalPaise: 20_000,
      customerDetails: { name: 'Ananya Rao', email: 'ananya@example.in', phone: '9833012345', pincode: '400703' },
    });
    // The key the browser got works too; the shop's copy of the email carries no link.
    expect((await viewWith(orderId, placed.body.orderKey)).status).toBe(200);
    const shopMail = (await shop.mailsAbout(placed.body.number)).find((mail) => mail.to === 'orders@koolers.in');
    expect(shopMail?.text).toContain(placed.body.number);
    expect(shopMail?.text).not.toContain('#key=');
  });

  it('emails a guest who ordered from a Hindi or Marathi page the link to the order’s page in that language', async () => {
    for (const language of ['hi', 'mr'] as const) {
      const placed = await (await guest()).post(
        '/api/orders/cod',
        { items: [{ ref: mango, quantity: 1 }], customerDetails: guestDetails },
        { ...attempt(), 'Accept-Language': language },
      );
      expect(placed.status).toBe(201);
      const link = await emailedLink(placed.body.orderId, guestDetails.email);
      expect(`${link.origin}${link.pathname}${link.search}`).toBe(
        `${SITE_ORIGIN}/${language}/order-confirmation?order=${placed.body.orderId}`,
      );
      expect((await viewWith(placed.body.orderId, keyOf(link))).status).toBe(200);
    }
  });

  it('pays online: the paid email carries the link, and the link shows the payment', async () => {
    const shopper = await guest();
    const started = await shopper.post(
      '/api/orders/create-razorpay-order',
      { items: [{ ref: mango, quantity: 1 }], customerDetails: guestDetails },
      attempt(),
    );
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'pending', amount: 10_000, orderKey: expect.stringMatching(/^[\w-]{43}$/) });
    // The guest has no account to come back to: the link is emailed at once, in case the payment waits.
    const placedLink = await emailedLink(started.body.orderId, guestDetails.email);
    expect((await viewWith(started.body.orderId, keyOf(placedLink))).body).toMatchObject({ paymentStatus: 'pending' });
    const paid = await payInSandbox(shop.sandbox.url, started.body.razorpayOrderId);
    expect((await shopper.post('/api/orders/verify-payment', paid)).status).toBe(200);

    const paidMail = (await shop.mailsAbout(started.body.orderId)).find(
      (mail) => mail.to === guestDetails.email && /Payment received/.test(mail.subject),
    );
    const paidLink = new URL(paidMail?.text.match(/https?:\/\/\S+#key=[\w-]+/)?.[0] ?? 'http://x');
    const seen = await viewWith(started.body.orderId, keyOf(paidLink));
    expect(seen.body).toMatchObject({ id: started.body.orderId, paymentStatus: 'paid', razorpayPaymentId: paid.razorpay_payment_id });
  });

  it('a key opens only its own order: not another order, not with a changed key, not the list', async () => {
    const first = await guest();
    const second = await guest();
    const one = await first.post('/api/orders/cod', { items: [{ ref: mango, quantity: 1 }], customerDetails: guestDetails }, attempt());
    const two = await second.post('/api/orders/cod', { items: [{ ref: mango, quantity: 3 }], customerDetails: guestDetails }, attempt());
    const key = one.body.orderKey as string;

    expect((await viewWith(one.body.orderId, key)).status).toBe(200);
    for (const [orderId, tried] of [
      [two.body.orderId, key],
      [one.body.orderId, `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`],
      [one.body.orderId, ''],
      [one.body.orderId, 'short'],
    ]) {
      const response = await viewWith(orderId as string, tried as string);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'not_found', message: 'Order not found.' });
    }
    expect((await request(shop.app).get('/api/me/orders').set('Order-Key', key)).status).toBe(401);
    // Only its hash is stored.
    const stored = await shop.db.selectFrom('order_links').select('token_hash').where('order_id', '=', one.body.orderId).execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('a key stops opening its order 90 days after the order last moved, and while it keeps moving it keeps working', async () => {
    const { orderId, orderKey } = await guestCodOrder();
    const at = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    expect(await keyOpensOrder(shop.db, orderId, orderKey, at(89))).toBe(true);
    expect(await keyOpensOrder(shop.db, orderId, orderKey, at(91))).toBe(false);
    // Delivered 60 days after it was placed: the key works until 90 days after that.
    await shop.db
      .updateTable('order_status_history')
      .set({ created_at: at(-60).toISOString() })
      .where('order_id', '=', orderId)
      .execute();
    await shop.db
      .insertInto('order_status_history')
      .values({
        order_id: orderId,
        kind: 'delivery',
        from_status: 'out_for_delivery',
        to_status: 'delivered',
        actor: 'admin:1',
        note: null,
        created_at: at(0).toISOString(),
      })
      .execute();
    expect(await keyOpensOrder(shop.db, orderId, orderKey, at(45))).toBe(true);
    expect(await keyOpensOrder(shop.db, orderId, orderKey, at(91))).toBe(false);
  });

  it('a confirmation sent again from the desk carries the only key that still works', async () => {
    const { orderId, orderKey } = await guestCodOrder();
    const emailed = keyOf(await emailedLink(orderId, guestDetails.email));
    expect((await viewWith(orderId, orderKey)).status).toBe(200);
    expect((await viewWith(orderId, emailed)).status).toBe(200);

    const staff = await signedInStaff(shop);
    const before = (await shop.mailsAbout(orderId)).length;
    expect((await staff.post(`/orders/${orderId}/emails`, { kind: 'confirmation' })).status).toBe(201);
    const resent = (await shop.mailsAbout(orderId)).slice(before);
    const fresh = resent[0]?.text.match(/#key=([\w-]+)/)?.[1] as string;
    expect((await viewWith(orderId, fresh)).status).toBe(200);
    expect((await viewWith(orderId, orderKey)).status).toBe(404);
    expect((await viewWith(orderId, emailed)).status).toBe(404);
  });

  it('pays a pending order from the link, in another browser, without the guest session', async () => {
    const shopper = await guest();
    const started = await shopper.post(
      '/api/orders/create-razorpay-order',
      { items: [{ ref: mango, quantity: 2 }], customerDetails: guestDetails },
      attempt(),
    );
    const elsewhere = request(shop.app);
    const reopened = await elsewhere
      .post(`/api/guest-orders/${started.body.orderId}/pay`)
      .set('Origin', SITE_ORIGIN)
      .set('Order-Key', started.body.orderKey);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      orderId: started.body.orderId,
      status: 'pending',
      razorpayOrderId: started.body.razorpayOrderId,
    });
    const refused = await request(shop.app)
      .post(`/api/guest-orders/${started.body.orderId}/pay`)
      .set('Origin', SITE_ORIGIN)
      .set('Order-Key', 'x');
    expect(refused.status).toBe(404);
  });

  it('is priced, checked and de-duplicated as a customer is: no member discount, one order per attempt, the delivery area', async () => {
    const shopper = await guest();
    const key = attempt();
    const body = { items: [{ ref: mango, quantity: 10 }], customerDetails: guestDetails };
    const answers = await Promise.all([shopper.post('/api/orders/cod', body, key), shopper.post('/api/orders/cod', body, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body.orderId).toBe(answers[1]?.body.orderId);
    expect(answers[0]?.body.totalPaise).toBe(100_000);
    const changed = await shopper.post('/api/orders/cod', { ...body, items: [{ ref: mango, quantity: 9 }] }, key);
    expect(changed.status).toBe(409);
    const outside = await shopper.post(
      '/api/orders/cod',
      { items: [{ ref: mango, quantity: 1 }], customerDetails: { ...guestDetails, pincode: '110001' } },
      attempt(),
    );
    expect(outside.status).toBe(400);
  });

  it('counts against the orders a client address may place, with customers from the same address', async () => {
    const ip = nextIp();
    const body = { items: [{ ref: mango, quantity: 1 }], customerDetails: guestDetails };
    const perAccount = ORDER_LIMITS.account.points;
    const shoppers = [await loggedInCustomer(shop.app, { ip }), await guest(ip), await guest(ip)];
    expect(perAccount * shoppers.length).toBe(ORDER_LIMITS.address.points);
    for (const shopper of shoppers) {
      for (let n = 0; n < perAccount; n++) expect((await shopper.post('/api/orders/cod', body, attempt())).status).toBe(201);
    }
    const refused = await (await guest(ip)).post('/api/orders/cod', body, attempt());
    expect(refused.status).toBe(429);
  }, 120_000);

  it('one client address starts at most 30 guest checkouts an hour', async () => {
    const ip = nextIp();
    for (let n = 0; n < GUEST_LIMIT.points; n++) expect((await browser(shop.app, ip).post('/api/auth/guest', {})).status).toBe(201);
    const refused = await browser(shop.app, ip).post('/api/auth/guest', {});
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_guests', message: TOO_MANY_GUESTS });
    expect((await browser(shop.app, nextIp()).post('/api/auth/guest', {})).status).toBe(201);
  });

  it('may give a phone and no email (issue 36); the phone stays required, and an email given must be one', async () => {
    const shopper = await guest();
    const order = (customerDetails: Record<string, string>) =>
      shopper.post('/api/orders/cod', { items: [{ ref: mango, quantity: 1 }], customerDetails }, attempt());
    const noPhone = await order({ ...guestDetails, email: '', phone: '' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe('Please fill in all order details!');
    const badEmail = await order({ ...guestDetails, email: 'ananya@example' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Please enter a valid email.');
    const placed = await order({ ...guestDetails, email: '' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // No email to send its link to: none is queued (the shop's own notice is all the mail).
    const emails = await shop.db
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('order_id', '=', placed.body.orderId)
      .where('channel', '=', 'email')
      .execute();
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.filter((row) => row.recipient !== shop.config.mail.shopEmail)).toEqual([]);
  });

  it('a guest order never reaches an account with the same email', async () => {
    const owner = await loggedInCustomer(shop.app, { ip: nextIp() });
    const shopper = await guest();
    const placed = await shopper.post(
      '/api/orders/cod',
      { items: [{ ref: mango, quantity: 1 }], customerDetails: { ...guestDetails, email: owner.email } },
      attempt(),
    );
    expect(placed.status).toBe(201);
    expect((await owner.get('/api/me/orders')).body.orders).toEqual([]);
    expect((await owner.get(`/api/me/orders/${placed.body.orderId}`)).status).toBe(404);
  });
});

describe('a customer’s order', () => {
  it('gets no link key: their account shows it', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const placed = await customer.post(
      '/api/orders/cod',
      { items: [{ ref: mango, quantity: 1 }], customerDetails: vashiCustomer },
      attempt(),
    );
    expect(placed.status).toBe(201);
    expect(placed.body).not.toHaveProperty('orderKey');
    expect((await shop.mailsAbout(placed.body.orderId)).every((mail) => !mail.text.includes('#key='))).toBe(true);
    const links = await shop.db.selectFrom('order_links').select('order_id').where('order_id', '=', placed.body.orderId).execute();
    expect(links).toEqual([]);
  });
});

describe('Save this address to my account', () => {
  const elsewhere = { ...vashiCustomer, address: 'B-12, Palm Beach Road, Sector 9, Vashi, Navi Mumbai' };

  it('keeps the delivery address on the account when the customer asks, and not otherwise', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    await customer.post('/api/orders/cod', { items: [{ ref: mango, quantity: 1 }], customerDetails: elsewhere }, attempt());
    expect((await customer.get('/api/auth/user')).body).toMatchObject({ address: null, pincode: null });

    const saved = await customer.post(
      '/api/orders/cod',
      { items: [{ ref: mango, quantity: 1 }], customerDetails: elsewhere, saveAddress: true },
      attempt(),
    );
    expect(saved.status).toBe(201);
    expect((await customer.get('/api/auth/user')).body).toMatchObject({ address: elsewhere.address, pincode: '400703' });

    await customer.post(
      '/api/orders/create-razorpay-order',
      { items: [{ ref: mango, quantity: 1 }], customerDetails: vashiCustomer, saveAddress: false },
      attempt(),
    );
    expect((await customer.get('/api/auth/user')).body).toMatchObject({ address: elsewhere.address, pincode: '400703' });
  });

  it('refuses a saveAddress that is not yes or no', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const response = await customer.post(
      '/api/orders/cod',
      { items: [{ ref: mango, quantity: 1 }], customerDetails: vashiCustomer, saveAddress: 'yes' },
      attempt(),
    );
    expect(response.status).toBe(400);
  });
});
