/**
 * An order Razorpay took money for that does not pay it (another amount, or after it was
 * cancelled) is `payment_mismatch`: the shop must review and refund it, so the desk shows it with
 * its words, among the orders it lists by default, in its own status tab and in the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionOrder } from '../../src/orders/order-status.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildOrder, testCustomer } from '../support/orders.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let staff: Staff;
let orderId: string;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop);
  orderId = await buildOrder(shop, await testCustomer(shop), { paymentMethod: 'razorpay', name: 'Mismatched Payer' });
  await transitionOrder(shop.deps.db, {
    orderId,
    from: 'pending',
    to: 'payment_mismatch',
    actor: 'payment-verify',
    note: 'Payment pay_x paid 10000 paise, 24000 were due',
    set: { payment_error: 'Payment pay_x paid 10000 paise, 24000 were due' },
  });
});
afterAll(() => shop.close());

type ListBody = { orders: { id: string; status: string }[]; counts: Record<string, number> };

describe('an order whose payment does not match, on the desk', () => {
  it('is listed by default, counted in its own status and found by it', async () => {
    const all = (await staff.get('/orders')).body as ListBody;
    expect(all.orders.map((order) => [order.id, order.status])).toContainEqual([orderId, 'payment_mismatch']);
    expect(all.counts.payment_mismatch).toBe(1);
    const mismatched = (await staff.get('/orders?status=payment_mismatch')).body as ListBody;
    expect(mismatched.orders.map((order) => order.id)).toEqual([orderId]);
  });

  it('reads "Payment under review" in the CSV, as on the desk and in the customer’s account', async () => {
    const response = await staff.get(`/orders.csv?q=${encodeURIComponent('Mismatched Payer')}`).buffer(true);
    expect(response.status).toBe(200);
    expect(response.text).toContain('Payment under review');
  });
});
