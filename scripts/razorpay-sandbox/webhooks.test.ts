import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkout, createOrder, startReceiver, startSandbox, WEBHOOK_SECRET } from './test-helpers.ts';

const toClose: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const server of toClose.splice(0)) await server.close();
});

async function setup(respond?: (n: number) => number | Promise<number>, retryDelaysMs = [5, 5]) {
  const receiver = await startReceiver(respond);
  const sandbox = await startSandbox({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: retryDelaysMs });
  toClose.push(sandbox, receiver);
  return { receiver, sandbox };
}

const sign = (raw: string) => createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');

describe('webhooks', () => {
  it('delivers payment.captured then order.paid, signed over the raw body', async () => {
    const { receiver, sandbox } = await setup();
    const order = await createOrder(sandbox.baseUrl, 12_300);
    const paid = await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id });
    await receiver.waitFor(2);

    const [captured, orderPaid] = receiver.received;
    for (const delivery of [captured, orderPaid]) {
      expect(delivery?.headers['x-razorpay-signature']).toBe(sign(delivery?.raw ?? ''));
      expect(delivery?.headers['content-type']).toBe('application/json');
    }
    expect(captured?.headers['x-razorpay-event-id']).toEqual(expect.any(String));
    expect(captured?.headers['x-razorpay-event-id']).not.toBe(orderPaid?.headers['x-razorpay-event-id']);

    const capturedEvent = JSON.parse(captured?.raw ?? '{}');
    expect(capturedEvent).toEqual({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_/),
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: expect.objectContaining({ id: paid.body.razorpay_payment_id, status: 'captured', amount: 12_300, order_id: order.id }),
        },
      },
      created_at: expect.any(Number),
    });
    const orderPaidEvent = JSON.parse(orderPaid?.raw ?? '{}');
    expect(orderPaidEvent.event).toBe('order.paid');
    expect(orderPaidEvent.contains).toEqual(['payment', 'order']);
    expect(orderPaidEvent.payload.order.entity).toMatchObject({ id: order.id, status: 'paid', amount_paid: 12_300 });
  });

  it('delivers payment.failed for a failed payment', async () => {
    const { receiver, sandbox } = await setup();
    const order = await createOrder(sandbox.baseUrl);
    await checkout(sandbox.baseUrl, 'fail', { order_id: order.id });
    await receiver.waitFor(1);
    const event = JSON.parse(receiver.received[0]?.raw ?? '{}');
    expect(event.event).toBe('payment.failed');
    expect(event.payload.payment.entity).toMatchObject({ status: 'failed', order_id: order.id });
  });

  it('does not hold the checkout response while the receiver is slow', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { receiver, sandbox } = await setup(async () => {
      await held;
      return 200;
    });
    const order = await createOrder(sandbox.baseUrl);
    const paid = await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id });
    expect(paid.status).toBe(200);
    expect(receiver.received).toHaveLength(0);
    release();
    await receiver.waitFor(2);
  });

  it('retries a failed delivery and logs it', async () => {
    const { receiver, sandbox } = await setup((n) => (n === 1 ? 503 : 200));
    const order = await createOrder(sandbox.baseUrl);
    await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id });
    await receiver.waitFor(2);
    await sandbox.app.sandbox.webhooksIdle();
    expect(receiver.received.map((r) => JSON.parse(r.raw).event)).toEqual(['payment.captured', 'order.paid']);
    expect(sandbox.logs.some((l) => /payment\.captured .*attempt 1\/3 failed: HTTP 503/.test(l))).toBe(true);
  });

  it('gives up on an unreachable receiver without crashing the sandbox', async () => {
    const gone = await startReceiver();
    await gone.close(); // nothing listens on that port any more
    const sandbox = await startSandbox({ webhookUrl: gone.url, webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [1, 1] });
    toClose.push(sandbox);
    const order = await createOrder(sandbox.baseUrl);
    expect((await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id })).status).toBe(200);
    await sandbox.app.sandbox.webhooksIdle();
    expect(sandbox.logs.filter((l) => l.includes('NOT delivered after 3 attempts'))).toHaveLength(2);
    expect((await fetch(`${sandbox.baseUrl}/health`)).status).toBe(200);
  });
});
