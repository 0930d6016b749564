import { afterEach, describe, expect, it } from 'vitest';
import { api, checkout, createOrder, startReceiver, startSandbox, WEBHOOK_SECRET } from './test-helpers.ts';

const toClose: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const running of toClose.splice(0)) await running.close();
});

async function paidPayment() {
  const receiver = await startReceiver();
  const sandbox = await startSandbox({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [] });
  toClose.push(sandbox, receiver);
  const order = await createOrder(sandbox.baseUrl, 10_000);
  const paid = await checkout(sandbox.baseUrl, 'authorize', { order_id: order.id });
  await receiver.waitFor(2);
  return { sandbox, receiver, paymentId: paid.body.razorpay_payment_id as string };
}

const events = (receiver: Awaited<ReturnType<typeof startReceiver>>) =>
  receiver.received.map(
    (delivery) => JSON.parse(delivery.raw) as { event: string; payload: { refund?: { entity: { id: string; status: string } } } },
  );

describe('refunds on a bad day', () => {
  it('answers a refund late when told to, though the refund is made at once', async () => {
    const { sandbox, paymentId } = await paidPayment();
    sandbox.app.sandbox.refunds.behave({ answerAfterMs: 400 });
    const started = performance.now();
    const answer = await api(sandbox.baseUrl, 'POST', `/v1/payments/${paymentId}/refund`, { amount: 1_000, notes: { refundId: 'rfd_1' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(answer.body).toMatchObject({ amount: 1_000, status: 'processed', notes: { refundId: 'rfd_1' } });
  });

  it('keeps refunds pending until processed or failed by hand, each with its webhook; a failed one is refundable again', async () => {
    const { sandbox, receiver, paymentId } = await paidPayment();
    const behaviour = await fetch(`${sandbox.baseUrl}/sandbox/refunds/behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ settle: 'by-hand' }),
    });
    expect(await behaviour.json()).toEqual({ answerAfterMs: 0, settle: 'by-hand' });

    const first = await api(sandbox.baseUrl, 'POST', `/v1/payments/${paymentId}/refund`, { amount: 6_000 });
    const second = await api(sandbox.baseUrl, 'POST', `/v1/payments/${paymentId}/refund`, { amount: 4_000 });
    expect([first.body.status, second.body.status]).toEqual(['pending', 'pending']);
    expect((await api(sandbox.baseUrl, 'GET', `/v1/payments/${paymentId}`)).body).toMatchObject({ amount_refunded: 10_000 });
    await sandbox.app.sandbox.webhooksIdle();
    expect(events(receiver).map((event) => event.event)).toEqual(['payment.captured', 'order.paid']);

    expect((await fetch(`${sandbox.baseUrl}/sandbox/refunds/${first.body.id}/fail`, { method: 'POST' })).status).toBe(200);
    sandbox.app.sandbox.refunds.process(second.body.id);
    await receiver.waitFor(4);
    expect(
      events(receiver)
        .slice(2)
        .map((event) => [event.event, event.payload.refund?.entity.status]),
    ).toEqual([
      ['refund.failed', 'failed'],
      ['refund.processed', 'processed'],
    ]);
    const payment = (await api(sandbox.baseUrl, 'GET', `/v1/payments/${paymentId}`)).body;
    expect(payment).toMatchObject({ status: 'captured', amount_refunded: 4_000, refund_status: 'partial' });
    expect((await api(sandbox.baseUrl, 'POST', `/v1/payments/${paymentId}/refund`, { amount: 6_000 })).status).toBe(200);
    expect((await fetch(`${sandbox.baseUrl}/sandbox/refunds/${first.body.id}/process`, { method: 'POST' })).status).toBe(400);
  });
});
