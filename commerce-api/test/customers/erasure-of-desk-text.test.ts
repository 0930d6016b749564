import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTypedText } from '../../src/db/migrations/0007-audit-without-typed-text.ts';
import { RESENT_TO } from '../../src/db/migrations/0017-shopper-identity.ts';
import { signedInStaff } from '../support/desk.ts';
import { buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

/**
 * Deleting an account erases what staff typed about the customer's orders too: notes, the
 * cancellation reason, refund reasons. The append-only audit log never holds that text at all.
 */
let shop: TestApp;
const mango = 'kooler:mango';

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

/** Every text column of the rows about one order that staff can write, and its audit entries. */
async function textAbout(orderId: string) {
  const db = shop.deps.db;
  const [notes, history, audit] = await Promise.all([
    db.selectFrom('order_notes').select('body').where('order_id', '=', orderId).execute(),
    db.selectFrom('order_status_history').select('note').where('order_id', '=', orderId).execute(),
    db.selectFrom('audit_log').select(['action', 'after_json']).where('target_id', '=', orderId).execute(),
  ]);
  return JSON.stringify({ notes, history, audit });
}

describe('erasing an account', () => {
  it('erases the desk’s notes and cancellation reason about its orders; the audit log never had them', async () => {
    const customer = await loggedInCustomer(shop.app);
    const placed = await customer.post('/api/orders/cod', { items: [{ ref: mango, quantity: 1 }], customerDetails: vashiCustomer });
    const orderId = placed.body.orderId as string;
    const staff = await signedInStaff(shop);
    await staff.post(`/orders/${orderId}/notes`, { body: 'Call Priya Nair on 9820012345 before coming' });
    await staff.put(`/orders/${orderId}/status`, { status: 'cancelled', reason: 'Priya Nair at Flat 4 asked to cancel' });
    const before = await textAbout(orderId);
    expect(before).toContain('9820012345');
    expect(before).toContain('Flat 4 asked to cancel');
    const audit = await shop.deps.db.selectFrom('audit_log').select('after_json').where('target_id', '=', orderId).execute();
    expect(JSON.stringify(audit)).not.toMatch(/Priya|9820012345|Flat 4/);

    expect((await customer.post('/api/me/delete-account', { password: 'tender-coconut-9' })).status).toBe(200);
    const after = await textAbout(orderId);
    expect(after).not.toMatch(/Priya|9820012345|Flat 4/);
    expect(after).toContain('Cancelled: [erased with the customer’s account]');
  });
});

describe('erasing an account that used a code and had an email sent again', () => {
  it('leaves its email nowhere: not in the audit log, not with the code’s use, not in its orders', async () => {
    const customer = await loggedInCustomer(shop.app);
    const staff = await signedInStaff(shop);
    const owner = await signedInStaff(shop, 'owner');
    const code = `ERASE${Date.now() % 100_000}`;
    expect((await owner.post('/promotion-codes', { code, kind: 'percent', value: 10 })).status).toBe(201);
    const placed = await customer.post('/api/orders/cod', {
      items: [{ ref: mango, quantity: 1 }],
      customerDetails: { ...vashiCustomer, email: customer.email },
      promotionCode: code,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.orderId as string;
    expect((await staff.post(`/orders/${orderId}/emails`, { kind: 'confirmation' })).status).toBe(201);
    await staff.put(`/orders/${orderId}/status`, { status: 'cancelled', reason: 'Asked to' });

    expect((await customer.post('/api/me/delete-account', { password: 'tender-coconut-9' })).status).toBe(200);
    const db = shop.deps.db;
    const [audit, uses, orders] = await Promise.all([
      db.selectFrom('audit_log').selectAll().where('target_id', '=', orderId).execute(),
      db.selectFrom('promotion_code_uses').selectAll().where('order_id', '=', orderId).execute(),
      db.selectFrom('orders').selectAll().where('id', '=', orderId).execute(),
    ]);
    expect(audit.map((entry) => entry.action)).toContain('order.email-resent');
    expect(uses).toHaveLength(1);
    const local = customer.email.split('@')[0] as string;
    expect(JSON.stringify({ audit, uses, orders })).not.toContain(local);
  });
});

describe('audit entries written before', () => {
  it('of emails sent again lose the address they went to', async () => {
    const legacy = {
      at: new Date().toISOString(),
      staff_id: null,
      staff_email: 'owner@koolers.test',
      action: 'order.email-resent',
      target_type: 'order',
      target_id: 'ord_legacy_resent',
      before_json: null,
      after_json: JSON.stringify({ kind: 'confirmation', subject: 'Your Koolers order KC-1001', to: 'priya@example.in' }),
      ip: null,
    };
    await shop.deps.db.insertInto('audit_log').values(legacy).execute();
    expect(await removeTypedText(shop.deps.db, RESENT_TO)).toBe(1);
    const row = await shop.deps.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('target_id', '=', 'ord_legacy_resent')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.after_json as string)).toEqual({
      kind: 'confirmation',
      subject: 'Your Koolers order KC-1001',
      to: '[kept out of the audit log]',
    });
  });

  it('lose the text staff typed, once, and the log stays append-only', async () => {
    const at = new Date().toISOString();
    const legacy = (action: string, after: object) => ({
      at,
      staff_id: null,
      staff_email: 'owner@koolers.test',
      action,
      target_type: 'order',
      target_id: 'ord_legacy',
      before_json: null,
      after_json: JSON.stringify(after),
      ip: null,
    });
    await shop.deps.db
      .insertInto('audit_log')
      .values([
        legacy('order.note-added', { note: 'Priya’s gate code is 4455' }),
        legacy('order.cancelled', { status: 'cancelled', reason: 'Priya moved', note: 'Cancelled: Priya moved' }),
        legacy('order.refund-requested', { refundId: 'rfd_1', amountPaise: 100, reason: 'Priya was away' }),
        legacy('order.confirmed', { status: 'confirmed' }),
      ])
      .execute();

    expect(await removeTypedText(shop.deps.db)).toBe(3);
    const rows = await shop.deps.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('target_id', '=', 'ord_legacy')
      .orderBy('action')
      .execute();
    expect(JSON.stringify(rows)).not.toContain('Priya');
    expect(rows.map((row) => [row.action, JSON.parse(row.after_json as string)])).toEqual([
      ['order.cancelled', { status: 'cancelled', reason: '[kept out of the audit log]', note: '[kept out of the audit log]' }],
      ['order.confirmed', { status: 'confirmed' }],
      ['order.note-added', { note: '[kept out of the audit log]' }],
      ['order.refund-requested', { refundId: 'rfd_1', amountPaise: 100, reason: '[kept out of the audit log]' }],
    ]);
    expect(await removeTypedText(shop.deps.db)).toBe(0);
    await expect(shop.deps.db.updateTable('audit_log').set({ staff_email: 'someone else' }).execute()).rejects.toThrow(/append-only/);
  });
});
