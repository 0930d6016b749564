import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayPayment, GatewayUnavailableError } from '../../src/payments/razorpay-gateway.ts';
import { payInSandbox, sendWebhook } from '../support/payments.ts';
import { buildTestApp, keys, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

const VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';

/** What Razorpay says about each payment id, when a test wants it to say something else. */
const paymentOverrides = new Map<string, Partial<GatewayPayment> | 'unreachable'>();
let shop: TestApp;
const mango = 'kooler:mango';
beforeAll(async () => {
  shop = await buildTestApp({
    wrapPayments: (gateway) => ({
      ...gateway,
      async fetchPayment(id) {
        const override = paymentOverrides.get(id);
        if (override === 'unreachable') throw new GatewayUnavailableError('Razorpay unavailable: no response (ECONNREFUSED)');
        return { ...(await gateway.fetchPayment(id)), ...override };
      },
    }),
  });
});
afterAll(() => shop.close());

async function paidOrder(customer: Awaited<ReturnType<typeof loggedInCustomer>>, quantity = 1) {
  const created = await customer.post('/api/orders/create-razorpay-order', {
    items: [{ ref: mango, quantity }],
    customerDetails: vashiCustomer,
  });
  expect(created.status).toBe(201);
  const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
  return { orderId: created.body.orderId as string, razorpayOrderId: created.body.razorpayOrderId as string, paid };
}

async function orderOf(customer: Awaited<ReturnType<typeof loggedInCustomer>>, orderId: string) {
  return (await customer.get(`/api/me/orders/${orderId}`)).body;
}

describe('verify asks Razorpay what was paid before recording it', () => {
  it('a payment of another amount flags the order for the shop: 409, never paid, not even by a later verify or webhook', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { orderId, razorpayOrderId, paid } = await paidOrder(customer);
    // The order's total no longer matches what its Razorpay order asked for.
    await shop.deps.db.updateTable('orders').set({ total_paise: 20_000 }).where('id', '=', orderId).execute();

    const verified = await customer.post('/api/orders/verify-payment', paid);
    expect(verified.status).toBe(409);
    expect(verified.body).toEqual({ code: 'payment_mismatch', message: VERIFICATION_FAILED });
    const flagged = await orderOf(customer, orderId);
    expect(flagged).toMatchObject({ paymentStatus: 'mismatch', deliveryStatus: 'unconfirmed' });
    expect(flagged.history.at(-1)).toMatchObject({ kind: 'payment', from: 'pending', to: 'mismatch', actor: 'payment-verify' });
    expect(flagged.history.at(-1).note).toMatch(/10000 paise.*20000/);
    const alert = (await shop.mailsAbout(orderId)).filter((mail) => mail.to === 'orders@koolers.in');
    expect(alert.map((mail) => mail.subject)).toEqual([`Payment for order ${flagged.number} (${orderId}) needs attention`]);

    expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(409);
    await sendWebhook(shop.app, { event: 'order.paid', razorpayOrderId, paymentId: paid.razorpay_payment_id, amountPaise: 20_000 });
    expect((await orderOf(customer, orderId)).paymentStatus).toBe('mismatch');
    expect((await shop.mailsAbout(flagged.number)).filter((mail) => /Payment received/.test(mail.subject))).toEqual([]);
  });

  it('a payment Razorpay has not captured yet leaves the order pending and says it is being confirmed', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { orderId, paid } = await paidOrder(customer);
    paymentOverrides.set(paid.razorpay_payment_id, { status: 'authorized', captured: false });

    const verified = await customer.post('/api/orders/verify-payment', paid);
    expect(verified.status).toBe(409);
    expect(verified.body.code).toBe('payment_pending');
    expect(verified.body.message).toMatch(/being confirmed/);
    expect((await orderOf(customer, orderId)).paymentStatus).toBe('pending');

    paymentOverrides.delete(paid.razorpay_payment_id);
    expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(200);
    expect((await orderOf(customer, orderId)).paymentStatus).toBe('paid');
  });

  it('a signed pair whose payment belongs to another Razorpay order flags the order', async () => {
    const customer = await loggedInCustomer(shop.app);
    const first = await paidOrder(customer);
    const second = await paidOrder(customer, 2);
    // Signed with the key secret, as only Razorpay can: the signature alone does not prove the pair.
    const signature = createHmac('sha256', keys.keySecret)
      .update(`${first.razorpayOrderId}|${second.paid.razorpay_payment_id}`)
      .digest('hex');
    const verified = await customer.post('/api/orders/verify-payment', {
      razorpay_order_id: first.razorpayOrderId,
      razorpay_payment_id: second.paid.razorpay_payment_id,
      razorpay_signature: signature,
    });
    expect(verified.status).toBe(409);
    const flagged = await orderOf(customer, first.orderId);
    expect(flagged.paymentStatus).toBe('mismatch');
    expect(flagged.history.at(-1).note).toMatch(new RegExp(`for ${second.razorpayOrderId}`));
  });

  it('Razorpay unreachable at verify: 502 "try again", the order stays pending for the webhook', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { orderId, paid } = await paidOrder(customer);
    paymentOverrides.set(paid.razorpay_payment_id, 'unreachable');
    const verified = await customer.post('/api/orders/verify-payment', paid);
    paymentOverrides.delete(paid.razorpay_payment_id);
    expect(verified.status).toBe(502);
    expect(verified.body).toEqual({ code: 'payment_unavailable', message: 'Payment verification failed. Please try again.' });
    expect((await orderOf(customer, orderId)).paymentStatus).toBe('pending');
  });

  it('an order already paid answers again without asking Razorpay', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { orderId, paid } = await paidOrder(customer);
    expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(200);
    paymentOverrides.set(paid.razorpay_payment_id, { amountPaise: 1 });
    const again = await customer.post('/api/orders/verify-payment', paid);
    paymentOverrides.delete(paid.razorpay_payment_id);
    expect(again.body).toEqual({ success: true, orderId, paymentStatus: 'paid' });
  });
});

