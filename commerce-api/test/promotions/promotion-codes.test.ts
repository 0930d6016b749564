import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentReconciler } from '../../src/payment-events/payment-reconciler.ts';
import { taxedCatalog } from '../invoices/taxed-catalog.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { payInSandbox } from '../support/payments.ts';
import { freePort } from '../support/ports.ts';
import { browser, buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

let shop: TestApp;
let server: Server;
let owner: Staff;
let staff: Staff;

beforeAll(async () => {
  const port = await freePort();
  shop = await buildTestApp({ catalog: taxedCatalog(), webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook` });
  server = createServer(shop.app).listen(port, '127.0.0.1');
  owner = await signedInStaff(shop, 'owner');
  staff = await signedInStaff(shop, 'staff');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

/** 2 Mango (₹100 each, 12% GST) and a Virgin Coconut Oil 250 ML (₹399, 5% GST): ₹599. */
const cart = [
  { ref: 'kooler:mango', quantity: 2 },
  { ref: 'product:virgin-coconut-oil', size: '250 ML', quantity: 1 },
];

let codes = 0;
/** An owner creates a code at the desk; returns its name and id. */
async function createCode(settings: Record<string, unknown> = {}) {
  codes += 1;
  const code = `test-${codes}-${Date.now() % 100_000}`;
  const created = await owner.post('/promotion-codes', { code, kind: 'percent', value: 10, ...settings });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { code: code.toUpperCase(), id: created.body.id as number };
}

async function quote(code: string, who = request.agent(shop.app)) {
  const answer = await who.post('/api/cart/quote').set('Origin', SITE_ORIGIN).send({ items: cart, promotionCode: code });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function deskCode(id: number) {
  const list = await staff.get('/promotion-codes');
  expect(list.status).toBe(200);
  return list.body.codes.find((code: { id: number }) => code.id === id);
}

describe('promotion codes at the desk', () => {
  it('an owner creates a code, stored upper case, and the audit log says who did', async () => {
    const { code, id } = await createCode({ kind: 'amount', value: 5_000, minimumOrderPaise: 30_000, totalUseLimit: 100 });
    expect(code).toMatch(/^TEST-/);
    expect(await deskCode(id)).toMatchObject({ code, kind: 'amount', value: 5_000, minimumOrderPaise: 30_000, paused: false, uses: 0 });
    const audit = await owner.get(`/audit-log?targetType=promotion_code&targetId=${id}`);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'promotion_code.create',
      staffEmail: owner.email,
      after: { code, value: 5_000 },
    });
  });

  it('records every change and every pause with what it was before', async () => {
    const { code, id } = await createCode();
    expect((await owner.put(`/promotion-codes/${id}`, { code, kind: 'percent', value: 20 })).status).toBe(204);
    expect((await owner.put(`/promotion-codes/${id}/paused`, { paused: true })).status).toBe(204);
    expect((await owner.put(`/promotion-codes/${id}/paused`, { paused: false })).status).toBe(204);
    const audit = await owner.get(`/audit-log?targetType=promotion_code&targetId=${id}`);
    expect(audit.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'promotion_code.resume',
      'promotion_code.pause',
      'promotion_code.update',
      'promotion_code.create',
    ]);
    expect(audit.body.entries[2]).toMatchObject({ before: { value: 10 }, after: { value: 20 } });
  });

  it('refuses a second code of the same name, whatever its case', async () => {
    const { code } = await createCode();
    const again = await owner.post('/promotion-codes', { code: code.toLowerCase(), kind: 'percent', value: 5 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'There is already a code with this name. Choose another.', details: { field: 'code' } });
  });

  it('lets other staff read the codes but not create, change or pause them', async () => {
    const { id } = await createCode();
    expect((await staff.post('/promotion-codes', { code: 'STAFFCODE', kind: 'percent', value: 50 })).status).toBe(403);
    expect((await staff.put(`/promotion-codes/${id}/paused`, { paused: true })).status).toBe(403);
    expect((await staff.get('/promotion-codes')).status).toBe(200);
  });

  it('sends each code’s status from its dates, limits and pause, the same one the shopper is refused with', async () => {
    const expired = await createCode({ validUntil: '2025-11-05T18:29:00.000Z' });
    const scheduled = await createCode({ validFrom: '2099-01-01T00:00:00.000Z' });
    const running = await createCode({ validFrom: '2025-01-01T00:00:00.000Z', validUntil: '2099-01-01T00:00:00.000Z' });
    const paused = await createCode();
    await owner.put(`/promotion-codes/${paused.id}/paused`, { paused: true });
    const usedUp = await createCode({ totalUseLimit: 1 });
    const customer = await loggedInCustomer(shop.app);
    expect(
      (await customer.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer, promotionCode: usedUp.code })).status,
    ).toBe(201);

    const expectations: [{ code: string; id: number }, string, string | null][] = [
      [expired, 'expired', 'This code has expired.'],
      [scheduled, 'scheduled', 'This code is not valid yet.'],
      [running, 'running', null],
      [paused, 'paused', 'This code can’t be used at the moment.'],
      [usedUp, 'used_up', 'This code has been used up.'],
    ];
    for (const [{ code, id }, status, refusal] of expectations) {
      expect((await deskCode(id)).status, code).toBe(status);
      const { promotion } = await quote(code);
      expect(promotion, code).toEqual(
        refusal ? expect.objectContaining({ status: 'refused', message: refusal }) : { code, status: 'applied' },
      );
    }
  });

  it('names the field of a bad code', async () => {
    const bad = await owner.post('/promotion-codes', { code: 'X', kind: 'percent', value: 10 });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ field: 'code' });
    const over = await owner.post('/promotion-codes', { code: 'TOOMUCH', kind: 'percent', value: 150 });
    expect(over.body).toMatchObject({ message: 'A percentage is at most 100.', details: { field: 'value' } });
    const unknownItem = await owner.post('/promotion-codes', { code: 'NOSUCH', kind: 'percent', value: 10, refs: ['kooler:kiwi'] });
    expect(unknownItem.body).toMatchObject({ message: 'The catalogue has no item “kooler:kiwi”.', details: { field: 'refs' } });
  });
});

describe('a code in the cart', () => {
  it('is priced by the server, whatever its case, and the quote says which discount it is', async () => {
    const { code } = await createCode({ categories: ['product'], value: 20 });
    const priced = await quote(`  ${code.toLowerCase()} `);
    expect(priced).toMatchObject({
      subtotalPaise: 59_900,
      discountPaise: 7_980,
      discount: { kind: 'code', code, paise: 7_980 },
      promotion: { code, status: 'applied' },
      totalPaise: 51_920,
    });
    // Only the oil is a product: the Mango lines get none of it.
    expect(priced.lines.map((line: { discountPaise: number }) => line.discountPaise)).toEqual([0, 7_980]);
  });

  it.each([
    ['unknown', async () => 'NO-SUCH-CODE', 'We don’t know this code. Please check how it is spelt.'],
    ['expired', async () => (await createCode({ validUntil: '2024-01-01T00:00:00Z' })).code, 'This code has expired.'],
    ['not yet valid', async () => (await createCode({ validFrom: '2099-01-01T00:00:00Z' })).code, 'This code is not valid yet.'],
    [
      'minimum not reached',
      async () => (await createCode({ minimumOrderPaise: 100_000 })).code,
      'This code needs an order of at least ₹1,000.00.',
    ],
    [
      'not for these products',
      async () => (await createCode({ categories: ['diet-drink'] })).code,
      'This code is not for the items in your cart.',
    ],
    [
      'paused',
      async () => {
        const made = await createCode();
        await owner.put(`/promotion-codes/${made.id}/paused`, { paused: true });
        return made.code;
      },
      'This code can’t be used at the moment.',
    ],
  ])('refuses a code that is %s with its message, and prices the cart without it', async (_reason, make, message) => {
    const code = await make();
    const priced = await quote(code);
    expect(priced.promotion).toMatchObject({ code, status: 'refused', message });
    expect(priced).toMatchObject({ discountPaise: 0, discount: null, totalPaise: 59_900 });
  });

  it('says so in the page’s language', async () => {
    const answer = await request(shop.app)
      .post('/api/cart/quote')
      .set('Origin', SITE_ORIGIN)
      .set('Accept-Language', 'hi')
      .send({ items: cart, promotionCode: 'NO-SUCH-CODE' });
    expect(answer.body.promotion).toMatchObject({ status: 'refused', message: 'हम इस कोड को नहीं पहचानते। कृपया उसकी स्पेलिंग जाँचें।' });
  });
});

describe('an order with a code', () => {
  it('holds a use when placed, refuses the customer’s second use, and gives it back when the order is cancelled', async () => {
    const { code, id } = await createCode({ perCustomerLimit: 1 });
    const customer = await loggedInCustomer(shop.app);
    const placed = await customer.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer, promotionCode: code });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.orderId;
    expect(placed.body.totalPaise).toBe(53_910);
    expect((await deskCode(id)).uses).toBe(1);
    // The customer's own order and the desk show which discount it was.
    expect((await customer.get(`/api/me/orders/${orderId}`)).body).toMatchObject({
      discountPaise: 5_990,
      discount: { kind: 'code', code, paise: 5_990 },
    });
    expect((await staff.get(`/orders/${orderId}`)).body.discount).toEqual({ kind: 'code', code, paise: 5_990 });
    // And the emails.
    expect((await shop.mailsAbout(`Code ${code}: −₹59.90`)).length).toBeGreaterThanOrEqual(1);

    expect((await quote(code, customer.agent)).promotion).toMatchObject({ status: 'refused', message: 'You have already used this code.' });
    const second = await customer.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer, promotionCode: code });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      code: 'promotion_refused',
      message: 'You have already used this code.',
      details: { field: 'promotionCode' },
    });

    const cancelled = await staff.put(`/orders/${orderId}/status`, { status: 'cancelled', reason: 'Customer asked' });
    expect(cancelled.status).toBe(200);
    expect((await deskCode(id)).uses).toBe(0);
    const again = await customer.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer, promotionCode: code });
    expect(again.status).toBe(201);
    expect((await deskCode(id)).uses).toBe(1);
  });

  it('refuses the order when the last use is gone', async () => {
    const { code } = await createCode({ totalUseLimit: 1 });
    const first = await loggedInCustomer(shop.app);
    expect((await first.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer, promotionCode: code })).status).toBe(201);
    const late = await loggedInCustomer(shop.app);
    const refused = await late.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer, promotionCode: code });
    expect(refused.body).toMatchObject({ code: 'promotion_refused', message: 'This code has been used up.' });
    expect((await quote(code)).promotion).toMatchObject({ status: 'refused', message: 'This code has been used up.' });
  });

  it('one guest’s unpaid online orders hold a code’s uses only until they expire, 30 minutes later', async () => {
    const { code, id } = await createCode({ totalUseLimit: 2 });
    const hoarder = browser(shop.app, '10.24.3.1');
    expect((await hoarder.post('/api/auth/guest', {})).status).toBe(201);
    for (const email of ['hoard@example.in', 'hoard2@example.in']) {
      const created = await hoarder.post('/api/orders/create-razorpay-order', {
        items: cart,
        customerDetails: { ...vashiCustomer, email },
        promotionCode: code,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    expect((await quote(code)).promotion).toMatchObject({ status: 'refused', reason: 'used_up' });
    const minutesLater = (n: number) => new Date(Date.now() + n * 60_000);
    await createPaymentReconciler(shop.deps).run(minutesLater(20));
    expect((await deskCode(id)).uses).toBe(2);
    const report = await createPaymentReconciler(shop.deps).run(minutesLater(31));
    expect(report.cancelled).toBeGreaterThanOrEqual(2);
    expect((await deskCode(id)).uses).toBe(0);
    const other = await loggedInCustomer(shop.app);
    expect((await quote(code, other.agent)).promotion).toEqual({ code, status: 'applied' });
    const placed = await other.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer, promotionCode: code });
    expect(placed.status).toBe(201);
  });

  /** A guest session of its own that places a COD order with these details. */
  async function asGuest(code: string, details: Record<string, string>) {
    const shopper = browser(shop.app, '10.24.0.1');
    expect((await shopper.post('/api/auth/guest', {})).status).toBe(201);
    return shopper.post('/api/orders/cod', { items: cart, customerDetails: { ...vashiCustomer, ...details }, promotionCode: code });
  }
  let households = 0;
  /** A phone and an address no other test orders with. */
  function household() {
    households += 1;
    const n = String(Date.now() % 100_000).padStart(5, '0');
    return { phone: `98${n}${String(households).padStart(3, '0')}`, address: `Flat ${n}-${households}, Palm Court, Sector 17, Vashi` };
  }

  it('knows a guest by their email, phone or address: a new email with the same phone or address is the same shopper', async () => {
    const { code } = await createCode({ perCustomerLimit: 1, firstOrderOnly: true });
    const home = household();
    const local = `asha.k${Date.now()}`;
    const first = await asGuest(code, { ...home, email: `${local}@gmail.com` });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const other = household();
    for (const details of [
      // The same mailbox, spelt another way.
      { ...other, email: `${local.replace('.', '').toUpperCase()}+again@googlemail.com` },
      // Another email, the same phone.
      { ...other, phone: home.phone, email: `new-${Date.now()}@example.in` },
      // Another email and phone, the same address (written differently).
      { ...other, address: `${home.address.toUpperCase().replaceAll(',', ' ')}.`, email: `new2-${Date.now()}@example.in` },
    ]) {
      const again = await asGuest(code, details);
      expect(again.status, JSON.stringify(details)).toBe(400);
      expect(again.body).toMatchObject({ code: 'promotion_refused', details: { field: 'promotionCode' } });
    }
    // Someone else entirely is not.
    expect((await asGuest(code, { ...household(), email: `someone-${Date.now()}@example.in` })).status).toBe(201);
  });

  it('two guests who gave no email (issue 36) are not one shopper by it: each is known by their phone and address', async () => {
    const { code } = await createCode({ perCustomerLimit: 1, firstOrderOnly: true });
    const home = household();
    expect((await asGuest(code, { ...home, email: '' })).status).toBe(201);
    const stranger = await asGuest(code, { ...household(), email: '' });
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(201);
    // The same phone, still no email: the same shopper.
    const again = await asGuest(code, { ...household(), phone: home.phone, email: '' });
    expect(again.body).toMatchObject({ code: 'promotion_refused', details: { field: 'promotionCode' } });
  });

  it('refuses a customer who used a code signed in the same code again as a guest with a new email', async () => {
    const { code } = await createCode({ perCustomerLimit: 1 });
    const home = household();
    const customer = await loggedInCustomer(shop.app);
    const details = { ...vashiCustomer, ...home, email: customer.email };
    expect((await customer.post('/api/orders/cod', { items: cart, customerDetails: details, promotionCode: code })).status).toBe(201);
    const asGuestAgain = await asGuest(code, { ...home, email: customer.email.replace('@', '+x@') });
    expect(asGuestAgain.body).toMatchObject({ code: 'promotion_refused', message: 'You have already used this code.' });
  });

  it('counts an account by the account alone: a stranger’s guest order with its email spends none of its eligibility', async () => {
    const { code } = await createCode({ perCustomerLimit: 1, firstOrderOnly: true });
    const victim = await loggedInCustomer(shop.app);
    expect((await asGuest(code, { ...household(), email: victim.email.toUpperCase() })).status).toBe(201);
    expect((await quote(code, victim.agent)).promotion).toEqual({ code, status: 'applied' });
    const theirs = await victim.post('/api/orders/cod', {
      items: cart,
      customerDetails: { ...vashiCustomer, ...household(), email: victim.email },
      promotionCode: code,
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
  });

  it('is for a first order only when the owner says so', async () => {
    const { code } = await createCode({ firstOrderOnly: true });
    const customer = await loggedInCustomer(shop.app);
    expect((await customer.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer })).status).toBe(201);
    const refused = await customer.post('/api/orders/cod', { items: cart, customerDetails: vashiCustomer, promotionCode: code });
    expect(refused.body).toMatchObject({ code: 'promotion_refused', message: 'This code is for a first order only.' });
  });

  it('paid online, takes the discount off the taxable value of the lines it is for on the invoice, and counts in the code’s revenue', async () => {
    const { code, id } = await createCode({ categories: ['product'], value: 20 });
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: cart,
      customerDetails: vashiCustomer,
      promotionCode: code,
    });
    expect(created.status).toBe(201);
    expect(created.body.amount).toBe(51_920);
    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(200);
    await shop.sandbox.state.webhooksIdle();

    const invoice = await shop.db
      .selectFrom('tax_documents')
      .select(['id', 'total_paise', 'taxable_paise', 'cgst_paise', 'sgst_paise'])
      .where('order_id', '=', created.body.orderId)
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    const lines = await shop.db
      .selectFrom('tax_document_lines')
      .selectAll()
      .where('document_id', '=', invoice.id)
      .orderBy('position')
      .execute();
    expect(
      lines.map((line) => [line.description, Number(line.gross_paise), Number(line.discount_paise), Number(line.rate_percent)]),
    ).toEqual([
      ['Mango', 20_000, 0, 12],
      ['Virgin Coconut Oil (250 ML)', 39_900, 7_980, 5],
    ]);
    // 5% of ₹319.20 inside Maharashtra: CGST = SGST = round(31_920 × 2.5 / 105) = 760 paise.
    expect(lines[1]).toMatchObject({ taxable_paise: 31_920 - 1_520, cgst_paise: 760, sgst_paise: 760, total_paise: 31_920 });
    const sum = lines.reduce(
      (total, line) => total + Number(line.taxable_paise) + Number(line.cgst_paise) + Number(line.sgst_paise) + Number(line.igst_paise),
      0,
    );
    expect(sum).toBe(51_920);
    expect(Number(invoice.total_paise)).toBe(51_920);

    expect(await deskCode(id)).toMatchObject({ uses: 1, paidOrders: 1, revenuePaise: 51_920, discountGivenPaise: 7_980 });
  });
});
