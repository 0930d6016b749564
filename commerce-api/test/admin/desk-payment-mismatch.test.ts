/**
 * An order Razorpay took money for that does not pay it (another amount, or after it was
 * cancelled) has the payment status `mismatch`: the shop must review and refund it, so the desk
 * shows it with its words, among the orders it lists by default, in its own payment tab and in the
 * CSV, and never counts it as paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movePayment } from '../../src/orders/payment-status.ts';
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
  await movePayment(shop.deps.db, {
    orderId,
    from: 'pending',
    to: 'mismatch',
    actor: 'payment-verify',
    note: 'Payment pay_x paid 10000 paise, 24000 were due',
    set: { payment_error: 'Payment pay_x paid 10000 paise, 24000 were due' },
  });
});
afterAll(() => shop.close());

type ListBody = {
  orders: { id: string; paymentStatus: string; deliveryStatus: string }[];
  counts: { payment: Record<string, number>; delivery: Record<string, number> };
};

describe('an order whose payment does not match, on the desk', () => {
  it('is listed by default, counted in its own payment status and found by it', async () => {
    const all = (await staff.get('/orders')).body as ListBody;
    expect(all.orders.map((order) => [order.id, order.paymentStatus, order.deliveryStatus])).toContainEqual([
      orderId,
      'mismatch',
      'unconfirmed',
    ]);
    expect(all.counts.payment.mismatch).toBe(1);
    expect(all.counts.payment.paid).toBe(0);
    const mismatched = (await staff.get('/orders?paymentStatus=mismatch')).body as ListBody;
    expect(mismatched.orders.map((order) => order.id)).toEqual([orderId]);
  });

  it('cannot be confirmed: it was never paid', async () => {
    const refused = await staff.put(`/orders/${orderId}/status`, { status: 'confirmed' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('An online order can be confirmed only once it is paid.');
  });

  it('is not revenue on the dashboard', async () => {
    const numbers = (await staff.get('/dashboard')).body as { today: { orders: number; revenuePaise: number } };
    expect(numbers.today).toMatchObject({ orders: 0, revenuePaise: 0 });
  });

  it('reads "Payment under review" in the CSV, as on the desk and in the customer’s account', async () => {
    const response = await staff.get(`/orders.csv?q=${encodeURIComponent('Mismatched Payer')}`).buffer(true);
    expect(response.status).toBe(200);
    expect(response.text).toContain('Payment under review');
  });

  // Last: cancelling is final. The customer was charged (money that does not pay the order), so the
  // email must never say nothing was.
  it('cancelled by the shop, tells the customer the money they paid goes back, not that nothing was charged', async () => {
    const cancelled = await staff.put(`/orders/${orderId}/status`, { status: 'cancelled', reason: 'Your payment did not match the order' });
    expect(cancelled.status).toBe(200);
    const [mail] = await shop.mailsAbout('Your payment did not match the order');
    expect(mail?.text).toContain('The payment you made will be refunded to the account you paid from');
    expect(mail?.text).not.toContain('Nothing was charged');
    expect(mail?.text).toContain('Payment: Payment under review. Delivery: Cancelled.');
  });
});
