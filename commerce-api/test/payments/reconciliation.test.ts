import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackgroundJobs } from '../../src/jobs/background-jobs.ts';
import { createJobLease } from '../../src/jobs/job-lease.ts';
import { createRateLimiter } from '../../src/limits/rate-limiter.ts';
import { createPaymentReconciler } from '../../src/payment-events/payment-reconciler.ts';
import { GatewayUnavailableError } from '../../src/payments/razorpay-gateway.ts';
import { payInSandbox } from '../support/payments.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
let razorpayDown = false;
let shop: TestApp;
const mango = 'kooler:mango';
/** One run of the reconciler, as the background jobs start it, at `now`. */
const reconcile = (now: Date) => createPaymentReconciler(shop.deps).run(now);
// The sandbox sends no webhooks here: a payment is only known if someone asks Razorpay.
beforeAll(async () => {
  shop = await buildTestApp({
    wrapPayments: (gateway) => ({
      ...gateway,
      async fetchOrderPayments(id) {
        if (razorpayDown) throw new GatewayUnavailableError('Razorpay unavailable: no response (ECONNREFUSED)');
        return gateway.fetchOrderPayments(id);
      },
    }),
  });
});
afterAll(() => shop.close());

async function onlineOrder() {
  const customer = await loggedInCustomer(shop.app);
  const created = await customer.post('/api/orders/create-razorpay-order', {
    items: [{ ref: mango, quantity: 1 }],
    customerDetails: vashiCustomer,
  });
  expect(created.status).toBe(201);
  const order = async () => (await customer.get(`/api/me/orders/${created.body.orderId}`)).body;
  return { customer, orderId: created.body.orderId as string, razorpayOrderId: created.body.razorpayOrderId as string, order };
}

