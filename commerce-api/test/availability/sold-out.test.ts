import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAvailabilityService } from '../../src/availability/availability-service.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { payInSandbox } from '../support/payments.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

let shop: TestApp;
let staff: Staff;

const MANGO_SOLD_OUT = 'Mango Kooler is sold out today. Please remove it from your cart.';
const OIL_500_SOLD_OUT = 'Virgin Coconut Oil (500 ML) is sold out today. Please remove it from your cart.';

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop, 'staff');
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.deps.db.deleteFrom('sold_out').execute();
});

const mark = (ref: string, soldOut: boolean, size?: string) => staff.put('/availability', { ref, soldOut, ...(size ? { size } : {}) });
const quote = (items: object[]) => request(shop.app).post('/api/cart/quote').set('Origin', SITE_ORIGIN).send({ items });

describe('staff mark what ran out today at the desk', () => {
  it('lists every item of the catalogue with its sizes, and shows a mark to the desk and to the shop', async () => {
    const before = await staff.get('/availability');
    expect(before.status).toBe(200);
    expect(before.body.items.map((item: { ref: string }) => item.ref)).toEqual([
      'kooler:avocado',
      'kooler:chocolate',
      'kooler:mango',
      'product:virgin-coconut-oil',
    ]);
    expect(before.body.items.at(-1).sizes).toEqual([
      { label: '250 ML', soldOut: false },
      { label: '500 ML', soldOut: false },
    ]);

    const marked = await mark('kooler:mango', true);
    expect(marked.status).toBe(200);
    expect(marked.body.items.find((item: { ref: string }) => item.ref === 'kooler:mango').soldOut).toBe(true);
    expect((await mark('product:virgin-coconut-oil', true, '500 ML')).status).toBe(200);

    const shopView = await request(shop.app).get('/api/availability');
    expect(shopView.status).toBe(200);
    expect(shopView.headers['cache-control']).toBe('public, max-age=10');
    expect(shopView.body.soldOut).toEqual([
      { ref: 'kooler:mango', size: null },
      { ref: 'product:virgin-coconut-oil', size: '500 ML' },
    ]);

    expect((await mark('kooler:mango', false)).status).toBe(200);
    expect((await request(shop.app).get('/api/availability')).body.soldOut).toEqual([
      { ref: 'product:virgin-coconut-oil', size: '500 ML' },
    ]);
  });

  it('writes each change to the audit log with who made it; a repeated mark changes nothing and logs nothing', async () => {
    const logged = async () =>
      (await shop.deps.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'item').orderBy('id').execute()).map(
        (row) => `${row.staff_email} ${row.action} ${row.target_id}`,
      );
    const earlier = (await logged()).length;
    await mark('kooler:chocolate', true);
    await mark('kooler:chocolate', true);
    await mark('product:virgin-coconut-oil', true, '250 ML');
    await mark('kooler:chocolate', false);
    expect((await logged()).slice(earlier)).toEqual([
      `${staff.email} availability.sold-out kooler:chocolate`,
      `${staff.email} availability.sold-out product:virgin-coconut-oil (250 ML)`,
      `${staff.email} availability.back kooler:chocolate`,
    ]);
  });

  it('refuses an item the catalogue does not have, a size it does not sell, and a body without a state', async () => {
    expect((await mark('kooler:durian', true)).body).toMatchObject({ code: 'not_found', message: 'That item is not in the catalogue.' });
    expect((await mark('product:virgin-coconut-oil', true, '5 L')).body).toMatchObject({
      code: 'unknown_size',
      message: 'Please choose a size of Virgin Coconut Oil (250 ML, 500 ML).',
    });
    expect((await mark('product:virgin-coconut-oil', true)).status).toBe(400);
    expect((await staff.put('/availability', { ref: 'kooler:mango' })).status).toBe(400);
    expect((await request(shop.app).get('/api/availability')).body.soldOut).toEqual([]);
  });

  it('lasts for the day in India: the next morning the item is on sale again', async () => {
    const availability = createAvailabilityService(shop.deps);
    const lateEvening = new Date('2026-11-26T18:00:00.000Z'); // 23:30 in Navi Mumbai
    await availability.mark({ staffId: null, email: 'test', ip: null }, { ref: 'kooler:mango', size: null, soldOut: true }, lateEvening);
    expect((await availability.today(lateEvening)).soldOut).toEqual([{ ref: 'kooler:mango', size: null }]);
    expect(await availability.today(new Date('2026-11-26T18:30:00.000Z'))).toEqual({ day: '2026-11-27', soldOut: [] });
  });
});

