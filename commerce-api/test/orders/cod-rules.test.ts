import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxedCatalog } from '../invoices/taxed-catalog.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { freePort } from '../support/ports.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

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

/** 3 Mango at ₹100 (12% GST): ₹300. */
const items = [{ ref: 'kooler:mango', quantity: 3 }];
const NO_RULES = {
  pincodesOff: [],
  ceilingPaise: null,
  feePaise: 0,
  blockedPhones: [],
  confirmation: { policy: 'never', abovePaise: null },
};

/** An owner replaces the rules at the desk (reading the version first, as the desk's screen does). */
async function setRules(rules: Record<string, unknown>) {
  const current = await owner.get('/cod-rules');
  const changed = await owner.put('/cod-rules', { ...NO_RULES, ...rules, version: current.body.version });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return changed.body;
}

async function placeCod(details: Partial<typeof vashiCustomer> = {}, cart = items) {
  const customer = await loggedInCustomer(shop.app);
  return customer.post('/api/orders/cod', { items: cart, customerDetails: { ...vashiCustomer, ...details } });
}

const quote = (body: Record<string, unknown>) => request(shop.app).post('/api/cart/quote').set('Origin', SITE_ORIGIN).send(body);

describe('the COD rules at the desk', () => {
  it('an owner sets them, everyone at the desk reads them, and the audit log says who changed what', async () => {
    const before = (await staff.get('/cod-rules')).body;
    expect(before.pincodes.map((p: { pincode: string }) => p.pincode)).toEqual(['400703', '403001']);
    const after = await setRules({ feePaise: 2_500, blockedPhones: ['+91 98200-99999'], pincodesOff: ['403001'] });
    expect(after.rules).toMatchObject({ feePaise: 2_500, blockedPhones: ['9820099999'], pincodesOff: ['403001'] });
    expect(after.updatedBy).toBe(owner.email);
    expect((await staff.get('/cod-rules')).body.rules.feePaise).toBe(2_500);

    const audit = await owner.get('/audit-log?targetType=settings&targetId=cod-rules');
    expect(audit.body.entries[0]).toMatchObject({
      action: 'cod_rules.update',
      staffEmail: owner.email,
      after: { feePaise: 2_500, blockedPhones: ['9820099999'] },
    });
  });

  it('refuses a change by staff who are not owners, a bad phone number, and a change made from a stale page', async () => {
    const { version } = (await staff.get('/cod-rules')).body;
    expect((await staff.put('/cod-rules', { ...NO_RULES, version })).status).toBe(403);
    const bad = await owner.put('/cod-rules', { ...NO_RULES, blockedPhones: ['12345'], version });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('“12345” is not a 10-digit phone number.');
    const missing = await owner.put('/cod-rules', { ...NO_RULES, confirmation: { policy: 'above-amount', abovePaise: null }, version });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Give the amount above which COD orders must be confirmed.');

    expect((await owner.put('/cod-rules', { ...NO_RULES, version })).status).toBe(200);
    const stale = await owner.put('/cod-rules', { ...NO_RULES, feePaise: 100, version });
    expect(stale.status).toBe(409);
    expect((await staff.get('/cod-rules')).body.rules.feePaise).toBe(0);
  });

  it('keeps the confirmation policy the owners chose', async () => {
    const saved = await setRules({ confirmation: { policy: 'above-amount', abovePaise: 150_000 } });
    // The owners' call window is 30 minutes unless they set one.
    expect(saved.rules.confirmation).toEqual({ policy: 'above-amount', abovePaise: 150_000, callAfterMinutes: 30 });
    expect((await setRules({ confirmation: { policy: 'first-order', abovePaise: 99, callAfterMinutes: 45 } })).rules.confirmation).toEqual({
      policy: 'first-order',
      abovePaise: null,
      callAfterMinutes: 45,
    });
    expect((await staff.get('/cod-rules')).body.rules.confirmation.callAfterMinutes).toBe(45);
  });

  it('refuses a call window that is not a sensible number of minutes', async () => {
    const { version } = (await staff.get('/cod-rules')).body;
    const zero = await owner.put('/cod-rules', {
      ...NO_RULES,
      confirmation: { policy: 'always', abovePaise: null, callAfterMinutes: 0 },
      version,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('The call window must be at least 1 minute.');
    const days = await owner.put('/cod-rules', {
      ...NO_RULES,
      confirmation: { policy: 'always', abovePaise: null, callAfterMinutes: 4000 },
      version,
    });
    expect(days.body.message).toBe('The call window must be at most 24 hours (1440 minutes).');
  });
});

describe('the server applies the COD rules to every COD order', () => {
  it('refuses a pincode where COD is off, and allows it elsewhere and online', async () => {
    await setRules({ pincodesOff: ['400703'] });
    const refused = await placeCod();
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'cod_refused',
      message: 'Cash on delivery isn’t available for pincode 400703. Please pay online.',
    });
    expect(refused.body.details).toMatchObject({ field: 'paymentMethod', reason: 'pincode' });
    expect((await placeCod({ pincode: '403001', address: 'House 7, Fontainhas, Panaji' })).status).toBe(201);

    const customer = await loggedInCustomer(shop.app);
    const online = await customer.post('/api/orders/create-razorpay-order', { items, customerDetails: vashiCustomer });
    expect(online.status).toBe(201);
  });

  it('refuses an order above the ceiling, and takes one at it', async () => {
    await setRules({ ceilingPaise: 30_000 });
    expect((await placeCod()).status).toBe(201);
    const refused = await placeCod({}, [{ ref: 'kooler:mango', quantity: 4 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Cash on delivery is available for orders up to ₹300. Please pay online.');
  });

  it('refuses a blocked number however it is typed, with the neutral message', async () => {
    await setRules({ blockedPhones: ['9820012345'], pincodesOff: ['400703'] });
    const orderCount = async () =>
      Number(
        (
          await shop.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orderCount();
    const refused = await placeCod({ phone: '+91 98200 12345' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Cash on delivery isn’t available for this order. Please pay online.');
    expect(await orderCount()).toBe(before);
  });
});

describe('the COD fee', () => {
  it('is a line of a COD quote, in its total, and absent from an online quote', async () => {
    await setRules({ feePaise: 3_000 });
    const cod = await quote({ items, paymentMethod: 'cod' });
    expect(cod.status).toBe(200);
    expect(cod.body).toMatchObject({ subtotalPaise: 30_000, codFeePaise: 3_000, totalPaise: 33_000 });
    for (const body of [{ items }, { items, paymentMethod: 'razorpay' }]) {
      const online = await quote(body);
      expect(online.body.codFeePaise).toBeUndefined();
      expect(online.body.totalPaise).toBe(30_000);
    }
  });

  it('is stored on the order and in its total, and in the order email’s totals', async () => {
    await setRules({ feePaise: 3_000 });
    const placed = await placeCod({ name: 'Fee Payer Kulkarni' });
    expect(placed.status).toBe(201);
    expect(placed.body.totalPaise).toBe(33_000);
    const detail = await staff.get(`/orders/${placed.body.orderId}`);
    expect(detail.body).toMatchObject({ subtotalPaise: 30_000, codFeePaise: 3_000, totalPaise: 33_000 });
    const [email] = await shop.mailsAbout('Fee Payer Kulkarni');
    expect(email?.text).toContain('Cash on delivery fee: ₹30.00');
    expect(email?.text).toContain('Total: ₹330.00');
  });

  it('is a line of its own on the tax invoice, at the drinks’ GST rate', async () => {
    await setRules({ feePaise: 3_000 });
    const placed = await placeCod();
    const orderId = placed.body.orderId as string;
    for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
      expect((await staff.put(`/orders/${orderId}/status`, { status })).status).toBe(200);
    }
    const invoice = await shop.db
      .selectFrom('tax_documents')
      .select(['id', 'total_paise'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(invoice.total_paise)).toBe(33_000);
    const lines = await shop.db
      .selectFrom('tax_document_lines')
      .selectAll()
      .where('document_id', '=', invoice.id)
      .orderBy('position')
      .execute();
    expect(lines.map((line) => [line.description, Number(line.rate_percent), Number(line.total_paise)])).toEqual([
      ['Mango', 12, 30_000],
      ['Cash on delivery charges', 12, 3_000],
    ]);
    // ₹30 at 12% intra-state: taxable ₹26.78, CGST and SGST ₹1.61 each.
    const fee = lines[1];
    expect([fee?.taxable_paise, fee?.cgst_paise, fee?.sgst_paise, fee?.igst_paise].map(Number)).toEqual([2_678, 161, 161, 0]);
  });
});