describe('the webhook checks what was paid too', () => {
  it.each([
    ['another amount', { amountPaise: 100 }, /100 paise/],
    ['another currency', { currency: 'USD' }, /USD/],
  ])('%s flags the order for the shop', async (_case, change, note) => {
    const customer = await loggedInCustomer(shop.app);
    const { orderId, razorpayOrderId, paid } = await paidOrder(customer);
    const response = await sendWebhook(shop.app, {
      event: 'payment.captured',
      razorpayOrderId,
      paymentId: paid.razorpay_payment_id,
      amountPaise: 10_000,
      ...change,
    });
    expect(response.status).toBe(200);
    const order = await orderOf(customer, orderId);
    expect(order).toMatchObject({ paymentStatus: 'mismatch', deliveryStatus: 'unconfirmed' });
    expect(order.history.at(-1)).toMatchObject({
      kind: 'payment',
      to: 'mismatch',
      actor: 'razorpay-webhook',
      note: expect.stringMatching(note),
    });
    expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(409);
  });

  it('a payment captured for an order that was cancelled meanwhile is flagged for a refund', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { orderId, razorpayOrderId, paid } = await paidOrder(customer);
    await shop.deps.db
      .updateTable('orders')
      .set({ delivery_status: 'cancelled', payment_status: 'voided' })
      .where('id', '=', orderId)
      .execute();
    await sendWebhook(shop.app, { event: 'payment.captured', razorpayOrderId, paymentId: paid.razorpay_payment_id, amountPaise: 10_000 });
    const order = await orderOf(customer, orderId);
    expect(order).toMatchObject({ paymentStatus: 'mismatch', deliveryStatus: 'cancelled', razorpayPaymentId: paid.razorpay_payment_id });
    expect(order.history.at(-1).note).toMatch(/cancelled/);
  });
});
