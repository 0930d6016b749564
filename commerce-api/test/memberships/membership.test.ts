import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../support/desk.ts';
import { buildOrder } from '../support/orders.ts';
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

let references = 0;
/** A UPI payment reference (UTR) nobody has sent yet. */
const newUpiReference = () => {
  references += 1;
  return String(700_000_000_000 + references);
};

let members = 0;
/** The details of a member of their own: Coco Club requests are limited per email too. */
const member = () => {
  members += 1;
  return { ...details, email: `kavya${members}@example.in` };
};

/** CC-1001 → 1001. */
const clubNumber = (text: string) => Number(/^CC-(\d+)$/.exec(text)?.[1]);

async function membershipCount() {
  const { count } = await shop.deps.db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('Coco Club: how to pay', () => {
  it('answers step 2 with a UPI link for ₹1200.00 noting the member’s phone, its QR code and the UPI id, and stores nothing', async () => {
    const before = await membershipCount();
    const mailsBefore = (await shop.outbox()).length;
    const response = await request(shop.app)
      .post('/api/memberships/payment-details')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send({ ...details, phone: '+91 98670 01234' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ step: 2, amountPaise: 120_000 });
    expect(response.body).not.toHaveProperty('membershipId');
    const link = new URL(response.body.upi.link);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      pa: response.body.upi.id,
      am: '1200.00',
      cu: 'INR',
      tn: 'Coco Club 9867001234',
    });
    expect(response.body.upi.qrCode).toMatch(/^data:image\/png;base64,/);
    // Pressing Next is not joining: no record, nobody emailed, until "I've paid" or "Pay now".
    expect(await membershipCount()).toBe(before);
    expect(await shop.outbox()).toHaveLength(mailsBefore);
  });

  it('refuses details it would refuse on "I\'ve paid", beside their field', async () => {
    const response = await request(shop.app)
      .post('/api/memberships/payment-details')
      .set('Origin', SITE_ORIGIN)
      .send({ ...details, pincode: '4007' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Pincode must be exactly 6 digits.', details: { field: 'pincode' } });
  });
});

describe('Coco Club paid by UPI ("I\'ve paid")', () => {
  it('records the request with its UPI reference, waiting for the shop, and emails the member and the shop once', async () => {
    const upiReference = newUpiReference();
    const kavya = member();
    const send = () =>
      request(shop.app)
        .post('/api/memberships')
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', nextIp())
        .send({ ...kavya, upiReference: `${upiReference.slice(0, 4)} ${upiReference.slice(4, 8)} ${upiReference.slice(8)}` });
    const sent = await send();
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      membershipId: expect.stringMatching(/^mem_[\w-]{12}$/),
      number: expect.stringMatching(/^CC-\d{4,}$/),
      status: 'requested',
      upiReference,
      message: 'Thank you for subscribing! We will connect with you shortly.',
    });
    const row = await shop.deps.db
      .selectFrom('memberships')
      .select(['status', 'upi_reference', 'submitted_at', 'razorpay_order_id'])
      .where('id', '=', sent.body.membershipId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'requested', upi_reference: upiReference, submitted_at: expect.any(String), razorpay_order_id: null });
    const mails = await shop.mailsAbout(sent.body.number);
    expect(mails.map((mail) => mail.to).sort()).toEqual([kavya.email, 'orders@koolers.in']);
    expect(mails.find((mail) => mail.to === kavya.email)?.text).toContain(
      `We are checking your UPI payment of ₹1,200.00 for Coco Club (UPI reference ${upiReference}).`,
    );
    expect(mails.find((mail) => mail.to !== kavya.email)?.subject).toContain(`UPI reference ${upiReference}`);
    // People read the CC number in every email about the request, never the internal mem_… id.
    expect(mails.find((mail) => mail.to === kavya.email)?.text).toContain(`Your request number: ${sent.body.number}`);
    expect(mails.find((mail) => mail.to !== kavya.email)?.subject).toContain(`Coco Club request ${sent.body.number} from`);
    for (const mail of mails) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(sent.body.membershipId);

    // The same payment sent again by the same member (a retry) is the same request, and mails nobody again.
    const again = await send();
    expect(again.body.membershipId).toBe(sent.body.membershipId);
    expect(await shop.mailsAbout(sent.body.number)).toHaveLength(2);
    expect(again.body.number).toBe(sent.body.number);
  });

  it('refuses a UPI reference already sent by someone else: one payment pays one membership', async () => {
    const upiReference = newUpiReference();
    const first = await request(shop.app)
      .post('/api/memberships')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send({ ...member(), upiReference });
    expect(first.status).toBe(201);
    const other = await request(shop.app)
      .post('/api/memberships')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send({ ...details, email: 'someone-else@example.in', upiReference });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      code: 'upi_reference_taken',
      message:
        'This UPI reference was already sent with another Coco Club request. Please check the number your UPI app shows, or call us.',
      details: { field: 'upiReference' },
    });
    // The refused request gave its number back: the next one follows the first without a gap.
    const next = await request(shop.app)
      .post('/api/memberships')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send({ ...member(), upiReference: newUpiReference() });
    expect(clubNumber(next.body.number)).toBe(clubNumber(first.body.number) + 1);
  });

  it.each([['12345678901'], ['1234567890123'], ['UTR 12345678'], [''], [undefined]])(
    'refuses the UPI reference %j beside its field, storing nothing',
    async (upiReference) => {
      const before = await membershipCount();
      const response = await request(shop.app)
        .post('/api/memberships')
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', nextIp())
        .send({ ...member(), upiReference });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: 'Please enter the 12-digit UPI reference (UTR) of your payment.',
        details: { field: 'upiReference' },
      });
      expect(await membershipCount()).toBe(before);
    },
  );

  it('thanks a member who asked from a Hindi page in Hindi; the shop’s notice of it stays English', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const sent = await customer.post(
      '/api/memberships',
      { ...details, email: customer.email, upiReference: newUpiReference() },
      { 'Accept-Language': 'hi-IN,hi;q=0.9' },
    );
    expect(sent.status).toBe(201);
    const mails = await shop.mailsAbout(sent.body.number);
    expect(mails.find((mail) => mail.to === customer.email)?.subject).toBe('कोको क्लब से जुड़ने के लिए धन्यवाद!');
    expect(mails.find((mail) => mail.to !== customer.email)?.subject).toMatch(/^Coco Club request CC-\d+ from /);
  });

  it('shows the request waiting for the shop in the account and in where the member stands, until the shop confirms it', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const upiReference = newUpiReference();
    const sent = await customer.post('/api/memberships', { ...details, email: customer.email, upiReference });
    expect(sent.status).toBe(201);
    const pending = {
      id: sent.body.membershipId,
      number: sent.body.number,
      upiReference,
      submittedAt: expect.any(String),
      amountPaise: 120_000,
    };
    const account = (await customer.get('/api/auth/user')).body;
    expect(account).toMatchObject({ membership: null, clubRequest: pending });
    expect((await customer.get('/api/memberships/mine')).body).toEqual({ pending, active: null, saving: null });
    // A visitor's browser keeps the request id: it learns where that request stands, and nothing else.
    const visitor = await request(shop.app).get(`/api/memberships/mine?request=${sent.body.membershipId}`);
    expect(visitor.body).toEqual({ pending, active: null, saving: null });
    expect((await request(shop.app).get('/api/memberships/mine')).body).toEqual({ pending: null, active: null, saving: null });
    expect((await request(shop.app).get('/api/memberships/mine?request=mem_AAAAAAAAAAAA')).body).toEqual({
      pending: null,
      active: null,
      saving: null,
    });

    const desk = await signedInStaff(shop);
    const confirmed = await desk.post(`/memberships/${sent.body.membershipId}/upi-payment-received`, { upiReference });
    expect(confirmed.status).toBe(200);
    const after = (await customer.get('/api/auth/user')).body;
    expect(after).toMatchObject({ membership: { status: 'active' }, clubRequest: null });
    expect((await customer.get('/api/memberships/mine')).body).toEqual({
      pending: null,
      active: { expiresAt: after.membership.expiresAt },
      saving: null,
    });
  });

  it('tells a customer who is not a member what the club would have saved on their last bought orders, and a member nothing', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const { id } = await shop.deps.db.selectFrom('customers').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
    const mine = async () => (await customer.get('/api/memberships/mine')).body.saving;
    expect(await mine()).toBeNull();

    await buildOrder(shop, Number(id), { paymentMethod: 'razorpay', status: 'paid', totalPaise: 24_000 });
    await buildOrder(shop, Number(id), { paymentMethod: 'cod', totalPaise: 10_050 });
    // Never paid: not bought, so no saving on it.
    await buildOrder(shop, Number(id), { paymentMethod: 'razorpay', status: 'pending', totalPaise: 50_000 });
    // 10 % (the plan's member discount) of ₹240.00 and of ₹100.50, each rounded to the paisa.
    expect(await mine()).toEqual({ orders: 2, paise: 2_400 + 1_005 });

    const upiReference = newUpiReference();
    const sent = await customer.post('/api/memberships', { ...details, email: customer.email, upiReference });
    const desk = await signedInStaff(shop);
    await desk.post(`/memberships/${sent.body.membershipId}/upi-payment-received`, { upiReference });
    expect(await mine()).toBeNull();
  });
});

