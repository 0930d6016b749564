import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { formatPaise } from '@koolers/contracts/money';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { payInSandbox } from '../support/payments.ts';
import { freePort } from '../support/ports.ts';
import { buildTestApp, keys, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

let shop: TestApp;
let server: Server;
let owner: Staff;
const mangoRef = 'kooler:mango';

beforeAll(async () => {
  // The API listens on a real port: the sandbox delivers refund.processed there.
  const port = await freePort();
  shop = await buildTestApp({ webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook` });
  server = createServer(shop.app).listen(port, '127.0.0.1');
  owner = await signedInStaff(shop, 'owner');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

/** A customer pays for 2 Mango koolers through the API and the sandbox. */
async function paidOrder() {
  const customer = await loggedInCustomer(shop.app);
  const created = await customer.post('/api/orders/create-razorpay-order', {
    items: [{ ref: mangoRef, quantity: 2 }],
    customerDetails: vashiCustomer,
  });
  const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
  expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(200);
  await shop.sandbox.state.webhooksIdle();
  return {
    customer,
    orderId: created.body.orderId as string,
    paymentId: paid.razorpay_payment_id,
    totalPaise: created.body.amount as number,
  };
}

const refund = (orderId: string, body: object) =>
  owner.post(`/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), reason: 'Drinks arrived warm', ...body });

describe('refunds through Razorpay', () => {
  it('records a partial then the full refund when Razorpay’s webhook says processed, and emails the customer', async () => {
    const { customer, orderId, paymentId, totalPaise } = await paidOrder();
    const partial = await refund(orderId, { amountPaise: 5_000, reason: 'One bottle leaked' });
    expect(partial.status).toBe(202);
    expect(partial.body.refund).toMatchObject({ amountPaise: 5_000 });
    await shop.sandbox.state.webhooksIdle();

    let detail = (await owner.get(`/orders/${orderId}`)).body;
    expect(detail).toMatchObject({
      paymentStatus: 'partially_refunded',
      deliveryStatus: 'unconfirmed',
      refundedPaise: 5_000,
      refundablePaise: totalPaise - 5_000,
    });
    expect(detail.refunds).toEqual([
      expect.objectContaining({ amountPaise: 5_000, status: 'processed', razorpayRefundId: expect.stringMatching(/^rfnd_/) }),
    ]);
    // The owner who asked refunded it: Razorpay only carried it out (UX review 2, problem 7).
    expect(detail.timeline.at(-1)).toMatchObject({ kind: 'payment', from: 'paid', to: 'partially_refunded', by: owner.name });
    // The customer sees the refund, its reason and the payment's new status.
    const mine = (await customer.get(`/api/me/orders/${orderId}`)).body;
    expect(mine).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPaise: 5_000,
      refunds: [{ amountPaise: 5_000, reason: 'One bottle leaked', at: expect.any(String) }],
    });
    const [partialMail] = (await shop.mailsAbout(mine.number)).filter((mail) => mail.subject.startsWith('Refund for'));
    expect(partialMail?.text).toContain('Reason: One bottle leaked');
    expect(partialMail?.text).toContain('Payment: Partially refunded. Delivery: Waiting for the shop to confirm.');

    expect((await refund(orderId, { amountPaise: totalPaise })).status).toBe(400);
    expect((await refund(orderId, {})).status).toBe(202);
    await shop.sandbox.state.webhooksIdle();
    detail = (await owner.get(`/orders/${orderId}`)).body;
    // Refunded in full, and nobody asked to cancel it: the order stays as it was (the shop may still deliver it).
    expect(detail).toMatchObject({
      paymentStatus: 'refunded',
      deliveryStatus: 'unconfirmed',
      refundedPaise: totalPaise,
      refundablePaise: 0,
    });
    expect(detail.timeline.at(-1)).toMatchObject({ kind: 'payment', from: 'partially_refunded', to: 'refunded', by: owner.name });

    const payment = await shop.deps.payments.fetchPayment(paymentId);
    expect(payment).toMatchObject({ status: 'refunded', amountRefundedPaise: totalPaise });
    expect((await customer.get(`/api/me/orders/${orderId}`)).body).toMatchObject({
      paymentStatus: 'refunded',
      deliveryStatus: 'unconfirmed',
      cancellation: null,
    });
    expect((await shop.mailsAbout(mine.number)).filter((mail) => mail.subject.startsWith('Refund for'))).toHaveLength(2);
    const again = await refund(orderId, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An order whose payment is refunded cannot be refunded.');

    const log = await owner.get(`/audit-log?targetType=order&targetId=${orderId}`);
    expect(log.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'order.refund-processed',
      'order.refund-requested',
      'order.refund-processed',
      'order.refund-requested',
    ]);
  });

  it('refunds by line: the amount is what the lines picked were paid, and the refund records them', async () => {
    const { orderId } = await paidOrder();
    const { lines } = (await owner.get(`/orders/${orderId}`)).body as { lines: { ref: string; lineTotalPaise: number }[] };
    const mango = lines.find((line) => line.ref === mangoRef);
    const answer = await refund(orderId, { lines: [{ ref: mangoRef, size: null, quantity: 1 }] });
    expect(answer.status).toBe(202);
    // 2 Mango ordered: one of them is half the line.
    expect(answer.body.refund.amountPaise).toBe((mango?.lineTotalPaise ?? 0) / 2);
    await shop.sandbox.state.webhooksIdle();
    const detail = (await owner.get(`/orders/${orderId}`)).body;
    expect(detail.refunds).toEqual([
      expect.objectContaining({ lines: [{ ref: mangoRef, size: null, quantity: 1 }], cancelOrder: false, requestedBy: owner.name }),
    ]);
    expect(detail).toMatchObject({ paymentStatus: 'partially_refunded', deliveryStatus: 'unconfirmed' });

    expect((await refund(orderId, { lines: [{ ref: mangoRef, size: null, quantity: 3 }] })).body.message).toBe(
      'Only 2 of Mango Kooler were ordered.',
    );
    expect((await refund(orderId, { lines: [{ ref: 'kooler:jamun', size: null, quantity: 1 }] })).status).toBe(400);
  });

  it('cancels the order with the refund only when staff ask, with the refund’s reason, credited to them', async () => {
    const { customer, orderId } = await paidOrder();
    expect((await refund(orderId, { cancelOrder: true, reason: 'No riders today' })).status).toBe(202);
    await shop.sandbox.state.webhooksIdle();
    const detail = (await owner.get(`/orders/${orderId}`)).body;
    expect(detail).toMatchObject({ paymentStatus: 'refunded', deliveryStatus: 'cancelled' });
    expect(detail.timeline.at(-1)).toMatchObject({ kind: 'delivery', from: 'unconfirmed', to: 'cancelled', by: owner.name });
    expect((await customer.get(`/api/me/orders/${orderId}`)).body.cancellation).toMatchObject({ by: 'shop', reason: 'No riders today' });

    // An order that has left the shop can be refunded, but not cancelled.
    const { orderId: sent } = await paidOrder();
    for (const to of ['confirmed', 'out_for_delivery'])
      expect((await owner.put(`/orders/${sent}/status`, { status: to })).status).toBe(200);
    const refused = await refund(sent, { cancelOrder: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order has left the shop: it can be refunded, but no longer cancelled.');
    expect((await shop.deps.db.selectFrom('refunds').select('id').where('order_id', '=', sent).execute()).length).toBe(0);
  });

  it('is idempotent: two concurrent clicks with one key make one refund', async () => {
    const { orderId, paymentId } = await paidOrder();
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      [1, 2].map(() => owner.post(`/orders/${orderId}/refunds`, { idempotencyKey, reason: 'Double click' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers[0]?.body.refund.id).toBe(answers[1]?.body.refund.id);
    await shop.sandbox.state.webhooksIdle();
    const refunds = await shop.deps.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
    expect(refunds).toHaveLength(1);
    const sandboxRefunds = await fetch(`${shop.sandbox.url}/v1/payments/${paymentId}/refunds`, {
      headers: { authorization: `Basic ${Buffer.from('rzp_test_sandboxapitests:api-test-key-secret-0123').toString('base64')}` },
    });
    expect(((await sandboxRefunds.json()) as { count: number }).count).toBe(1);
  });

  it('sends one refund when two tabs click Refund at once (different keys)', async () => {
    const { orderId } = await paidOrder();
    const answers = await Promise.all([1, 2].map(() => refund(orderId, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    await shop.sandbox.state.webhooksIdle();
    const refunds = await shop.deps.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
    expect(refunds.map((row) => row.status)).toEqual(['processed']);
  });

  it('refuses cash-on-delivery orders', async () => {
    const customer = await loggedInCustomer(shop.app);
    const cod = await customer.post('/api/orders/cod', { items: [{ ref: mangoRef, quantity: 1 }], customerDetails: vashiCustomer });
    expect((await refund(cod.body.orderId, {})).status).toBe(409);
  });

  it('records a refund once however often (and under whatever event id) Razorpay repeats its webhook', async () => {
    const { orderId, paymentId } = await paidOrder();
    await refund(orderId, { amountPaise: 1_000 });
    await shop.sandbox.state.webhooksIdle();
    const [row] = await shop.deps.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: { refund: { entity: { id: row?.razorpay_refund_id, payment_id: paymentId, amount: 1_000, notes: { refundId: row?.id } } } },
    });
    for (let i = 0; i < 2; i += 1) {
      const answer = await request(shop.app)
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', createHmac('sha256', keys.webhookSecret).update(body).digest('hex'))
        .set('x-razorpay-event-id', `evt_${randomUUID()}`)
        .send(body);
      expect(answer.status).toBe(200);
    }
    const detail = (await owner.get(`/orders/${orderId}`)).body;
    expect(detail).toMatchObject({ paymentStatus: 'partially_refunded', refundedPaise: 1_000 });
    expect(detail.timeline.filter((entry: { to: string }) => entry.to === 'partially_refunded')).toHaveLength(1);
    expect((await shop.mailsAbout(detail.number)).filter((mail) => mail.subject.startsWith('Refund for'))).toHaveLength(1);
  });

  it('offers the refund after cancelling a paid order', async () => {
    const { orderId } = await paidOrder();
    const cancelled = await owner.put(`/orders/${orderId}/status`, { status: 'cancelled', reason: 'Out of stock' });
    expect(cancelled.body.order).toMatchObject({
      deliveryStatus: 'cancelled',
      paymentStatus: 'paid',
      refundablePaise: cancelled.body.order.totalPaise,
    });
    expect((await shop.mailsAbout('Out of stock'))[0]?.text).toMatch(/will be refunded/);
    expect((await refund(orderId, {})).status).toBe(202);
    await shop.sandbox.state.webhooksIdle();
    expect((await owner.get(`/orders/${orderId}`)).body).toMatchObject({ paymentStatus: 'refunded', deliveryStatus: 'cancelled' });
  });

  it('cancelling a partly refunded order promises back only what is left of its payment', async () => {
    const { orderId, totalPaise } = await paidOrder();
    await refund(orderId, { amountPaise: 5_000, reason: 'One bottle leaked' });
    await shop.sandbox.state.webhooksIdle();
    const cancelled = await owner.put(`/orders/${orderId}/status`, { status: 'cancelled', reason: 'Mangoes ran out' });
    expect(cancelled.body.order).toMatchObject({ paymentStatus: 'partially_refunded', refundablePaise: totalPaise - 5_000 });
    const [mail] = await shop.mailsAbout('Mangoes ran out');
    expect(mail?.text).toContain(
      `₹50.00 of your payment was refunded already; the remaining ${formatPaise(totalPaise - 5_000)} will be refunded to the account you paid from`,
    );
    expect(mail?.text).not.toContain(`Your payment of ${formatPaise(totalPaise)} will be refunded`);
  });

  it('refunds part of a delivered order and leaves it delivered', async () => {
    const { customer, orderId } = await paidOrder();
    for (const to of ['confirmed', 'out_for_delivery', 'delivered']) {
      expect((await owner.put(`/orders/${orderId}/status`, { status: to })).status).toBe(200);
    }
    await refund(orderId, { amountPaise: 10_000, reason: 'One mango bottle leaked' });
    await shop.sandbox.state.webhooksIdle();
    expect((await customer.get(`/api/me/orders/${orderId}`)).body).toMatchObject({
      paymentStatus: 'partially_refunded',
      deliveryStatus: 'delivered',
      refunds: [{ amountPaise: 10_000, reason: 'One mango bottle leaked' }],
      cancellation: null,
    });
  });
});
