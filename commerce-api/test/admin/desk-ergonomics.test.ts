import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../../src/customers/customer-repository.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildOrder, orderNumber, testCustomer } from '../support/orders.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let staff: Staff;
let owner: Staff;
let customerId: number;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop);
  owner = await signedInStaff(shop, 'owner');
  customerId = await testCustomer(shop);
});
afterAll(() => shop.close());

type Page = { orders: { id: string }[]; nextCursor: string | null; previousCursor: string | null };

/** Orders a millisecond apart (the same millisecond would order them by their random ids), oldest first. */
async function ordersOf(count: number, overrides: Parameters<typeof buildOrder>[2] = {}) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    ids.push(await buildOrder(shop, customerId, overrides));
  }
  return ids;
}

describe('the list by address: a page before a cursor, and an order’s neighbours', () => {
  it('goes back a page from a link alone (no stack of cursors), and says where the first page is', async () => {
    const tag = `Paged${Date.now()}`;
    const ids = (await ordersOf(5, { name: tag })).reverse();
    const search = `?q=${tag.toLowerCase()}&limit=2`;
    const first = (await staff.get(`/orders${search}`)).body as Page;
    expect(first.orders.map((o) => o.id)).toEqual(ids.slice(0, 2));
    expect(first.previousCursor).toBeNull();
    const second = (await staff.get(`/orders${search}&cursor=${first.nextCursor}`)).body as Page;
    const third = (await staff.get(`/orders${search}&cursor=${second.nextCursor}`)).body as Page;
    expect(third.orders.map((o) => o.id)).toEqual(ids.slice(4));
    expect(third.nextCursor).toBeNull();
    const backToSecond = (await staff.get(`/orders${search}&before=${third.previousCursor}`)).body as Page;
    expect(backToSecond.orders.map((o) => o.id)).toEqual(ids.slice(2, 4));
    const backToFirst = (await staff.get(`/orders${search}&before=${backToSecond.previousCursor}`)).body as Page;
    expect(backToFirst.orders.map((o) => o.id)).toEqual(ids.slice(0, 2));
    expect(backToFirst.previousCursor).toBeNull();
    expect((await staff.get(`/orders${search}&before=x&cursor=y`)).status).toBe(400);
  });

  it('names the orders above and below one in the list its filters and sort show', async () => {
    const tag = `Around${Date.now()}`;
    const [a, b, c] = await ordersOf(3, { name: tag });
    const [na, nc] = [await orderNumber(shop, a as string), await orderNumber(shop, c as string)];
    const newest = await staff.get(`/orders/${b}/neighbours?q=${tag}`);
    expect(newest.body).toEqual({ previous: { id: c, number: nc }, next: { id: a, number: na } });
    const oldest = await staff.get(`/orders/${b}/neighbours?q=${tag}&sort=oldest`);
    expect(oldest.body).toEqual({ previous: { id: a, number: na }, next: { id: c, number: nc } });
    expect((await staff.get(`/orders/${c}/neighbours?q=${tag}`)).body.previous).toBeNull();
    expect((await staff.get('/orders/ord_missing/neighbours')).status).toBe(404);
  });
});

describe('the customer behind an order', () => {
  it('counts their orders and what they spent (paid or collected, less refunds), and lists the others', async () => {
    const email = `regular-${Date.now()}@example.in`;
    const me = await testCustomer(shop, email);
    const paid = await buildOrder(shop, me, { email, paymentMethod: 'razorpay', status: 'paid', totalPaise: 50_000 });
    await buildOrder(shop, me, { email, paymentMethod: 'razorpay', status: 'pending', totalPaise: 70_000 });
    const cashDue = await buildOrder(shop, me, { email, totalPaise: 30_000 });
    await shop.db
      .updateTable('orders')
      .set({ refunded_paise: 10_000, payment_status: 'partially_refunded' })
      .where('id', '=', paid)
      .execute();

    const summary = await staff.get(`/orders/${cashDue}/customer`);
    expect(summary.status).toBe(200);
    // The unpaid online checkout is no order; the cash not yet collected is no spend.
    expect(summary.body).toMatchObject({ orderCount: 2, totalSpentPaise: 40_000 });
    expect(summary.body.otherOrders).toEqual([
      expect.objectContaining({ id: paid, number: await orderNumber(shop, paid), paymentStatus: 'partially_refunded', totalPaise: 50_000 }),
    ]);
    expect((await staff.get('/orders/ord_missing/customer')).status).toBe(404);
  });

  it('never shows a customer’s orders as those of a stranger who typed their email into an order', async () => {
    const email = `victim-${Date.now()}@example.in`;
    const victim = await testCustomer(shop, email);
    const theirs = await buildOrder(shop, victim, { email, totalPaise: 45_000 });
    const stranger = await insertGuest(shop.db, new Date().toISOString());
    const typed = await buildOrder(shop, stranger, { email: email.toUpperCase() });

    const strangers = (await staff.get(`/orders/${typed}/customer`)).body;
    expect(strangers).toMatchObject({ orderCount: 1, otherOrders: [] });
    const victims = (await staff.get(`/orders/${theirs}/customer`)).body;
    expect(victims).toMatchObject({ orderCount: 1, totalSpentPaise: 0, otherOrders: [] });
  });
});

describe('sending a customer email again', () => {
  it('sends the confirmation and the latest status email through the mailer, lists them and writes the audit log', async () => {
    const id = await buildOrder(shop, customerId, { status: 'confirmed' });
    const number = await orderNumber(shop, id);
    const detail = (await staff.get(`/orders/${id}`)).body;
    expect(detail.resendableEmails.map((email: { kind: string }) => email.kind)).toEqual(['confirmation', 'status']);

    const before = (await shop.mailsAbout(number)).length;
    const again = await staff.post(`/orders/${id}/emails`, { kind: 'status' });
    expect(again.status).toBe(201);
    expect(again.body.message).toBe(`Sent again to priya@example.in: “Your Koolers order ${number} is confirmed”.`);
    expect(again.body.order.emails.at(-1)).toMatchObject({ subject: `Your Koolers order ${number} is confirmed`, status: 'sent' });
    expect((await shop.mailsAbout(number)).length).toBe(before + 1);
    await staff.post(`/orders/${id}/emails`, { kind: 'confirmation' });
    expect((await shop.mailsAbout(number)).length).toBe(before + 2);

    const log = (await owner.get(`/audit-log?targetType=order&targetId=${id}`)).body.entries;
    expect(log.filter((entry: { action: string }) => entry.action === 'order.email-resent')).toHaveLength(2);
    expect((await staff.post(`/orders/${id}/emails`, { kind: 'everything' })).status).toBe(400);
  });

  it('refuses a status email for an order whose status brought none', async () => {
    const id = await buildOrder(shop, customerId);
    expect((await staff.get(`/orders/${id}`)).body.resendableEmails.map((email: { kind: string }) => email.kind)).toEqual(['confirmation']);
    const refused = await staff.post(`/orders/${id}/emails`, { kind: 'status' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order’s status brings no email to send again.');
  });
});
