import { createHmac } from 'node:crypto';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, checkout, createOrder, KEY_SECRET, startSandbox } from './test-helpers.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

// Computed here independently of the sandbox's own signature code.
const expectedSignature = (orderId: string, paymentId: string) =>
  createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

describe('checkout.js', () => {
  it('is served as JavaScript and defines window.Razorpay', async () => {
    const res = await fetch(`${sandbox.baseUrl}/v1/checkout.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    const source = await res.text();
    expect(source).toContain('no money moves');

    const window: Record<string, unknown> = {};
    const document = { currentScript: { src: `${sandbox.baseUrl}/v1/checkout.js` } };
    vm.runInNewContext(source, { window, document, URL });
    const Razorpay = window.Razorpay as new (options: unknown) => { on(e: string, f: () => void): unknown };
    expect(typeof Razorpay).toBe('function');
    expect(() => new Razorpay({})).toThrow('No key passed');
    const rzp = new Razorpay({ key: 'rzp_test_x', order_id: 'order_x', amount: 100 });
    expect(rzp.on('payment.failed', () => {})).toBe(rzp);
  });

  it('lets the shop origin call the checkout endpoints (CORS preflight)', async () => {
    const res = await fetch(`${sandbox.baseUrl}/v1/checkout/authorize`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });
});

describe('POST /v1/checkout/authorize', () => {
  it('captures a payment, marks the order paid and signs order_id|payment_id with the key secret', async () => {
    const order = await createOrder(sandbox.baseUrl, 31_500);
    const res = await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id, method: 'card' });
    expect(res.status).toBe(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = res.body;
    expect(razorpay_order_id).toBe(order.id);
    expect(razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(razorpay_signature).toBe(expectedSignature(order.id, razorpay_payment_id));

    const after = await api(sandbox.baseUrl, 'GET', `/v1/orders/${order.id}`);
    expect(after.body).toMatchObject({ status: 'paid', amount_paid: 31_500, amount_due: 0, attempts: 1 });
    const payments = await api(sandbox.baseUrl, 'GET', `/v1/orders/${order.id}/payments`);
    expect(payments.body).toMatchObject({ entity: 'collection', count: 1 });
    expect(payments.body.items[0]).toMatchObject({ id: razorpay_payment_id, status: 'captured', method: 'card' });
  });

  it('refuses an unknown key id, an unknown order and an order that is already paid', async () => {
    const order = await createOrder(sandbox.baseUrl);
    const wrongKey = await checkout(sandbox.baseUrl, 'authorize', { key_id: 'rzp_test_other', order_id: order.id });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.error.code).toBe('BAD_REQUEST_ERROR');

    const unknown = await checkout(sandbox.baseUrl, 'authorize', { order_id: 'order_AAAAAAAAAAAAAA' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.description).toBe('The id provided does not exist');

    expect((await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id })).status).toBe(200);
    const again = await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id });
    expect(again.status).toBe(400);
    expect((await api(sandbox.baseUrl, 'GET', `/v1/orders/${order.id}/payments`)).body.count).toBe(1);
  });
});

describe('POST /v1/checkout/fail', () => {
  it('records a failed payment like Razorpay and leaves the order payable', async () => {
    const order = await createOrder(sandbox.baseUrl);
    const res = await checkout(sandbox.baseUrl, 'fail', { order_id: order.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/) },
      },
    });
    const payment = await api(sandbox.baseUrl, 'GET', `/v1/payments/${res.body.error.metadata.payment_id}`);
    expect(payment.body).toMatchObject({ status: 'failed', captured: false, error_reason: 'payment_failed' });
    expect((await api(sandbox.baseUrl, 'GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'attempted',
      attempts: 1,
    });

    const retry = await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id });
    expect(retry.status).toBe(200);
    expect((await api(sandbox.baseUrl, 'GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      attempts: 2,
    });
  });
});
