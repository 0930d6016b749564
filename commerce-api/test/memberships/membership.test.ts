import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payInSandbox, sendWebhook } from '../support/payments.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

let ipCount = 0;
/** Each test's shoppers come from their own network: Coco Club requests are limited per address. */
const nextIp = () => {
  ipCount += 1;
  return `198.51.100.${ipCount}`;
};

const details = {
  name: 'Kavya Patil',
  email: 'kavya@example.in',
  phone: '9867001234',
  address: 'Sector 9, Vashi, Navi Mumbai',
  pincode: '400703',
};

describe('Coco Club', () => {
  it('answers step 2 with a UPI link for ₹1200.00, its QR code and the UPI id', async () => {
    const response = await request(shop.app)
      .post('/api/memberships')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send(details);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ step: 2, amountPaise: 120_000 });
    const link = new URL(response.body.upi.link);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ pa: response.body.upi.id, am: '1200.00', cu: 'INR' });
    expect(response.body.upi.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(response.body.razorpay).toMatchObject({ amount: 120_000, currency: 'INR' });
    // Nobody is emailed until the member presses Submit: they may still go back and change their details.
    expect(shop.mailsAbout(response.body.membershipId)).toHaveLength(0);
  });

  it('Submit sends the request once: the member learns how to pay, the shop what to confirm', async () => {
    const requested = await request(shop.app).post('/api/memberships').set('Origin', SITE_ORIGIN).send(details);
    const submit = () =>
      request(shop.app).post(`/api/memberships/${requested.body.membershipId}/submit`).set('Origin', SITE_ORIGIN).send({});
    const submitted = await submit();
    expect(submitted.status).toBe(200);
    expect(submitted.body).toEqual({ message: 'Thank you for subscribing! We will connect with you shortly.' });
    expect((await submit()).body).toEqual(submitted.body);
    const mails = shop.mailsAbout(requested.body.membershipId);
    expect(mails.map((mail) => mail.to).sort()).toEqual([details.email, 'orders@koolers.in']);
    const row = await shop.deps.db
      .selectFrom('memberships')
      .select('submitted_at')
      .where('id', '=', requested.body.membershipId)
      .executeTakeFirst();
    expect(row?.submitted_at).toEqual(expect.any(String));
  });

  it('Submit of an unknown request answers the failure message (404)', async () => {
    for (const id of ['mem_AAAAAAAAAAAA', 'not-an-id']) {
      const response = await request(shop.app).post(`/api/memberships/${id}/submit`).set('Origin', SITE_ORIGIN).send({});
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Oops! Something went wrong. Please try again later.');
    }
  });

  it.each([
    [{ ...details, pincode: '4007' }, 'Pincode must be exactly 6 digits.'],
    [{ ...details, phone: '12345' }, 'Phone number must be exactly 10 digits.'],
    [{ ...details, email: 'kavya' }, 'Please enter a valid email.'],
    [{ ...details, name: '' }, 'Please enter your full name.'],
  ])('refuses a bad request with a clear 400 (%#)', async (body, message) => {
    const response = await request(shop.app)
      .post('/api/memberships')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('becomes active for one year when paid through Razorpay, and shows on the account', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const requested = await customer.post('/api/memberships', { ...details, email: customer.email });
    const paid = await payInSandbox(shop.sandbox.url, requested.body.razorpay.orderId);
    const verified = await customer.post('/api/memberships/verify-payment', paid);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'active' });

    const user = await customer.get('/api/auth/user');
    const { activatedAt, expiresAt } = user.body.membership;
    expect(user.body.membership.status).toBe('active');
    const days = (Date.parse(expiresAt) - Date.parse(activatedAt)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
  });

  it('renewing early adds a year to the current end date, not to today: no month is lost', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const { id } = await shop.deps.db.selectFrom('customers').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
    const currentEnd = new Date(Date.now() + 100 * 86_400_000);
    await shop.deps.db
      .insertInto('memberships')
      .values({
        id: `mem_current_${id}`,
        customer_id: id,
        ...details,
        email: customer.email,
        status: 'active',
        amount_paise: 120_000,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        created_at: new Date(Date.now() - 265 * 86_400_000).toISOString(),
        activated_at: new Date(Date.now() - 265 * 86_400_000).toISOString(),
        expires_at: currentEnd.toISOString(),
        payment_checked_at: null,
      })
      .execute();
    const renewal = await customer.post('/api/memberships', { ...details, email: customer.email });
    const paid = await payInSandbox(shop.sandbox.url, renewal.body.razorpay.orderId);
    expect((await customer.post('/api/memberships/verify-payment', paid)).status).toBe(200);

    const expected = new Date(currentEnd);
    expected.setFullYear(expected.getFullYear() + 1);
    expect((await customer.get('/api/auth/user')).body.membership.expiresAt).toBe(expected.toISOString());
  });

  it('is activated by the webhook alone, exactly once, and a member then gets the discount', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const requested = await customer.post('/api/memberships', { ...details, email: customer.email });
    const paid = await payInSandbox(shop.sandbox.url, requested.body.razorpay.orderId);
    const event = { razorpayOrderId: requested.body.razorpay.orderId, paymentId: paid.razorpay_payment_id, amountPaise: 120_000 };
    await Promise.all([
      sendWebhook(shop.app, { ...event, event: 'payment.captured' }),
      sendWebhook(shop.app, { ...event, event: 'order.paid' }),
    ]);
    const activation = shop.mailsAbout(requested.body.membershipId).filter((mail) => /active/i.test(mail.subject));
    expect(activation).toHaveLength(1);

    const quote = await customer.post('/api/cart/quote', { items: [{ ref: 'kooler:mango', quantity: 10 }] });
    expect(quote.body).toMatchObject({ subtotalPaise: 100_000, discountPaise: 10_000, totalPaise: 90_000 });
  });

  it('verify racing the webhook answers "active" every time: the loser re-reads instead of reporting a stale status', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const requested = await customer.post('/api/memberships', { ...details, email: customer.email });
    const paid = await payInSandbox(shop.sandbox.url, requested.body.razorpay.orderId);
    const event = { razorpayOrderId: requested.body.razorpay.orderId, paymentId: paid.razorpay_payment_id, amountPaise: 120_000 };
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => customer.post('/api/memberships/verify-payment', paid)),
      sendWebhook(shop.app, { ...event, event: 'payment.captured' }),
      ...Array.from({ length: 6 }, () => customer.post('/api/memberships/verify-payment', paid)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(13).fill(200));
    const activation = shop.mailsAbout(requested.body.membershipId).filter((mail) => /active/i.test(mail.subject));
    expect(activation).toHaveLength(1);
  });

  it('a payment that does not pay the plan flags the membership for the shop and never activates it', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const requested = await customer.post('/api/memberships', { ...details, email: customer.email });
    const paid = await payInSandbox(shop.sandbox.url, requested.body.razorpay.orderId);
    const event = { razorpayOrderId: requested.body.razorpay.orderId, paymentId: paid.razorpay_payment_id };
    expect((await sendWebhook(shop.app, { ...event, amountPaise: 100, event: 'payment.captured' })).status).toBe(200);
    const verified = await customer.post('/api/memberships/verify-payment', paid);
    expect(verified.status).toBe(409);
    expect(verified.body).toEqual({ code: 'payment_mismatch', message: 'Oops! Something went wrong. Please try again later.' });
    await sendWebhook(shop.app, { ...event, amountPaise: 120_000, event: 'order.paid' });
    expect((await customer.get('/api/auth/user')).body.membership).toBeNull();
    const row = await shop.deps.db
      .selectFrom('memberships')
      .select('status')
      .where('id', '=', requested.body.membershipId)
      .executeTakeFirst();
    expect(row?.status).toBe('payment_mismatch');
    expect(shop.mailsAbout(requested.body.membershipId).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/needs attention/),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'verify that loses the activation to the webhook answers "active", not a stale "requested"',
    async () => {
      if (shop.location.kind !== 'postgres') throw new Error('needs PostgreSQL');
      const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
      const requested = await customer.post('/api/memberships', { ...details, email: customer.email });
      const paid = await payInSandbox(shop.sandbox.url, requested.body.razorpay.orderId);
      const event = { razorpayOrderId: requested.body.razorpay.orderId, paymentId: paid.razorpay_payment_id, amountPaise: 120_000 };

      // Hold the membership row, so the webhook's UPDATE and then verify's queue behind it, in that order,
      // after verify has read the membership as still requested.
      const holder = new pg.Client({ connectionString: shop.location.url });
      await holder.connect();
      const waiting = async (count: number) => {
        for (;;) {
          const { rows } = await holder.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          if (rows[0].n >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      try {
        await holder.query('begin');
        await holder.query('select id from memberships where id = $1 for update', [requested.body.membershipId]);
        const webhook = sendWebhook(shop.app, { ...event, event: 'payment.captured' }).then((response) => response);
        await waiting(1);
        const verify = customer.post('/api/memberships/verify-payment', paid).then((response) => response);
        await waiting(2);
        await holder.query('commit');
        expect((await webhook).status).toBe(200);
        const verified = await verify;
        expect(verified.status).toBe(200);
        expect(verified.body).toMatchObject({ success: true, status: 'active' });
      } finally {
        await holder.end();
      }
    },
  );
});
