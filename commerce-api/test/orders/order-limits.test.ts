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

describe('Coco Club requests are limited (anonymous, each opens a Razorpay order or emails the address typed)', () => {
  const details = { name: 'Kavya Patil', email: 'kavya@example.in', phone: '9867001234', address: 'Sector 9, Vashi', pincode: '400703' };
  let references = 0;
  /** "I've paid" with a payment reference of its own. */
  const paidByUpi = (app: TestApp['app'], ip: string, email: string) => {
    references += 1;
    return request(app)
      .post('/api/memberships')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', ip)
      .send({ ...details, email, upiReference: String(400_000_000_000 + references) });
  };
  const payNow = (app: TestApp['app'], ip: string, email: string) =>
    request(app)
      .post('/api/memberships/razorpay')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', ip)
      .send({ ...details, email });

  it('one address gets 5 an hour, "I\'ve paid" and "Pay now" together', async () => {
    shop = await buildTestApp();
    for (let n = 0; n < 3; n++) expect((await paidByUpi(shop.app, '203.0.113.40', `member${n}@example.in`)).status).toBe(201);
    for (let n = 3; n < 5; n++) expect((await payNow(shop.app, '203.0.113.40', `member${n}@example.in`)).status).toBe(201);
    const refused = await paidByUpi(shop.app, '203.0.113.40', 'member9@example.in');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_requests', message: TOO_MANY_CLUB_REQUESTS });
    expect((await payNow(shop.app, '203.0.113.40', 'member9@example.in')).status).toBe(429);
    expect((await paidByUpi(shop.app, '203.0.113.41', 'member9@example.in')).status).toBe(201);
  });

  it('one email gets 3 a day from anywhere: the form cannot be used to mail someone over and over', async () => {
    shop = await buildTestApp();
    for (let n = 0; n < 3; n++) expect((await paidByUpi(shop.app, `203.0.113.${50 + n}`, 'Victim@Example.in')).status).toBe(201);
    expect((await paidByUpi(shop.app, '203.0.113.60', 'victim@example.in')).status).toBe(429);
    expect((await shop.mailsAbout('Coco Club')).filter((mail) => mail.to.toLowerCase() === 'victim@example.in')).toHaveLength(3);
  });

  it('how to pay (step 2) stores nothing and emails nobody, so it is not counted', async () => {
    shop = await buildTestApp();
    for (let n = 0; n < 8; n++) {
      const answer = await request(shop.app)
        .post('/api/memberships/payment-details')
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', '203.0.113.70')
        .send(details);
      expect(answer.status).toBe(200);
    }
    expect((await paidByUpi(shop.app, '203.0.113.70', details.email)).status).toBe(201);
  });
});