describe('the desk confirms a UPI payment against its reference', () => {
  it('lists the reference, refuses a confirmation naming another, and records amount and reference in the audit log', async () => {
    const upiReference = newUpiReference();
    const email = `meera-${Date.now()}@example.in`;
    const sent = await request(shop.app)
      .post('/api/memberships')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send({ ...details, email, upiReference });
    const owner = await signedInStaff(shop, 'owner');
    const [listed] = (await owner.get(`/memberships?q=${upiReference}`)).body.memberships;
    expect(listed).toMatchObject({
      id: sent.body.membershipId,
      number: sent.body.number,
      status: 'requested',
      upiReference,
      submittedAt: expect.any(String),
    });
    // Staff find a request by the number the member reads out: CC-1001, cc1001 or #1001.
    const number = clubNumber(sent.body.number);
    for (const q of [`CC-${number}`, `cc${number}`, `%23${number}`]) {
      expect((await owner.get(`/memberships?q=${q}`)).body.memberships.map((m: { id: string }) => m.id)).toEqual([sent.body.membershipId]);
    }

    for (const wrong of [{}, { upiReference: newUpiReference() }]) {
      const refused = await owner.post(`/memberships/${sent.body.membershipId}/upi-payment-received`, wrong);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('upi_reference_mismatch');
    }
    const confirmed = await owner.post(`/memberships/${sent.body.membershipId}/upi-payment-received`, { upiReference });
    expect(confirmed.status).toBe(200);
    expect((await shop.mailsAbout(sent.body.number)).filter((mail) => /active/i.test(mail.subject)).map((mail) => mail.to)).toEqual([
      email,
    ]);
    const audit = await shop.deps.db
      .selectFrom('audit_log')
      .select(['before_json'])
      .where('target_id', '=', sent.body.membershipId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '{}')).toEqual({ status: 'requested', upiReference, amountPaise: 120_000 });
  });
});

