import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../src/orders/desk/desk-order-filters.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildOrder, orderNumber, testCustomer } from '../support/orders.ts';
import { buildTestApp, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let owner: Staff;
let staff: Staff;
let customerId: number;

beforeAll(async () => {
  shop = await buildTestApp();
  owner = await signedInStaff(shop, 'owner');
  staff = await signedInStaff(shop);
  customerId = await testCustomer(shop);
});
afterAll(() => shop.close());

type Entry = { action: string; staffId: number | null; staffName: string | null; targetId: string; targetLabel: string | null };

describe('the audit log as owners read it', () => {
  it('names who acted by the name they gave the desk, and the order by its number', async () => {
    const id = await buildOrder(shop, customerId);
    await staff.put(`/orders/${id}/status`, { status: 'confirmed' });
    const log = await owner.get(`/audit-log?targetType=order&targetId=${id}`);
    const me = (await staff.get('/me')).body;
    expect(log.body.entries).toEqual([
      expect.objectContaining({ staffId: staff.id, staffName: me.name, staffEmail: staff.email, targetLabel: await orderNumber(shop, id) }),
    ]);
  });

  it('filters by person, by action and by days in India, together', async () => {
    const mine = await buildOrder(shop, customerId);
    const theirs = await buildOrder(shop, customerId);
    await staff.put(`/orders/${mine}/status`, { status: 'confirmed' });
    await owner.put(`/orders/${theirs}/status`, { status: 'confirmed' });
    await owner.post(`/orders/${theirs}/notes`, { body: 'Gate code 1234' });

    const byStaff = (await owner.get(`/audit-log?staffId=${staff.id}&limit=200`)).body.entries as Entry[];
    expect(byStaff.length).toBeGreaterThan(0);
    expect(byStaff.every((entry) => entry.staffId === staff.id)).toBe(true);
    expect(byStaff.map((entry) => entry.targetId)).toContain(mine);
    expect(byStaff.map((entry) => entry.targetId)).not.toContain(theirs);

    const ownersConfirmations = (await owner.get(`/audit-log?staffId=${owner.id}&action=order.confirmed`)).body.entries as Entry[];
    expect(ownersConfirmations.map((entry) => [entry.action, entry.targetId])).toEqual([['order.confirmed', theirs]]);

    // Today in India holds them; the day before does not.
    const today = indianDate();
    const yesterday = indianDate(new Date(Date.now() - 86_400_000));
    expect(((await owner.get(`/audit-log?from=${today}&to=${today}&action=order.note-added`)).body.entries as Entry[]).length).toBe(1);
    expect((await owner.get(`/audit-log?from=${yesterday}&to=${yesterday}`)).body.entries).toEqual([]);

    const choices = (await owner.get('/audit-log/filters')).body;
    expect(choices.people.map((person: { id: number }) => person.id)).toEqual(expect.arrayContaining([owner.id, staff.id]));
    expect(choices.actions).toEqual(expect.arrayContaining(['order.confirmed', 'order.note-added', 'staff.signed-in']));
  });

  it('names an item by its catalogue name and size, and a team member by name, never by a ref or a row id', async () => {
    await staff.put('/availability', { ref: 'kooler:chocolate', soldOut: true });
    await staff.put('/availability', { ref: 'product:virgin-coconut-oil', size: '250 ML', soldOut: true });
    const items = (await owner.get(`/audit-log?staffId=${staff.id}&action=availability.sold-out`)).body.entries as Entry[];
    expect(items.map((entry) => [entry.targetId, entry.targetLabel])).toEqual([
      ['product:virgin-coconut-oil (250 ML)', 'Virgin Coconut Oil (250 ML)'],
      ['kooler:chocolate', 'Chocolate Kooler'],
    ]);

    const leaving = await signedInStaff(shop);
    const name = (await leaving.get('/me')).body.name as string;
    expect(name).toBeTruthy();
    expect((await owner.put(`/staff/${leaving.id}/disabled`, { disabled: true })).status).toBe(200);
    const turnedOff = (await owner.get(`/audit-log?action=staff.disabled&staffId=${owner.id}`)).body.entries as Entry[];
    expect(turnedOff[0]).toMatchObject({ targetId: String(leaving.id), targetLabel: name });
  });

  it('records the address the web front saw, not one the client wrote into X-Forwarded-For', async () => {
    const id = await buildOrder(shop, customerId);
    // The client claims 198.51.100.66; the web front (the one trusted hop) appends what it saw.
    await staff.agent
      .put(`/api/admin/orders/${id}/status`)
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', '198.51.100.66, 203.0.113.9')
      .send({ status: 'confirmed' });
    const log = await owner.get(`/audit-log?targetType=order&targetId=${id}`);
    expect(log.body.entries[0]).toMatchObject({ action: 'order.confirmed', ip: '203.0.113.9' });
  });

  it('refuses filters it cannot read with a 400 that says why, and stays the owners’', async () => {
    const bad = await owner.get('/audit-log?from=26/11/2026');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/YYYY-MM-DD/);
    expect((await owner.get('/audit-log?action=drop%20table')).status).toBe(400);
    expect((await owner.get('/audit-log?staffId=abc')).status).toBe(400);
    expect((await staff.get('/audit-log/filters')).status).toBe(403);
  });
});

describe('what hands out personal data in bulk (review 3, I6)', () => {
  it('records each CSV export and each customer look-up: who, which, how many; never the searched phone or email', async () => {
    expect((await staff.get('/orders.csv?q=priya%40example.in')).status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect((await staff.get(`/tax-documents.csv?month=${month}`)).status).toBe(200);
    expect((await staff.get(`/customers?q=${encodeURIComponent('98200 12345')}`)).status).toBe(200);

    const entries = (await owner.get(`/audit-log?staffId=${staff.id}&limit=200`)).body.entries as (Entry & { after: unknown })[];
    const action = (name: string) => entries.find((entry) => entry.action === name);
    expect(action('orders.exported')?.after).toEqual({ filters: expect.arrayContaining(['q']) });
    expect(action('tax-documents.exported')?.after).toEqual({ month });
    expect(action('customers.searched')?.after).toEqual({ by: 'phone', found: expect.any(Number) });
    expect(JSON.stringify(entries)).not.toMatch(/priya@|98200|12345/);
  });
});