describe('the server refuses to sell what is sold out, whatever the browser sends', () => {
  it('the quote names the sold-out line, so the cart shows the message beside it with Remove', async () => {
    await mark('kooler:mango', true);
    const refused = await quote([
      { ref: 'kooler:avocado', quantity: 1 },
      { ref: 'kooler:mango', quantity: 2, price: 1 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'sold_out', message: MANGO_SOLD_OUT, details: { line: { ref: 'kooler:mango' } } });
    // The old shop's numeric id of the same kooler is the same kooler.
    expect((await quote([{ ref: '1', quantity: 1 }])).body).toMatchObject({ code: 'sold_out', details: { line: { ref: '1' } } });

    await mark('kooler:mango', false);
    expect((await quote([{ ref: 'kooler:mango', quantity: 2 }])).status).toBe(200);
  });

  it('names every line that cannot be delivered today in one answer, and prices the rest', async () => {
    await mark('kooler:mango', true);
    await mark('product:virgin-coconut-oil', true, '500 ML');
    const refused = await quote([
      { ref: 'kooler:mango', quantity: 2 },
      { ref: 'kooler:avocado', quantity: 1 },
      { ref: 'product:virgin-coconut-oil', size: '500 ML', quantity: 1 },
      { ref: 'kooler:no-such-flavour', name: 'Durian', quantity: 1 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('3 items in your cart can’t be delivered today. Please remove them.');
    expect(refused.body.details.lines).toEqual([
      { ref: 'kooler:mango', message: MANGO_SOLD_OUT },
      { ref: 'product:virgin-coconut-oil', size: '500 ML', message: OIL_500_SOLD_OUT },
      { ref: 'kooler:no-such-flavour', message: 'We no longer sell “Durian”. Please remove it from your cart.' },
    ]);
    // From a Hindi page, the same answer in Hindi: its message, and each line's words beside it.
    const inHindi = await quote([
      { ref: 'kooler:mango', quantity: 2 },
      { ref: 'product:virgin-coconut-oil', size: '500 ML', quantity: 1 },
    ]).set('Accept-Language', 'hi');
    expect(inHindi.body).toMatchObject({ code: 'sold_out', message: 'आपके कार्ट की 2 चीज़ें आज डिलीवर नहीं हो सकतीं। कृपया उन्हें हटा दें।' });
    expect(inHindi.body.details.lines.map((line: { message: string }) => line.message)).toEqual([
      'आम आज बिक चुका है। कृपया इसे अपने कार्ट से हटा दें।',
      'Virgin Coconut Oil (500 ML) आज बिक चुका है। कृपया इसे अपने कार्ट से हटा दें।',
    ]);
    // What the cart comes to without them: the avocado kooler alone, priced by the server as ever.
    const alone = await quote([{ ref: 'kooler:avocado', quantity: 1 }]);
    expect(alone.status).toBe(200);
    expect(refused.body.details.quote).toEqual(alone.body);

    // Nothing left to price: no quote of nothing.
    const allGone = await quote([{ ref: 'kooler:mango', quantity: 1 }]);
    expect(allGone.body.details).toEqual({ line: { ref: 'kooler:mango' }, lines: [{ ref: 'kooler:mango', message: MANGO_SOLD_OUT }] });
  });

  it('a sold-out size refuses that size only', async () => {
    await mark('product:virgin-coconut-oil', true, '500 ML');
    const refused = await quote([{ ref: 'product:virgin-coconut-oil', size: '500 ML', quantity: 1 }]);
    expect(refused.body).toMatchObject({
      code: 'sold_out',
      message: OIL_500_SOLD_OUT,
      details: { line: { ref: 'product:virgin-coconut-oil', size: '500 ML' } },
    });
    const other = await quote([{ ref: 'product:virgin-coconut-oil', size: '250 ML', quantity: 1 }]);
    expect(other.status).toBe(200);
    expect(other.body.totalPaise).toBe(24_950);
  });

  it('places no order, online or cash on delivery, with a sold-out line', async () => {
    await mark('kooler:mango', true);
    const customer = await loggedInCustomer(shop.app);
    const items = [{ ref: 'kooler:mango', quantity: 1 }];
    const ordersBefore = await shop.deps.db.selectFrom('orders').select('id').execute();
    const online = await customer.post('/api/orders/create-razorpay-order', { items, customerDetails: vashiCustomer });
    expect(online.status).toBe(400);
    expect(online.body).toMatchObject({ code: 'sold_out', message: MANGO_SOLD_OUT, details: { line: { ref: 'kooler:mango' } } });
    const cod = await customer.post('/api/orders/cod', { items, customerDetails: vashiCustomer });
    expect(cod.body).toMatchObject({ code: 'sold_out', message: MANGO_SOLD_OUT });
    expect(await shop.deps.db.selectFrom('orders').select('id').execute()).toHaveLength(ordersBefore.length);
  });

  it('an order placed before the sell-out stays valid: it is paid and kept', async () => {
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: 'kooler:mango', quantity: 1 }],
      customerDetails: vashiCustomer,
    });
    expect(created.status).toBe(201);
    await mark('kooler:mango', true);

    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    const verified = await customer.post('/api/orders/verify-payment', paid);
    expect(verified.body).toEqual({ success: true, orderId: created.body.orderId, paymentStatus: 'paid' });
  });
});