describe('reconciling online payments nobody reported', () => {
  it('records a payment the browser and the webhook both missed, once the order is 15 minutes old', async () => {
    const { orderId, razorpayOrderId, order } = await onlineOrder();
    await payInSandbox(shop.sandbox.url, razorpayOrderId);

    await reconcile(minutes(10));
    expect((await order()).paymentStatus).toBe('pending');

    const report = await reconcile(minutes(16));
    expect(report).toMatchObject({ paid: 1, unreachable: false });
    const settled = await order();
    expect(settled.paymentStatus).toBe('paid');
    expect(settled.history.at(-1)).toMatchObject({ kind: 'payment', to: 'paid', actor: 'reconciler' });
    expect((await shop.mailsAbout(settled.number)).map((mail) => mail.subject)).toContainEqual(
      `Payment received for your Koolers order ${settled.number}`,
    );
    expect(orderId).toMatch(/^ord_/);
  });

  it('leaves an unpaid order pending, then cancels it once it expires after 30 minutes, its payment voided', async () => {
    const { order } = await onlineOrder();
    await reconcile(minutes(16));
    expect((await order()).paymentStatus).toBe('pending');
    await reconcile(minutes(29));
    expect((await order()).paymentStatus).toBe('pending');
    // Asked about at 16 minutes, yet due again at 31: an expired order does not wait for its next check.
    await reconcile(minutes(31));
    const cancelled = await order();
    expect(cancelled).toMatchObject({
      deliveryStatus: 'cancelled',
      paymentStatus: 'voided',
      cancellation: { by: 'system', reason: 'Not paid within 30 minutes' },
    });
    expect(cancelled.history.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'delivery', to: 'cancelled', actor: 'reconciler', note: 'Not paid within 30 minutes' }),
      expect.objectContaining({ kind: 'payment', from: 'pending', to: 'voided', actor: 'reconciler' }),
    ]);
  });

  it('records a payment Razorpay took after the order expired, flagged for the shop to refund, never lost', async () => {
    const { razorpayOrderId, order } = await onlineOrder();
    await reconcile(minutes(31));
    expect((await order()).deliveryStatus).toBe('cancelled');
    const late = await payInSandbox(shop.sandbox.url, razorpayOrderId);
    const answer = await request(shop.app).post('/api/orders/verify-payment').set('Origin', SITE_ORIGIN).send(late);
    expect(answer.status).toBe(409);
    const flagged = await order();
    expect(flagged).toMatchObject({ deliveryStatus: 'cancelled', paymentStatus: 'mismatch' });
    expect((await shop.mailsAbout(late.razorpay_payment_id)).length).toBeGreaterThanOrEqual(1);
  });

  it('checks a pending order again only every 15 minutes', async () => {
    const { razorpayOrderId, order } = await onlineOrder();
    await reconcile(minutes(16));
    await payInSandbox(shop.sandbox.url, razorpayOrderId);
    await reconcile(minutes(20));
    expect((await order()).paymentStatus).toBe('pending');
    await reconcile(minutes(32));
    expect((await order()).paymentStatus).toBe('paid');
  });

  it('changes nothing while Razorpay cannot be reached, and tries again next time', async () => {
    const { razorpayOrderId, order } = await onlineOrder();
    await payInSandbox(shop.sandbox.url, razorpayOrderId);
    razorpayDown = true;
    try {
      expect((await reconcile(minutes(24 * 60 + 5))).unreachable).toBe(true);
      expect((await order()).paymentStatus).toBe('pending');
    } finally {
      razorpayDown = false;
    }
    await reconcile(minutes(24 * 60 + 5));
    expect((await order()).paymentStatus).toBe('paid');
  });

  it('activates a Coco Club membership paid through Razorpay that nobody reported; never cancels one', async () => {
    const customer = await loggedInCustomer(shop.app);
    const details = { name: 'Kavya Patil', email: customer.email, phone: '9867001234', address: 'Sector 9, Vashi', pincode: '400703' };
    const paid = await customer.post('/api/memberships/razorpay', details);
    const unpaid = await request(shop.app)
      .post('/api/memberships/razorpay')
      .set('Origin', SITE_ORIGIN)
      .send({ ...details, email: 'later@example.in' });
    await payInSandbox(shop.sandbox.url, paid.body.razorpay.orderId);
    await reconcile(minutes(16));
    await reconcile(minutes(3 * 24 * 60));
    const statuses = await shop.deps.db
      .selectFrom('memberships')
      .select(['id', 'status'])
      .where('id', 'in', [paid.body.membershipId, unpaid.body.membershipId])
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [paid.body.membershipId]: 'active',
      [unpaid.body.membershipId]: 'requested',
    });
    expect((await customer.get('/api/auth/user')).body.membership.status).toBe('active');
  });

  it('leaves cash-on-delivery orders to the shop', async () => {
    const customer = await loggedInCustomer(shop.app);
    const cod = await customer.post('/api/orders/cod', { items: [{ ref: mango, quantity: 1 }], customerDetails: vashiCustomer });
    await reconcile(minutes(2 * 24 * 60));
    expect((await customer.get(`/api/me/orders/${cod.body.orderId}`)).body).toMatchObject({
      paymentStatus: 'cash_due',
      deliveryStatus: 'unconfirmed',
    });
  });
});

describe('the background jobs run in one process at a time', () => {
  it('a second process finds the lease taken and skips the run; it is free again afterwards', async () => {
    const first = createJobLease(shop.deps.db, 'lease-test', 'process-one');
    const second = createJobLease(shop.deps.db, 'lease-test', 'process-two');
    expect(await first.acquire(60_000)).toBe(true);
    expect(await second.acquire(60_000)).toBe(false);
    expect(await first.acquire(60_000)).toBe(true); // renewing its own
    await first.release();
    expect(await second.acquire(60_000)).toBe(true);
    // A holder that died is replaced once its lease expires.
    expect(await first.acquire(60_000, minutes(2))).toBe(true);
  });

  it('two processes starting the jobs at once: exactly one runs them', async () => {
    const deps = { ...shop.deps, limiter: createRateLimiter(shop.deps.db) };
    const runs = await Promise.all([
      runBackgroundJobs(deps, createJobLease(shop.deps.db, 'background-jobs', 'replica-a')),
      runBackgroundJobs(deps, createJobLease(shop.deps.db, 'background-jobs', 'replica-b')),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
  });
});
