import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, sharedShop } from '../support/api-process.ts';
import { httpShopper } from '../support/http-shopper.ts';
import { payInSandbox } from '../support/payments.ts';
import { freePort } from '../support/ports.ts';
import { vashiCustomer } from '../support/test-app.ts';

const cmsUrl = inject('cmsUrl');

/** Two API processes on one database (PostgreSQL in the suite's PostgreSQL run), as compose runs them. */
describe('two API replicas on one database', () => {
  let shop: Awaited<ReturnType<typeof sharedShop>>;
  let one: ApiProcess;
  let two: ApiProcess;
  beforeAll(async () => {
    const port = await freePort();
    // Razorpay's webhooks reach the second replica; browsers talk to the first.
    shop = await sharedShop({ cmsUrl, webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook` });
    [one, two] = await Promise.all([shop.start(), shop.start(port)]);
  });
  afterAll(() => shop.close());

  it('share the login limit: five wrong passwords spread over both lock the address out on both', async () => {
    const owner = httpShopper('203.0.113.61');
    await owner.register(one.url);
    const guesser = { ...httpShopper('203.0.113.62'), email: owner.email };
    const statuses = [];
    for (let n = 0; n < 5; n++) {
      const api = n % 2 === 0 ? one.url : two.url;
      statuses.push((await guesser.post(api, '/api/auth/login', { email: owner.email, password: 'wrong-password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const api of [one.url, two.url]) {
      expect((await guesser.post(api, '/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(429);
    }
    // The owner, from their own network, on either replica.
    await owner.logIn(two.url);
  });

  it('record a payment verified on one while its webhook lands on the other exactly once', async () => {
    const shopper = httpShopper('203.0.113.63');
    await shopper.register(one.url);
    await shopper.logIn(one.url);
    const kooler = (await (await fetch(`${cmsUrl}/api/koolers?pagination[pageSize]=1`)).json()) as { data: { slug: string }[] };
    const created = await shopper.post(one.url, '/api/orders/create-razorpay-order', {
      items: [{ ref: `kooler:${kooler.data[0]?.slug}`, quantity: 2 }],
      customerDetails: vashiCustomer,
    });
    expect(created.status).toBe(201);

    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    const verifies = await Promise.all([1, 2, 3].map(() => shopper.post(one.url, '/api/orders/verify-payment', paid)));
    await shop.sandbox.state.webhooksIdle();

    expect(verifies.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const history = await shop.db
      .selectFrom('order_status_history')
      .select(['to_status', 'actor'])
      .where('order_id', '=', created.body.orderId)
      .execute();
    expect(history.filter((row) => row.to_status === 'paid')).toHaveLength(1);
    const order = await shopper.get(two.url, `/api/me/orders/${created.body.orderId}`);
    expect(order.body).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: paid.razorpay_payment_id });
    const mails = () =>
      readdirSync(shop.outboxDir).filter((file) => readFileSync(join(shop.outboxDir, file), 'utf8').includes(order.body.number));
    // The customer's receipt carries the tax invoice, whose PDF is rendered off the request: it
    // follows the payment by a moment. The shop's new-order email goes at once. Each once, whichever
    // replica rendered or sent it, and no second copy a moment later.
    await expect.poll(mails, { timeout: 15_000 }).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mails()).toHaveLength(2);
  });
});
