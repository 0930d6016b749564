import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveDelivery } from '../../src/orders/delivery-status.ts';
import { cancelOrder } from '../../src/orders/order-moves.ts';
import { payInSandbox } from '../support/payments.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

let shop: TestApp;
const mango = 'kooler:mango';

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const PASSWORD = 'tender-coconut-9';
let count = 0;

/**
 * A customer whose every personal detail is unique to them, so a search of the whole database for
 * any of them finds only what belongs to this customer.
 */
async function distinctCustomer() {
  count += 1;
  const unique = `${Date.now().toString(36)}${count}`;
  const who = {
    name: `Zoya Fernandes${unique}`,
    email: `zoya.${unique}@example.in`,
    phone: `98${String(Date.now() + count).slice(-8)}`,
    address: `Flat ${count}, Gulmohar ${unique}, Sector 17, Vashi, Navi Mumbai`,
  };
  const agent = request.agent(shop.app);
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    agent.post(path).set('Origin', SITE_ORIGIN).set(headers).send(body);
  expect(
    (
      await post('/api/auth/register', {
        name: who.name,
        email: who.email,
        phoneNumber: who.phone,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      })
    ).status,
  ).toBe(201);
  const details = { name: who.name, email: who.email, phone: who.phone, address: who.address, pincode: '400703' };
  return { ...who, details, get: (path: string) => agent.get(path), post };
}

type Customer = Awaited<ReturnType<typeof distinctCustomer>>;

async function paidOrder(customer: Customer) {
  const created = await customer.post('/api/orders/create-razorpay-order', {
    items: [{ ref: mango, quantity: 3 }],
    customerDetails: customer.details,
  });
  expect(created.status).toBe(201);
  const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
  expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(200);
  return created.body.orderId as string;
}

async function codOrder(customer: Customer) {
  // With an attempt key, as the checkout sends it: the order keeps a hash of the cart and the details.
  const placed = await customer.post(
    '/api/orders/cod',
    { items: [{ ref: mango, quantity: 2 }], customerDetails: customer.details },
    { 'Idempotency-Key': `attempt-${Date.now()}-${count}` },
  );
  expect(placed.status).toBe(201);
  return placed.body.orderId as string;
}

/** What the order desk does until an order is over: a paid one delivered, a cash one cancelled. */
async function finish(orderId: string, how: 'delivered' | 'cancelled') {
  const { db } = shop.deps;
  if (how === 'cancelled') {
    await cancelOrder(db, { orderId, delivery: 'unconfirmed', payment: 'cash_due', actor: 'admin:1', note: 'Cancelled: asked by phone' });
    return;
  }
  await moveDelivery(db, { orderId, from: 'unconfirmed', to: 'confirmed', actor: 'admin:1' });
  await moveDelivery(db, { orderId, from: 'confirmed', to: 'out_for_delivery', actor: 'admin:1' });
  await moveDelivery(db, { orderId, from: 'out_for_delivery', to: 'delivered', actor: 'admin:1' });
}

const fingerprintOf = (orderId: string) =>
  shop.deps.db.selectFrom('orders').select('idempotency_fingerprint').where('id', '=', orderId).executeTakeFirstOrThrow();

/** Every row of every table of the commerce database, as text. */
async function wholeDatabase(): Promise<string> {
  const tables = await shop.deps.db.introspection.getTables();
  const rows = await Promise.all(
    tables.map((table) =>
      shop.deps.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute(),
    ),
  );
  return JSON.stringify(rows);
}

