import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { CATALOG_UNAVAILABLE, createCatalog } from '../../src/catalog/catalog.ts';
import { loadCatalogFromStrapi } from '../../src/catalog/strapi-catalog-source.ts';
import { sharedShop } from '../support/api-process.ts';
import { httpShopper } from '../support/http-shopper.ts';
import { payInSandbox } from '../support/payments.ts';
import { freePort, listen } from '../support/ports.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

const cmsUrl = inject('cmsUrl');
const PAYMENT_NOT_PROCESSED = 'Payment could not be processed. Please try again.';
let shop: TestApp | undefined;
const closers: (() => unknown)[] = [];
afterEach(async () => {
  await shop?.close();
  shop = undefined;
  for (const close of closers.splice(0)) await close();
});

async function mangoRef() {
  const body = (await (await fetch(`${cmsUrl}/api/koolers?filters[name][$containsi]=mango`)).json()) as { data: { slug: string }[] };
  return `kooler:${body.data[0]?.slug}`;
}

async function deadUrl() {
  const { server, url } = await listen(() => {});
  await new Promise((resolve) => server.close(resolve));
  return url;
}

async function expectNoPaidOrders(app: TestApp) {
  const paid = await app.deps.db.selectFrom('orders').select('id').where('payment_status', '=', 'paid').execute();
  expect(paid).toEqual([]);
}

describe('the payment gateway in trouble when the order is created', () => {
  it.each([
    ['refusing connections', async () => ({ paymentsUrl: await deadUrl() })],
    [
      'answering 5xx',
      async () => {
        const broken = await listen((_req, res) =>
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"code":"SERVER_ERROR"}}'),
        );
        closers.push(() => broken.server.close());
        return { paymentsUrl: broken.url };
      },
    ],
    [
      'too slow',
      async () => {
        const slow = await listen(() => {}); // accepts, never answers
        closers.push(() => {
          slow.server.closeAllConnections();
          slow.server.close();
        });
        return { paymentsUrl: slow.url, gatewayTimeoutMs: 300 };
      },
    ],
  ])('answers 502 "%s": Payment could not be processed, nothing paid', async (_name, gateway) => {
    shop = await buildTestApp({ cmsUrl, ...(await gateway()) });
    const customer = await loggedInCustomer(shop.app);
    const response = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: await mangoRef(), quantity: 1 }],
      customerDetails: vashiCustomer,
    });
    expect(response.status).toBe(502);
    expect(response.body.message).toBe(PAYMENT_NOT_PROCESSED);
    await expectNoPaidOrders(shop);
    const orders = (await customer.get('/api/me/orders')).body.orders;
    expect(orders.map((order: { paymentStatus: string; deliveryStatus: string }) => [order.paymentStatus, order.deliveryStatus])).toEqual([
      ['voided', 'cancelled'],
    ]);
  });
});

describe('Strapi down during checkout', () => {
  it('prices from the cached catalogue', async () => {
    let strapi = cmsUrl;
    const catalog = createCatalog({
      load: () => loadCatalogFromStrapi(strapi, 500),
      check: async () => 'up',
      logger: pino({ level: 'silent' }),
    });
    shop = await buildTestApp({ cmsUrl, catalog });
    const items = [{ ref: await mangoRef(), quantity: 2 }];
    const warm = await request(shop.app).post('/api/cart/quote').set('Origin', SITE_ORIGIN).send({ items });
    expect(warm.status).toBe(200);

    strapi = await deadUrl();
    catalog.invalidate();
    const customer = await loggedInCustomer(shop.app);
    const order = await customer.post('/api/orders/cod', { items, customerDetails: vashiCustomer });
    expect(order.status).toBe(201);
    expect(order.body.totalPaise).toBe(warm.body.totalPaise);
  });

  it('answers a clear 503 when there is no cached catalogue', async () => {
    const catalog = createCatalog({
      load: async () => loadCatalogFromStrapi(await deadUrl(), 500),
      check: async () => 'down',
      logger: pino({ level: 'silent' }),
    });
    shop = await buildTestApp({ cmsUrl, catalog });
    const response = await request(shop.app)
      .post('/api/cart/quote')
      .set('Origin', SITE_ORIGIN)
      .send({ items: [{ ref: 'kooler:mango', quantity: 1 }] });
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(CATALOG_UNAVAILABLE);
  });

  it('reloads prices when Strapi’s webhook says the catalogue changed', async () => {
    let loads = 0;
    const catalog = createCatalog({
      load: () => {
        loads += 1;
        return loadCatalogFromStrapi(cmsUrl);
      },
      check: async () => 'up',
      logger: pino({ level: 'silent' }),
    });
    shop = await buildTestApp({ cmsUrl, catalog });
    const { app } = shop;
    const items = [{ ref: await mangoRef(), quantity: 1 }];
    const quote = () => request(app).post('/api/cart/quote').set('Origin', SITE_ORIGIN).send({ items });
    await quote();
    await quote();
    expect(loads).toBe(1);
    const unsigned = await request(shop.app).post('/api/cms/webhook').set('Authorization', 'Bearer wrong-secret-value').send({});
    expect(unsigned.status).toBe(401);
    const signed = await request(shop.app)
      .post('/api/cms/webhook')
      .set('Authorization', 'Bearer api-test-cms-webhook-secret')
      .send({ event: 'entry.publish' });
    expect(signed.status).toBe(204);
    await quote();
    expect(loads).toBe(2);
  });
});

describe('the API killed between payment and verify', () => {
  it('completes the order from the webhook once a new process is up on the same database', async () => {
    const port = await freePort();
    // Razorpay retries a webhook that finds nobody for about half a minute.
    const processes = await sharedShop({
      cmsUrl,
      webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`,
      webhookRetryDelaysMs: [1_000, 4_000, 8_000, 16_000],
    });
    closers.push(() => processes.close());
    const before = await processes.start(port);
    const shopper = httpShopper();
    await shopper.register(before.url);
    await shopper.logIn(before.url);
    const created = await shopper.post(before.url, '/api/orders/create-razorpay-order', {
      items: [{ ref: await mangoRef(), quantity: 1 }],
      customerDetails: vashiCustomer,
    });
    expect(created.status).toBe(201);

    // Killed outright, after the order was opened and before anyone verified the payment.
    await before.stop('SIGKILL');
    expect(await before.exited).toBe('SIGKILL');
    await payInSandbox(processes.sandbox.url, created.body.razorpayOrderId);

    const after = await processes.start(port);
    await processes.sandbox.state.webhooksIdle();
    const order = await shopper.get(after.url, `/api/me/orders/${created.body.orderId}`);
    expect(order.body.paymentStatus).toBe('paid');
    expect(order.body.history.at(-1)).toMatchObject({ kind: 'payment', to: 'paid', actor: 'razorpay-webhook' });
  });
});
