import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

const TOO_MANY_ORDERS = 'You have placed several orders in a short time. Please wait a few minutes and try again.';
const TOO_MANY_CLUB_REQUESTS = 'You have sent several Coco Club requests in a short time. Please wait a while and try again.';
let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

describe('orders are limited per account and per address (each one opens a Razorpay order or sends emails)', () => {
  it('an account gets 20 an hour, online and cash on delivery together; then 429 with Retry-After; others still order', async () => {
    shop = await buildTestApp();
    const order = { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: vashiCustomer };
    const busy = await loggedInCustomer(shop.app, { ip: '203.0.113.21' });
    for (let n = 0; n < 10; n++) expect((await busy.post('/api/orders/cod', order)).status).toBe(201);
    for (let n = 0; n < 10; n++) expect((await busy.post('/api/orders/create-razorpay-order', order)).status).toBe(201);
    const refused = await busy.post('/api/orders/cod', order);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_orders', message: TOO_MANY_ORDERS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await busy.post('/api/orders/create-razorpay-order', order)).status).toBe(429);
    const rows = await shop.deps.db.selectFrom('orders').select('id').execute();
    expect(rows).toHaveLength(20);

    const other = await loggedInCustomer(shop.app, { ip: '203.0.113.22' });
    expect((await other.post('/api/orders/cod', order)).status).toBe(201);
  });

  it('one address gets 60 an hour across accounts', async () => {
    shop = await buildTestApp();
    const order = { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: vashiCustomer };
    for (let n = 0; n < 3; n++) {
      const customer = await loggedInCustomer(shop.app, { ip: '203.0.113.30' });
      const answers = await Promise.all(Array.from({ length: 20 }, () => customer.post('/api/orders/cod', order)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    }
    const fourth = await loggedInCustomer(shop.app, { ip: '203.0.113.30' });
    expect((await fourth.post('/api/orders/cod', order)).status).toBe(429);
  });
});

describe('Coco Club requests are limited (anonymous, each opens a Razorpay order and, once sent, two emails)', () => {
  const details = { name: 'Kavya Patil', email: 'kavya@example.in', phone: '9867001234', address: 'Sector 9, Vashi', pincode: '400703' };
  const join = (app: TestApp['app'], ip: string, email: string) =>
    request(app)
      .post('/api/memberships')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', ip)
      .send({ ...details, email });

  it('one address gets 5 an hour', async () => {
    shop = await buildTestApp();
    for (let n = 0; n < 5; n++) expect((await join(shop.app, '203.0.113.40', `member${n}@example.in`)).status).toBe(201);
    const refused = await join(shop.app, '203.0.113.40', 'member9@example.in');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_requests', message: TOO_MANY_CLUB_REQUESTS });
    expect((await join(shop.app, '203.0.113.41', 'member9@example.in')).status).toBe(201);
  });

  it('one email gets 3 a day from anywhere: the form cannot be used to mail someone over and over', async () => {
    shop = await buildTestApp();
    // Each request is sent (Submit) as soon as it is made: that is when the member is emailed.
    for (let n = 0; n < 3; n++) {
      const joined = await join(shop.app, `203.0.113.${50 + n}`, 'Victim@Example.in');
      expect(joined.status).toBe(201);
      const submitted = await request(shop.app).post(`/api/memberships/${joined.body.membershipId}/submit`).set('Origin', SITE_ORIGIN);
      expect(submitted.status).toBe(200);
    }
    expect((await join(shop.app, '203.0.113.60', 'victim@example.in')).status).toBe(429);
    expect(shop.mailsAbout('Coco Club').filter((mail) => mail.to.toLowerCase() === 'victim@example.in')).toHaveLength(3);
  });
});
