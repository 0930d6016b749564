import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, basic, checkout, createOrder, KEY_ID, startSandbox } from './test-helpers.ts';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const razorpayError = (description: string, extra: Record<string, unknown> = {}) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...extra },
});

describe('Basic auth on /v1', () => {
  it.each([
    ['no credentials', ''],
    ['a wrong secret', basic(KEY_ID, 'not-the-secret')],
    ['a wrong key id', basic('rzp_test_someoneelse00', 'unit_test_key_secret')],
    ['a secret with a correct prefix', basic(KEY_ID, 'unit_test_key_secret_and_more')],
  ])('rejects %s with 401 in Razorpay error shape', async (_label, auth) => {
    const res = await api(sandbox.baseUrl, 'POST', '/v1/orders', { amount: 1000 }, auth);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(razorpayError(expect.any(String)));
    expect(sandbox.app.sandbox.store.orders.size).toBe(0);
  });
});

describe('orders', () => {
  it('creates an order like Razorpay and fetches it back', async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await api(sandbox.baseUrl, 'POST', '/v1/orders', {
      amount: 49_900,
      currency: 'INR',
      receipt: 'koolers-42',
      notes: { cart: 'c1' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 49_900,
      amount_paid: 0,
      amount_due: 49_900,
      currency: 'INR',
      receipt: 'koolers-42',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { cart: 'c1' },
      created_at: expect.any(Number),
    });
    expect(created.body.created_at).toBeGreaterThanOrEqual(before);

    const fetched = await api(sandbox.baseUrl, 'GET', `/v1/orders/${created.body.id}`);
    expect(fetched).toEqual({ status: 200, body: created.body });

    const payments = await api(sandbox.baseUrl, 'GET', `/v1/orders/${created.body.id}/payments`);
    expect(payments.body).toEqual({ entity: 'collection', count: 0, items: [] });
  });

  it('returns notes as [] when there are none, as Razorpay does', async () => {
    const order = await createOrder(sandbox.baseUrl);
    expect(order.notes).toEqual([]);
    expect(order.receipt).toBe('rcpt_1');
  });

  it.each([
    [{ currency: 'INR' }, 'The amount field is required.', 'amount'],
    [{ amount: 99 }, 'The amount must be atleast INR 1.00', 'amount'],
    [{ amount: 100.5 }, 'The amount must be an integer.', 'amount'],
    [{ amount: 1000, currency: 'USD' }, 'Currency is not supported', 'currency'],
    [{ amount: 1000, receipt: 'r'.repeat(41) }, 'The receipt may not be greater than 40 characters.', 'receipt'],
  ])('rejects %j with 400', async (body, description, field) => {
    const res = await api(sandbox.baseUrl, 'POST', '/v1/orders', body);
    expect(res).toEqual({ status: 400, body: razorpayError(description, { field }) });
  });

  it('accepts the minimum amount of 100 paise', async () => {
    expect((await createOrder(sandbox.baseUrl, 100)).amount).toBe(100);
  });

  it.each(['/v1/orders/order_AAAAAAAAAAAAAA', '/v1/orders/nope/payments', '/v1/payments/pay_AAAAAAAAAAAAAA'])(
    'answers unknown ids (%s) with 400 "does not exist"',
    async (path) => {
      const res = await api(sandbox.baseUrl, 'GET', path);
      expect(res).toEqual({ status: 400, body: razorpayError('The id provided does not exist', { field: 'id' }) });
    },
  );

  it('answers unknown routes with 400 in Razorpay shape', async () => {
    const res = await api(sandbox.baseUrl, 'GET', '/v1/nothing-here');
    expect(res).toEqual({ status: 400, body: razorpayError('The requested URL was not found on the server.') });
  });
});

describe('payments and refunds', () => {
  it('exposes the captured payment and refunds it partially, then fully', async () => {
    const order = await createOrder(sandbox.baseUrl, 10_000);
    const paid = await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id, method: 'upi' });
    const paymentId = paid.body.razorpay_payment_id as string;

    const payment = await api(sandbox.baseUrl, 'GET', `/v1/payments/${paymentId}`);
    expect(payment.body).toMatchObject({
      id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      entity: 'payment',
      amount: 10_000,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      email: expect.any(String),
      contact: expect.any(String),
      error_code: null,
    });

    const partial = await api(sandbox.baseUrl, 'POST', `/v1/payments/${paymentId}/refund`, { amount: 4_000 });
    expect(partial.body).toMatchObject({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: 'refund',
      amount: 4_000,
      payment_id: paymentId,
      status: 'processed',
    });
    const tooMuch = await api(sandbox.baseUrl, 'POST', `/v1/payments/${paymentId}/refund`, { amount: 6_001 });
    expect(tooMuch.status).toBe(400);

    const rest = await api(sandbox.baseUrl, 'POST', `/v1/payments/${paymentId}/refund`, {});
    expect(rest.body.amount).toBe(6_000);
    const after = await api(sandbox.baseUrl, 'GET', `/v1/payments/${paymentId}`);
    expect(after.body).toMatchObject({ status: 'refunded', amount_refunded: 10_000, refund_status: 'full' });
    const refunds = await api(sandbox.baseUrl, 'GET', `/v1/payments/${paymentId}/refunds`);
    expect(refunds.body.count).toBe(2);
  });

  it('does not refund a failed payment', async () => {
    const order = await createOrder(sandbox.baseUrl);
    const failed = await checkout(sandbox.baseUrl, 'fail', { order_id: order.id });
    const paymentId = failed.body.error.metadata.payment_id as string;
    const res = await api(sandbox.baseUrl, 'POST', `/v1/payments/${paymentId}/refund`, {});
    expect(res.status).toBe(400);
  });
});

describe('outside /v1', () => {
  it('says it is a sandbox', async () => {
    const res = await fetch(`${sandbox.baseUrl}/`);
    expect(await res.text()).toContain('SANDBOX');
    expect(res.headers.get('x-razorpay-sandbox')).toContain('no money moves');
    const health = await fetch(`${sandbox.baseUrl}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', sandbox: true });
  });
});