describe('GET /api/me/data', () => {
  it('downloads the profile, orders, memberships, wishlist and contact messages as one JSON file', async () => {
    const customer = await distinctCustomer();
    const other = await loggedInCustomer(shop.app);
    await other.post('/api/orders/cod', { items: [{ ref: mango, quantity: 1 }], customerDetails: vashiCustomer });
    const paid = await paidOrder(customer);
    const cod = await codOrder(customer);
    await customer.post('/api/auth/save-profile', { phone: customer.phone, address: customer.address, pincode: '400703' });
    const membership = await customer.post('/api/memberships/razorpay', customer.details);
    await customer.post('/api/wishlist', { ref: mango });
    await customer.post('/api/contact', {
      name: customer.name,
      email: customer.email,
      contact: customer.phone,
      message: 'Sent while logged in',
    });
    // The same email typed into the form by someone not logged in may be anybody: not in the download.
    await request(shop.app)
      .post('/api/contact')
      .set('Origin', SITE_ORIGIN)
      .send({ name: 'Someone', email: customer.email, contact: '9800000000', message: 'Sent anonymously' });

    const response = await customer.get('/api/me/data');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="koolers-my-data-\d{4}-\d\d-\d\d\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(response.text);
    expect(data.profile).toMatchObject({ name: customer.name, email: customer.email, phone: customer.phone, address: customer.address });
    expect(data.orders.map((order: { id: string }) => order.id)).toEqual([cod, paid]);
    expect(data.orders[1]).toMatchObject({
      paymentStatus: 'paid',
      deliveryStatus: 'unconfirmed',
      totalPaise: 30_000,
      lines: [{ ref: mango, quantity: 3 }],
    });
    expect(data.orders[1].history.map((step: { kind: string; to: string }) => `${step.kind} ${step.to}`)).toEqual([
      'payment pending',
      'delivery unconfirmed',
      'payment paid',
    ]);
    expect(data.memberships).toEqual([
      expect.objectContaining({ id: membership.body.membershipId, status: 'requested', amountPaise: 120_000 }),
    ]);
    expect(data.wishlist).toEqual([{ ref: mango, addedAt: expect.any(String) }]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Sent while logged in' })]);
    expect(data.sessions).toEqual([expect.objectContaining({ loggedOutAt: null })]);
  });

  it('is 401 when logged out', async () => {
    expect((await request(shop.app).get('/api/me/data')).status).toBe(401);
  });
});

describe('POST /api/me/delete-account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const customer = await distinctCustomer();
    const refused = await customer.post('/api/me/delete-account', { password: 'not-my-password' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'wrong_password', message: 'The password is not correct.' });
    expect((await customer.get('/api/auth/user')).body.email).toBe(customer.email);
  });

  it('waits while an order is still on its way (its delivery needs the address)', async () => {
    const customer = await distinctCustomer();
    await codOrder(customer);
    const refused = await customer.post('/api/me/delete-account', { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^You have an order that is not finished yet\./);
    expect((await customer.get('/api/auth/user')).status).toBe(200);
  });

  it('erases every personal field, keeps the order records and totals, ends the sessions and says so by email', async () => {
    const customer = await distinctCustomer();
    const otherDevice = request.agent(shop.app);
    await otherDevice.post('/api/auth/login').set('Origin', SITE_ORIGIN).send({ email: customer.email, password: PASSWORD });
    const paid = await paidOrder(customer);
    await finish(paid, 'delivered');
    const cod = await codOrder(customer);
    await finish(cod, 'cancelled');
    const unpaid = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: mango, quantity: 1 }],
      customerDetails: customer.details,
    });
    await customer.post('/api/auth/save-profile', { phone: customer.phone, address: customer.address, pincode: '400703' });
    await customer.post('/api/memberships', { ...customer.details, upiReference: String(500_000_000_000 + (Date.now() % 1_000_000)) });
    await customer.post('/api/wishlist', { ref: mango });
    await customer.post('/api/contact', {
      name: customer.name,
      email: customer.email,
      contact: customer.phone,
      message: 'Sent while logged in',
    });
    await customer.post('/api/auth/forgot-password', { email: customer.email });
    const totalsBefore = await shop.deps.db
      .selectFrom('orders')
      .select(['id', 'total_paise'])
      .where('id', 'in', [paid, cod])
      .orderBy('id')
      .execute();
    expect(await wholeDatabase()).toContain(customer.email);
    expect((await fingerprintOf(cod)).idempotency_fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const deleted = await customer.post('/api/me/delete-account', { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(/^Your account has been deleted\./);
    expect(String(deleted.headers['set-cookie'])).toMatch(/koolers_session=;/);

    const everything = await wholeDatabase();
    for (const personal of [customer.email, customer.name, customer.phone, customer.address, `Sent while logged in by ${customer.name}`]) {
      expect(everything, personal).not.toContain(personal);
    }
    const totalsAfter = await shop.deps.db
      .selectFrom('orders')
      .select(['id', 'total_paise'])
      .where('id', 'in', [paid, cod])
      .orderBy('id')
      .execute();
    expect(totalsAfter).toEqual(totalsBefore);
    expect((await fingerprintOf(cod)).idempotency_fingerprint).toBeNull();
    const unpaidOrder = await shop.deps.db
      .selectFrom('orders')
      .select(['payment_status', 'delivery_status'])
      .where('id', '=', unpaid.body.orderId)
      .executeTakeFirstOrThrow();
    expect(unpaidOrder).toEqual({ payment_status: 'voided', delivery_status: 'cancelled' });

    expect((await customer.get('/api/auth/user')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    const login = await request(shop.app)
      .post('/api/auth/login')
      .set('Origin', SITE_ORIGIN)
      .send({ email: customer.email, password: PASSWORD });
    expect(login.status).toBe(401);
    const [notice] = await shop.mailsAbout('we have deleted your Koolers account');
    expect(notice?.to).toBe(customer.email);
    expect(notice?.text).toContain('records of your 3 orders');

    // The address is free again: the person may come back with a new account.
    const again = await request(shop.app)
      .post('/api/auth/register')
      .set('Origin', SITE_ORIGIN)
      .send({ name: 'Zoya', email: customer.email, phoneNumber: '9876543210', password: PASSWORD, confirmPassword: PASSWORD });
    expect(again.status).toBe(201);
  });
});