describe('Coco Club paid through Razorpay ("Pay now")', () => {
  it('records the request only once Razorpay opened its order, and emails nobody until it is paid', async () => {
    const before = await membershipCount();
    const response = await request(shop.app)
      .post('/api/memberships/razorpay')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send(member());
    expect(response.status).toBe(201);
    expect(response.body.razorpay).toMatchObject({ amount: 120_000, currency: 'INR' });
    expect(response.body.number).toMatch(/^CC-\d{4,}$/);
    expect(await membershipCount()).toBe(before + 1);
    expect(await shop.mailsAbout(response.body.number)).toHaveLength(0);
  });

  it.each([
    [{ ...details, pincode: '4007' }, 'Pincode must be exactly 6 digits.'],
    [{ ...details, phone: '12345' }, 'Phone number must be exactly 10 digits.'],
    [{ ...details, email: 'kavya' }, 'Please enter a valid email.'],
    [{ ...details, name: '' }, 'Please enter your full name.'],
  ])('refuses a bad request with a clear 400 (%#)', async (body, message) => {
    const response = await request(shop.app)
      .post('/api/memberships/razorpay')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('becomes active for one year when paid through Razorpay, and shows on the account', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const requested = await customer.post('/api/memberships/razorpay', { ...details, email: customer.email });
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
        number: 900_000 + Number(id),
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
    const renewal = await customer.post('/api/memberships/razorpay', { ...details, email: customer.email });
    const paid = await payInSandbox(shop.sandbox.url, renewal.body.razorpay.orderId);
    expect((await customer.post('/api/memberships/verify-payment', paid)).status).toBe(200);

    const expected = new Date(currentEnd);
    expected.setFullYear(expected.getFullYear() + 1);
    expect((await customer.get('/api/auth/user')).body.membership.expiresAt).toBe(expected.toISOString());
  });

  it('is activated by the webhook alone, exactly once, and a member then gets the discount', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const requested = await customer.post('/api/memberships/razorpay', { ...details, email: customer.email });
    const paid = await payInSandbox(shop.sandbox.url, requested.body.razorpay.orderId);
    const event = { razorpayOrderId: requested.body.razorpay.orderId, paymentId: paid.razorpay_payment_id, amountPaise: 120_000 };
    await Promise.all([
      sendWebhook(shop.app, { ...event, event: 'payment.captured' }),
      sendWebhook(shop.app, { ...event, event: 'order.paid' }),
    ]);
    const activation = (await shop.mailsAbout(requested.body.number)).filter((mail) => /active/i.test(mail.subject));
    expect(activation).toHaveLength(1);

    const quote = await customer.post('/api/cart/quote', { items: [{ ref: 'kooler:mango', quantity: 10 }] });
    expect(quote.body).toMatchObject({ subtotalPaise: 100_000, discountPaise: 10_000, totalPaise: 90_000 });
  });

  it('verify racing the webhook answers "active" every time: the loser re-reads instead of reporting a stale status', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const requested = await customer.post('/api/memberships/razorpay', { ...details, email: customer.email });
    const paid = await payInSandbox(shop.sandbox.url, requested.body.razorpay.orderId);
    const event = { razorpayOrderId: requested.body.razorpay.orderId, paymentId: paid.razorpay_payment_id, amountPaise: 120_000 };
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => customer.post('/api/memberships/verify-payment', paid)),
      sendWebhook(shop.app, { ...event, event: 'payment.captured' }),
      ...Array.from({ length: 6 }, () => customer.post('/api/memberships/verify-payment', paid)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(13).fill(200));
    const activation = (await shop.mailsAbout(requested.body.number)).filter((mail) => /active/i.test(mail.subject));
    expect(activation).toHaveLength(1);
  });

  it('a payment that does not pay the plan flags the membership for the shop and never activates it', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
    const requested = await customer.post('/api/memberships/razorpay', { ...details, email: customer.email });
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
    expect((await shop.mailsAbout(requested.body.membershipId)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/needs attention/),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'verify that loses the activation to the webhook answers "active", not a stale "requested"',
    async () => {
      if (shop.location.kind !== 'postgres') throw new Error('needs PostgreSQL');
      const customer = await loggedInCustomer(shop.app, { ip: nextIp() });
      const requested = await customer.post('/api/memberships/razorpay', { ...details, email: customer.email });
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
