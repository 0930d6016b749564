import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../../src/customers/customer-repository.ts';
import { issueGuestOrderKey, keyOpensOrder } from '../../src/orders/guest-order-links.ts';
import { ERASED_GUEST, eraseIdleGuestOrders } from '../../src/privacy/guest-retention.ts';
import { buildOrder, testCustomer } from '../support/orders.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const DAY = 24 * 60 * 60 * 1000;

/** A cash order, delivered (or left unconfirmed), whose last status change was `daysAgo` days ago. */
async function orderOf(customerId: number, daysAgo: number, delivered = true) {
  const id = await buildOrder(shop, customerId, { email: `someone-${Date.now()}@example.in` });
  if (delivered) {
    await shop.db
      .updateTable('orders')
      .set({ delivery_status: 'delivered', payment_status: 'cash_collected' })
      .where('id', '=', id)
      .execute();
  }
  await shop.db
    .updateTable('order_status_history')
    .set({ created_at: new Date(Date.now() - daysAgo * DAY).toISOString() })
    .where('order_id', '=', id)
    .execute();
  return id;
}

const personal = (id: string) =>
  shop.db
    .selectFrom('orders')
    .select(['customer_name', 'customer_email', 'customer_phone', 'customer_address', 'shopper_email', 'total_paise'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('guest orders kept for a year (review 3, F10)', () => {
  it('erases the personal fields of a settled guest order a year after it last moved, and nothing else', async () => {
    const guest = await insertGuest(shop.db, new Date().toISOString());
    const old = await orderOf(guest, 366);
    const recent = await orderOf(guest, 300);
    const open = await orderOf(await insertGuest(shop.db, new Date().toISOString()), 400, false);
    const account = await orderOf(await testCustomer(shop), 400);
    const key = (await issueGuestOrderKey(shop.db, old)) as string;
    const before = await personal(old);

    expect(await eraseIdleGuestOrders(shop.db, new Date())).toBe(1);
    expect(await personal(old)).toEqual({
      customer_name: ERASED_GUEST,
      customer_email: '',
      customer_phone: '',
      customer_address: '',
      shopper_email: null,
      total_paise: before.total_paise,
    });
    expect(await keyOpensOrder(shop.db, old, key)).toBe(false);
    for (const kept of [recent, open, account]) expect((await personal(kept)).customer_email).not.toBe('');
    expect(await eraseIdleGuestOrders(shop.db, new Date())).toBe(0);
  });
});
