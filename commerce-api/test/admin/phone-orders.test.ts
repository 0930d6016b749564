import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let staff: Staff;
let owner: Staff;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop);
  owner = await signedInStaff(shop, 'owner');
});
afterAll(() => shop.close());

const details = (email: string) => ({
  name: 'Ravi Phone',
  email,
  phone: '98200 55555',
  address: 'Flat 9, Palm Court, Sector 17, Vashi',
  pincode: '400703',
});

describe('an order a customer phones in', () => {
  it('lists the catalogue checkout prices with', async () => {
    const { items } = (await staff.get('/catalogue')).body as { items: { ref: string; unitPricePaise: number | null }[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => typeof item.ref === 'string')).toBe(true);
  });

  it('says which items and sizes are sold out today, as checkout would refuse them', async () => {
    type Listed = { ref: string; soldOut: boolean; sizes: { label: string; soldOut: boolean }[] };
    const listed = async () => (await staff.get('/catalogue')).body.items as Listed[];
    const before = await listed();
    const single = before.find((item) => item.sizes.length === 0);
    const sized = before.find((item) => item.sizes.length > 1);
    if (!single || !sized) throw new Error('the catalogue needs an item without sizes and one with two');
    expect(before.every((item) => !item.soldOut && item.sizes.every((size) => !size.soldOut))).toBe(true);
    const [first, second] = sized.sizes;
    expect((await staff.put('/availability', { ref: single.ref, soldOut: true })).status).toBe(200);
    expect((await staff.put('/availability', { ref: sized.ref, size: first?.label, soldOut: true })).status).toBe(200);

    const after = await listed();
    expect(after.find((item) => item.ref === single.ref)?.soldOut).toBe(true);
    const sizes = after.find((item) => item.ref === sized.ref)?.sizes;
    expect(sizes?.find((size) => size.label === first?.label)?.soldOut).toBe(true);
    expect(sizes?.find((size) => size.label === second?.label)?.soldOut).toBe(false);

    await staff.put('/availability', { ref: single.ref, soldOut: false });
    await staff.put('/availability', { ref: sized.ref, size: first?.label, soldOut: false });
  });

  it('is priced by the server exactly as checkout prices the same cart, emailed as usual and audit-logged (guest)', async () => {
    const { items } = (await staff.get('/catalogue')).body as { items: { ref: string; unitPricePaise: number | null }[] };
    const item = items.find((entry) => entry.unitPricePaise !== null);
    if (!item) throw new Error('no single-size item in the catalogue');
    const cart = [{ ref: item.ref, quantity: 3 }];
    const email = `phone-${Date.now()}@example.in`;
    const placed = await staff.post('/phone-orders', { items: cart, customerDetails: details(email) });
    expect(placed.status).toBe(201);
    const quote = await shop.deps.db.selectFrom('orders').selectAll().where('id', '=', placed.body.orderId).executeTakeFirstOrThrow();
    expect(quote).toMatchObject({
      payment_method: 'cod',
      payment_status: 'cash_due',
      delivery_status: 'unconfirmed',
      customer_phone: '9820055555',
    });
    expect(placed.body.totalPaise).toBe(Number(quote.total_paise));
    expect(Number(quote.subtotal_paise)).toBe((item.unitPricePaise as number) * 3);
    expect((await shop.mailsAbout(placed.body.number)).some((mail) => mail.to === email && mail.subject.endsWith('is placed'))).toBe(true);
    const log = (await owner.get(`/audit-log?targetType=order&targetId=${placed.body.orderId}`)).body.entries;
    expect(log).toEqual([expect.objectContaining({ action: 'order.phoned-in', staffId: staff.id })]);
  });

  it.each([
    ['a guest', false],
    ['a customer’s account', true],
  ])('placed for %s and sent again with the same form’s key (a retry), is placed and emailed once', async (_who, onAccount) => {
    const { items } = (await staff.get('/catalogue')).body as { items: { ref: string; unitPricePaise: number | null }[] };
    const item = items.find((entry) => entry.unitPricePaise !== null) as { ref: string };
    const email = `retry-${onAccount}-${Date.now()}@example.in`;
    let customerId: number | undefined;
    if (onAccount) {
      const { default: request } = await import('supertest');
      const password = 'tender-coconut-9';
      await request(shop.app)
        .post('/api/auth/register')
        .set('Origin', 'http://127.0.0.1:4321')
        .send({ name: 'Retry Regular', email, phoneNumber: '9820066666', password, confirmPassword: password });
      customerId = (await staff.get(`/customers?q=${encodeURIComponent(email)}`)).body.customers[0].id;
    }
    const form = { ...(customerId ? { customerId } : {}), items: [{ ref: item.ref, quantity: 2 }], customerDetails: details(email) };
    const key = `phone-form-${Date.now()}`;
    const [first, retry] = await Promise.all([
      staff.post('/phone-orders', form).set('Idempotency-Key', key),
      staff.post('/phone-orders', form).set('Idempotency-Key', key),
    ]);
    const late = await staff.post('/phone-orders', form).set('Idempotency-Key', key);
    expect([first.status, retry.status, late.status]).toEqual([201, 201, 201]);
    expect(new Set([first.body.orderId, retry.body.orderId, late.body.orderId]).size).toBe(1);
    const orders = await shop.db.selectFrom('orders').select('id').where('customer_email', '=', email).execute();
    expect(orders).toHaveLength(1);
    expect(
      (await shop.mailsAbout(first.body.number)).filter((mail) => mail.to === email && mail.subject.endsWith('is placed')),
    ).toHaveLength(1);
    const log = (await owner.get(`/audit-log?targetType=order&targetId=${first.body.orderId}`)).body.entries;
    expect(log.filter((entry: { action: string }) => entry.action === 'order.phoned-in').length).toBeGreaterThanOrEqual(1);
    // A new form is a new order.
    const next = await staff.post('/phone-orders', form).set('Idempotency-Key', `${key}-next`);
    expect(next.body.orderId).not.toBe(first.body.orderId);
  });

  it('finds a customer with an account by phone or email, and puts the order on their account', async () => {
    const email = `regular-${Date.now()}@example.in`;
    const password = 'tender-coconut-9';
    const { default: request } = await import('supertest');
    await request(shop.app)
      .post('/api/auth/register')
      .set('Origin', 'http://127.0.0.1:4321')
      .send({ name: 'Meera Regular', email, phoneNumber: '9820077777', password, confirmPassword: password });
    const byPhone = (await staff.get(`/customers?q=${encodeURIComponent('+91 98200 77777')}`)).body.customers;
    expect(byPhone).toEqual([expect.objectContaining({ name: 'Meera Regular', email })]);
    const byEmail = (await staff.get(`/customers?q=${encodeURIComponent(email.toUpperCase())}`)).body.customers;
    expect(byEmail.map((customer: { id: number }) => customer.id)).toEqual([byPhone[0].id]);
    expect((await staff.get('/customers?q=meera')).body.customers).toEqual([]);

    const { items } = (await staff.get('/catalogue')).body as { items: { ref: string; unitPricePaise: number | null }[] };
    const item = items.find((entry) => entry.unitPricePaise !== null) as { ref: string };
    const placed = await staff.post('/phone-orders', {
      customerId: byPhone[0].id,
      items: [{ ref: item.ref, quantity: 1 }],
      customerDetails: details(email),
    });
    expect(placed.status).toBe(201);
    const row = await shop.deps.db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', placed.body.orderId)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(byPhone[0].id);
  });

  it('shows what the order comes to before it is placed, with the account’s member price: the total placing it charges', async () => {
    const email = `member-${Date.now()}@example.in`;
    const { default: request } = await import('supertest');
    await request(shop.app)
      .post('/api/auth/register')
      .set('Origin', 'http://127.0.0.1:4321')
      .send({ name: 'Meera Member', email, phoneNumber: '9820066666', password: 'tender-coconut-9', confirmPassword: 'tender-coconut-9' });
    const [account] = (await staff.get(`/customers?q=${encodeURIComponent(email)}`)).body.customers as { id: number }[];
    const now = new Date();
    await shop.deps.db
      .insertInto('memberships')
      .values({
        id: `mem-${Date.now()}`,
        number: 9_000 + (Date.now() % 1_000),
        customer_id: account?.id ?? null,
        name: 'Meera Member',
        email,
        phone: '9820066666',
        address: 'Vashi',
        pincode: '400703',
        status: 'active',
        amount_paise: 120_000,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        created_at: now.toISOString(),
        activated_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
        payment_checked_at: null,
        submitted_at: null,
        upi_reference: null,
      })
      .execute();
    const { items: catalogue } = (await staff.get('/catalogue')).body as { items: { ref: string; unitPricePaise: number | null }[] };
    const kooler = catalogue.find((entry) => entry.ref.startsWith('kooler:') && entry.unitPricePaise !== null) as { ref: string };
    const items = [{ ref: kooler.ref, quantity: 4 }];

    const asGuest = await staff.post('/phone-orders/quote', { items });
    const asMember = await staff.post('/phone-orders/quote', { customerId: account?.id, items });
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.discountPaise).toBe(0);
    expect(asMember.body.discountPaise).toBeGreaterThan(0);
    expect(asMember.body.totalPaise).toBeLessThan(asGuest.body.totalPaise);
    const placed = await staff.post('/phone-orders', { customerId: account?.id, items, customerDetails: details(email) });
    expect(placed.body.totalPaise).toBe(asMember.body.totalPaise);

    expect((await staff.post('/phone-orders/quote', { customerId: 999_999, items })).status).toBe(404);
    expect((await staff.post('/phone-orders/quote', { items: [] })).status).toBe(400);
  });

  it('takes an order with a phone and no email (issue 36): its messages go to the phone, and the desk offers no email to send again', async () => {
    const placed = await staff.post('/phone-orders', { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: details('') });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.message).toBe(
      `Order ${placed.body.number} placed: no email given, so its confirmation goes to the customer’s phone.`,
    );
    const detail = await staff.get(`/orders/${placed.body.orderId}`);
    expect(detail.body.resendableEmails).toEqual([]);
    const again = await staff.post(`/orders/${placed.body.orderId}/emails`, { kind: 'confirmation' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order has no email address: send the message again to the customer’s phone instead.');
  });

  it('refuses what checkout refuses, with checkout’s own messages', async () => {
    const refused = await staff.post('/phone-orders', { items: [], customerDetails: details('x@example.in') });
    expect(refused.status).toBe(400);
    const far = await staff.post('/phone-orders', {
      items: [{ ref: 'kooler:does-not-exist', quantity: 1 }],
      customerDetails: details('x@example.in'),
    });
    expect(far.status).toBeGreaterThanOrEqual(400);
    expect(
      (
        await staff.post('/phone-orders', {
          customerId: 999999,
          items: [{ ref: 'x', quantity: 1 }],
          customerDetails: details('x@example.in'),
        })
      ).status,
    ).toBe(404);
  });
});
