import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBackgroundJobs } from '../../src/jobs/background-jobs.ts';
import { NOT_MADE_AFTER_MS } from '../../src/orders/order-refund-service.ts';
import { GatewayUnavailableError } from '../../src/payments/razorpay-gateway.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { orderNumber } from '../support/orders.ts';
import { payInSandbox } from '../support/payments.ts';
import { freePort } from '../support/ports.ts';
import { buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

/**
 * A refund whose answer from Razorpay never arrives (a timeout, a reset, a 5xx): Razorpay may have
 * made it. The sandbox answers refunds late here (made at once, answered after the API gave up)
 * and keeps them pending until told, so the test decides when each webhook arrives.
 */
const TIMEOUT_MS = 1_500;
let shop: TestApp;
let server: Server;
let owner: Staff;
const mangoRef = 'kooler:mango';
/** What the API hears from Razorpay when it asks for a payment's refunds: the sandbox, or nothing. */
const razorpay = { listsRefunds: true, answersRefunds: true };

beforeAll(async () => {
  const port = await freePort();
  shop = await buildTestApp({
    webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`,
    gatewayTimeoutMs: TIMEOUT_MS,
    wrapPayments: (gateway) => ({
      ...gateway,
      async fetchPaymentRefunds(paymentId) {
        if (!razorpay.listsRefunds) throw new GatewayUnavailableError('Razorpay unavailable: no response (ECONNRESET)');
        return gateway.fetchPaymentRefunds(paymentId);
      },
      async refundPayment(paymentId, input) {
        if (!razorpay.answersRefunds) throw new GatewayUnavailableError('Razorpay unavailable: no response (ECONNREFUSED)');
        return gateway.refundPayment(paymentId, input);
      },
    }),
  });
  server = createServer(shop.app).listen(port, '127.0.0.1');
  owner = await signedInStaff(shop, 'owner');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});
beforeEach(() => {
  Object.assign(razorpay, { listsRefunds: true, answersRefunds: true });
  shop.sandbox.state.refunds.behave({ answerAfterMs: 0, settle: 'by-hand' });
});

async function paidOrder() {
  const customer = await loggedInCustomer(shop.app);
  const created = await customer.post('/api/orders/create-razorpay-order', {
    items: [{ ref: mangoRef, quantity: 2 }],
    customerDetails: vashiCustomer,
  });
  const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
  expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(200);
  await shop.sandbox.state.webhooksIdle();
  return { orderId: created.body.orderId as string, paymentId: paid.razorpay_payment_id, totalPaise: created.body.amount as number };
}

const refund = (orderId: string, body: object) =>
  owner.post(`/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), reason: 'Drinks arrived warm', ...body });
const detail = async (orderId: string) => (await owner.get(`/orders/${orderId}`)).body;
const madeInRazorpay = (paymentId: string) => shop.sandbox.state.store.refundsOfPayment(paymentId);

describe('a refund Razorpay did not answer for', () => {
  it('stays unknown, counted and in flight (a second refund is refused) until its webhook says processed: paid once', async () => {
    const { orderId, paymentId, totalPaise } = await paidOrder();
    shop.sandbox.state.refunds.behave({ answerAfterMs: TIMEOUT_MS * 4 });
    const first = await refund(orderId, { amountPaise: 5_000 });
    expect(first.status).toBe(202);
    expect(first.body.refund).toMatchObject({ amountPaise: 5_000, status: 'unknown' });
    expect(first.body.message).toMatch(/^Razorpay did not answer in time\. The refund is on hold/);
    shop.sandbox.state.refunds.behave({ answerAfterMs: 0 });

    // Razorpay is unreachable for a while: nothing can say whether the first one was made.
    razorpay.listsRefunds = false;
    expect(await detail(orderId)).toMatchObject({
      refundablePaise: totalPaise - 5_000,
      refunds: [expect.objectContaining({ status: 'unknown', amountPaise: 5_000 })],
    });
    const again = await refund(orderId, { amountPaise: 5_000 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Another refund of this order is on its way to Razorpay. Please wait a moment and look again.');
    expect((await refund(orderId, {})).status).toBe(409);
    // The same click, resent, answers with the same refund.
    const sameClick = await owner.post(`/orders/${orderId}/refunds`, {
      idempotencyKey: (
        await shop.deps.db.selectFrom('refunds').select('idempotency_key').where('order_id', '=', orderId).executeTakeFirstOrThrow()
      ).idempotency_key,
      reason: 'Drinks arrived warm',
      amountPaise: 5_000,
    });
    expect(sameClick.body.refund).toMatchObject({ id: first.body.refund.id, status: 'unknown' });

    // Then Razorpay's webhook arrives: the refund it made is recorded, once.
    const [made] = madeInRazorpay(paymentId);
    shop.sandbox.state.refunds.process(made?.id as string);
    await shop.sandbox.state.webhooksIdle();
    expect(await detail(orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPaise: 5_000,
      refundablePaise: totalPaise - 5_000,
      refunds: [expect.objectContaining({ status: 'processed', razorpayRefundId: made?.id })],
    });
    expect(madeInRazorpay(paymentId)).toHaveLength(1);
    expect((await refund(orderId, { amountPaise: 1_000 })).status).toBe(202);
  });

  it('is reconciled with Razorpay’s list of the payment’s refunds: one it made is marked sent, and the next refund goes ahead', async () => {
    const { orderId, paymentId, totalPaise } = await paidOrder();
    shop.sandbox.state.refunds.behave({ answerAfterMs: TIMEOUT_MS * 4 });
    const first = await refund(orderId, { amountPaise: 4_000 });
    expect(first.body.refund.status).toBe('unknown');
    shop.sandbox.state.refunds.behave({ answerAfterMs: 0 });

    const second = await refund(orderId, { amountPaise: 3_000 });
    expect(second.status).toBe(202);
    const [newest, oldest] = madeInRazorpay(paymentId);
    expect(await detail(orderId)).toMatchObject({
      refundablePaise: totalPaise - 7_000,
      refunds: [
        expect.objectContaining({ id: first.body.refund.id, status: 'pending', razorpayRefundId: oldest?.id }),
        expect.objectContaining({ id: second.body.refund.id, status: 'pending', razorpayRefundId: newest?.id }),
      ],
    });
    expect(madeInRazorpay(paymentId)).toHaveLength(2);
  });

  it('that Razorpay never made is released once Razorpay has long had no record of it (by the background jobs)', async () => {
    const { orderId, paymentId, totalPaise } = await paidOrder();
    razorpay.answersRefunds = false;
    const first = await refund(orderId, { amountPaise: 2_000 });
    expect(first.body.refund.status).toBe('unknown');
    razorpay.answersRefunds = true;

    // Razorpay lists no such refund, but it was sent a moment ago: it may still appear.
    expect((await refund(orderId, { amountPaise: 2_000 })).status).toBe(409);
    await shop.deps.db
      .updateTable('refunds')
      .set({ created_at: new Date(Date.now() - NOT_MADE_AFTER_MS - 1000).toISOString() })
      .where('id', '=', first.body.refund.id)
      .execute();
    expect(await runBackgroundJobs({ ...shop.deps, limiter: { purgeEnded: async () => 0 } as never })).toBe(true);
    expect(await detail(orderId)).toMatchObject({
      refundablePaise: totalPaise,
      refunds: [expect.objectContaining({ status: 'failed', error: 'Razorpay has no such refund: it was never made.' })],
    });
    expect((await refund(orderId, { amountPaise: 2_000 })).status).toBe(202);
    expect(madeInRazorpay(paymentId)).toHaveLength(1);
    const log = await owner.get(`/audit-log?targetType=order&targetId=${orderId}`);
    expect(log.body.entries.map((entry: { action: string }) => entry.action)).toContain('order.refund-failed');
  });
});

describe('refund.failed', () => {
  it('releases the amount Razorpay really refused, once however often the webhook repeats', async () => {
    const { orderId, paymentId, totalPaise } = await paidOrder();
    const sent = await refund(orderId, { amountPaise: 6_000 });
    expect(sent.body.refund.status).toBe('pending');
    expect((await detail(orderId)).refundablePaise).toBe(totalPaise - 6_000);

    const [made] = madeInRazorpay(paymentId);
    shop.sandbox.state.refunds.fail(made?.id as string);
    await shop.sandbox.state.webhooksIdle();
    expect(await detail(orderId)).toMatchObject({
      paymentStatus: 'paid',
      refundedPaise: 0,
      refundablePaise: totalPaise,
      refunds: [expect.objectContaining({ status: 'failed', error: 'Razorpay reports the refund failed.' })],
    });
    expect((await refund(orderId, {})).status).toBe(202);
    const number = await orderNumber(shop, orderId);
    expect((await shop.mailsAbout(number)).filter((mail) => mail.subject.startsWith('Refund for'))).toHaveLength(0);
  });
});
