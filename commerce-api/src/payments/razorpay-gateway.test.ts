/**
 * Contract test for the Razorpay wiring: the official SDK against the offline sandbox, and our
 * constant-time signature checks against the SDK's own validators. If a `razorpay` upgrade breaks
 * the base-URL redirect, the timeout, the error mapping or the signature scheme, this file fails.
 */
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp, type SandboxApp } from '@koolers/scripts/razorpay-sandbox';
import express from 'express';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayGateway, GatewayRejectedError, GatewayUnavailableError, type RazorpayGateway } from './razorpay-gateway.ts';

const KEY_ID = 'rzp_test_contract0000';
const KEY_SECRET = 'contract-test-key-secret';
const WEBHOOK_SECRET = 'contract-test-webhook-secret';

type Delivery = { raw: Buffer; signature: string; event: string; orderId: string | undefined };

const servers: Server[] = [];
async function listen(app: express.Express | SandboxApp): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let sandbox: SandboxApp;
let sandboxUrl: string;
let deadUrl: string;
let hangingUrl: string;
let brokenUrl: string;
let gateway: RazorpayGateway;
const deliveries: Delivery[] = [];
const deliveryWaiters = new Set<() => void>();

beforeAll(async () => {
  // A real webhook receiver that keeps the raw bytes, as the commerce API must.
  const receiver = express().post('/webhooks/razorpay', express.raw({ type: '*/*' }), (req, res) => {
    const raw = req.body as Buffer;
    const event = JSON.parse(raw.toString('utf8'));
    deliveries.push({
      raw,
      signature: String(req.get('x-razorpay-signature')),
      event: event.event,
      orderId: event.payload.order?.entity.id ?? event.payload.payment?.entity.order_id,
    });
    for (const wake of deliveryWaiters) wake();
    res.sendStatus(200);
  });
  const receiverUrl = await listen(receiver);

  sandbox = createSandboxApp({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookUrl: `${receiverUrl}/webhooks/razorpay`,
    webhookSecret: WEBHOOK_SECRET,
    log: () => {},
  });
  sandboxUrl = await listen(sandbox);

  // Nothing listens on a port we just released.
  const released = express().listen(0, '127.0.0.1');
  await once(released, 'listening');
  deadUrl = `http://127.0.0.1:${(released.address() as AddressInfo).port}/v1/`;
  released.close();
  await once(released, 'close');

  // Accepts requests and never answers.
  hangingUrl = await listen(express().use(() => {}));
  // Answers like Razorpay on a bad day.
  brokenUrl = await listen(
    express().use((_req, res) => {
      res.status(500).json({
        error: {
          code: 'SERVER_ERROR',
          description: 'The server encountered an error.',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    }),
  );

  gateway = createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: `${sandboxUrl}/v1/` });
});

afterAll(async () => {
  sandbox.sandbox.close();
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

/** What the browser does when the customer presses Pay (or Fail) in the sandbox checkout. */
async function checkoutInBrowser(orderId: string, action: 'authorize' | 'fail' = 'authorize') {
  const res = await fetch(`${sandboxUrl}/v1/checkout/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4321' },
    body: JSON.stringify({ key_id: KEY_ID, order_id: orderId }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}

function webhooksFor(orderId: string, count: number): Promise<Delivery[]> {
  return new Promise((resolve) => {
    const check = () => {
      const mine = deliveries.filter((d) => d.orderId === orderId);
      if (mine.length < count) return;
      deliveryWaiters.delete(check);
      resolve(mine);
    };
    deliveryWaiters.add(check);
    check();
  });
}

/** Flips one hex digit in the middle. */
const tamper = (hex: string) => {
  const i = Math.floor(hex.length / 2);
  return `${hex.slice(0, i)}${hex[i] === '0' ? '1' : '0'}${hex.slice(i + 1)}`;
};

describe('orders through the SDK', () => {
  it('creates an order on the sandbox and fetches it back', async () => {
    const created = await gateway.createOrder({ amountPaise: 49_900, receipt: 'koolers-1', notes: { cartId: 'c1' } });
    expect(created).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amountPaise: 49_900,
      amountPaidPaise: 0,
      amountDuePaise: 49_900,
      currency: 'INR',
      status: 'created',
      receipt: 'koolers-1',
      attempts: 0,
      notes: { cartId: 'c1' },
      createdAt: expect.any(Date),
    });
    expect(sandbox.sandbox.store.orders.has(created.id)).toBe(true);
    expect(await gateway.fetchOrder(created.id)).toEqual(created);
  });

  it('accepts the sandbox API URL with or without /v1', async () => {
    const bare = createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: sandboxUrl });
    expect((await bare.createOrder({ amountPaise: 100, receipt: 'r' })).amountPaise).toBe(100);
  });

  it("passes Razorpay's 4xx answers on as GatewayRejectedError", async () => {
    const unknown = await gateway.fetchOrder('order_AAAAAAAAAAAAAA').catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(GatewayRejectedError);
    expect(unknown).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR', message: 'The id provided does not exist' });

    const longReceipt = await gateway.createOrder({ amountPaise: 1000, receipt: 'r'.repeat(41) }).catch((e: unknown) => e);
    expect(longReceipt).toMatchObject({ status: 400, field: 'receipt' });
  });

  it('refuses amounts that are not whole paise ≥ 100 before calling Razorpay', async () => {
    const before = sandbox.sandbox.store.orders.size;
    await expect(gateway.createOrder({ amountPaise: 99, receipt: 'r' })).rejects.toThrow(RangeError);
    await expect(gateway.createOrder({ amountPaise: 100.5, receipt: 'r' })).rejects.toThrow(RangeError);
    expect(sandbox.sandbox.store.orders.size).toBe(before);
  });
});

describe('payment signature (checkout handler response)', () => {
  let paid: Awaited<ReturnType<typeof checkoutInBrowser>>;
  let orderId: string;

  beforeAll(async () => {
    orderId = (await gateway.createOrder({ amountPaise: 25_000, receipt: 'koolers-2' })).id;
    paid = await checkoutInBrowser(orderId);
  });

  it("is accepted by the SDK's validatePaymentVerification and by the gateway", () => {
    expect(paid.razorpay_order_id).toBe(orderId);
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = paid;
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, KEY_SECRET)).toBe(true);
    expect(gateway.isPaymentSignatureValid({ orderId, paymentId, signature })).toBe(true);
  });

  it.each([
    ['one hex digit changed', (s: string) => tamper(s)],
    ['truncated', (s: string) => s.slice(0, -1)],
    ['one character longer', (s: string) => `${s}0`],
    ['upper-case hex', (s: string) => s.toUpperCase()],
    ['empty', () => ''],
    ['signed with another secret', () => createHmac('sha256', 'x').update('y').digest('hex')],
  ])('a signature that is %s is rejected by both', (_label, mutate) => {
    const { razorpay_payment_id: paymentId } = paid;
    const signature = mutate(paid.razorpay_signature);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, KEY_SECRET)).toBe(false);
    expect(gateway.isPaymentSignatureValid({ orderId, paymentId, signature })).toBe(false);
  });

  it('is rejected by both for a different payment id or order id', () => {
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = paid;
    const otherPayment = 'pay_AAAAAAAAAAAAAA';
    const otherOrder = 'order_AAAAAAAAAAAAAA';
    expect(validatePaymentVerification({ order_id: orderId, payment_id: otherPayment }, signature, KEY_SECRET)).toBe(false);
    expect(gateway.isPaymentSignatureValid({ orderId, paymentId: otherPayment, signature })).toBe(false);
    expect(validatePaymentVerification({ order_id: otherOrder, payment_id: paymentId }, signature, KEY_SECRET)).toBe(false);
    expect(gateway.isPaymentSignatureValid({ orderId: otherOrder, paymentId, signature })).toBe(false);
  });

  it('is rejected by the gateway when missing', () => {
    const { razorpay_payment_id: paymentId } = paid;
    expect(gateway.isPaymentSignatureValid({ orderId, paymentId, signature: undefined })).toBe(false);
    expect(gateway.isPaymentSignatureValid({ orderId: '', paymentId: '', signature: paid.razorpay_signature })).toBe(false);
  });

  it('is verified by a gateway with another key secret as invalid', () => {
    const other = createRazorpayGateway({ keyId: KEY_ID, keySecret: 'another-key-secret', webhookSecret: WEBHOOK_SECRET });
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = paid;
    expect(other.isPaymentSignatureValid({ orderId, paymentId, signature })).toBe(false);
  });

  it('leaves the order paid and the payment captured, as seen through the SDK', async () => {
    const order = await gateway.fetchOrder(orderId);
    expect(order).toMatchObject({ status: 'paid', amountPaidPaise: 25_000, amountDuePaise: 0, attempts: 1 });
    const payment = await gateway.fetchPayment(paid.razorpay_payment_id);
    expect(payment).toMatchObject({
      id: paid.razorpay_payment_id,
      orderId,
      amountPaise: 25_000,
      currency: 'INR',
      status: 'captured',
      captured: true,
      amountRefundedPaise: 0,
      errorCode: null,
    });
    expect((await gateway.fetchOrderPayments(orderId)).map((p) => p.id)).toEqual([paid.razorpay_payment_id]);
  });

  it('refunds through the SDK, and lists the payment’s refunds with the notes sent', async () => {
    const refund = await gateway.refundPayment(paid.razorpay_payment_id, { amountPaise: 5_000, notes: { refundId: 'rfd_gateway' } });
    expect(refund).toMatchObject({ id: expect.stringMatching(/^rfnd_/), paymentId: paid.razorpay_payment_id, amountPaise: 5_000 });
    expect((await gateway.fetchPayment(paid.razorpay_payment_id)).amountRefundedPaise).toBe(5_000);
    expect(await gateway.fetchPaymentRefunds(paid.razorpay_payment_id)).toEqual([
      expect.objectContaining({ id: refund.id, amountPaise: 5_000, status: 'processed', notes: { refundId: 'rfd_gateway' } }),
    ]);
  });
});

describe('webhook signature (X-Razorpay-Signature)', () => {
  let delivered: Delivery[];

  beforeAll(async () => {
    const { id } = await gateway.createOrder({ amountPaise: 12_300, receipt: 'koolers-3' });
    await checkoutInBrowser(id);
    delivered = await webhooksFor(id, 2);
  });

  it("of the sandbox's deliveries is accepted by the SDK's validateWebhookSignature and by the gateway", () => {
    expect(delivered.map((d) => d.event)).toEqual(['payment.captured', 'order.paid']);
    for (const { raw, signature } of delivered) {
      expect(validateWebhookSignature(raw.toString('utf8'), signature, WEBHOOK_SECRET)).toBe(true);
      expect(gateway.isWebhookSignatureValid(raw, signature)).toBe(true);
      expect(gateway.isWebhookSignatureValid(raw.toString('utf8'), signature)).toBe(true);
    }
  });

  it('agrees with the SDK on a non-ASCII body', () => {
    const body = JSON.stringify({ event: 'payment.captured', note: 'Koolers ₹ नारियल पानी' });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    expect(validateWebhookSignature(body, signature, WEBHOOK_SECRET)).toBe(true);
    expect(gateway.isWebhookSignatureValid(Buffer.from(body), signature)).toBe(true);
  });

  it.each([
    ['one hex digit of the signature changed', (raw: string, sig: string) => [raw, tamper(sig)]],
    ['a truncated signature', (raw: string, sig: string) => [raw, sig.slice(0, 40)]],
    ['one character longer', (raw: string, sig: string) => [raw, `${sig}a`]],
    ['a changed body', (raw: string, sig: string) => [raw.replace('"order.paid"', '"order.PAID"'), sig]],
    ['a re-serialised body', (raw: string, sig: string) => [JSON.stringify(JSON.parse(raw), null, 1), sig]],
    ['the payment signature scheme', (raw: string, _sig: string) => [raw, createHmac('sha256', KEY_SECRET).update(raw).digest('hex')]],
  ])('is rejected by both with %s', (_label, mutate) => {
    const original = delivered.find((d) => d.event === 'order.paid');
    if (!original) throw new Error('no order.paid delivery');
    const [body, signature] = mutate(original.raw.toString('utf8'), original.signature) as [string, string];
    expect(validateWebhookSignature(body, signature, WEBHOOK_SECRET)).toBe(false);
    expect(gateway.isWebhookSignatureValid(body, signature)).toBe(false);
  });

  it('is rejected by the gateway when the header is missing or the secret differs', () => {
    const [first] = delivered;
    if (!first) throw new Error('no delivery');
    expect(gateway.isWebhookSignatureValid(first.raw, undefined)).toBe(false);
    const other = createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'another-webhook-secret' });
    expect(other.isWebhookSignatureValid(first.raw, first.signature)).toBe(false);
    const none = createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: '' });
    expect(none.isWebhookSignatureValid(first.raw, createHmac('sha256', '').update(first.raw).digest('hex'))).toBe(false);
  });
});

describe('failures', () => {
  it('maps a wrong key secret (401) to GatewayRejectedError', async () => {
    const wrong = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: 'not-the-key-secret',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: `${sandboxUrl}/v1/`,
    });
    const error = await wrong.createOrder({ amountPaise: 1000, receipt: 'r' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayRejectedError);
    expect(error).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR', message: 'Authentication failed' });
    expect(await wrong.check()).toBe('down');
  });

  it('maps a refused connection to GatewayUnavailableError, not a TypeError', async () => {
    const dead = createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: deadUrl });
    const error = await dead.createOrder({ amountPaise: 1000, receipt: 'r' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain('ECONNREFUSED');
    expect(JSON.stringify((error as Error).cause ?? {})).not.toContain(KEY_SECRET);
    await expect(dead.fetchPayment('pay_AAAAAAAAAAAAAA')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('gives up after the configured timeout with GatewayUnavailableError', async () => {
    const slow = createRazorpayGateway(
      { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: hangingUrl },
      { timeoutMs: 150 },
    );
    const started = Date.now();
    const error = await slow.fetchOrder('order_AAAAAAAAAAAAAA').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect((error as Error).message).toMatch(/timeout/i);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('maps a 5xx to GatewayUnavailableError', async () => {
    const broken = createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: brokenUrl });
    const error = await broken.fetchOrder('order_AAAAAAAAAAAAAA').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect((error as Error).message).toContain('HTTP 500');
    expect(await broken.check()).toBe('down');
  });
});

describe('check()', () => {
  it("is 'up' against the sandbox", async () => {
    expect(await gateway.check()).toBe('up');
  });

  it("is 'down', without throwing, against a dead port and within ~2 s against a hanging one", async () => {
    const config = { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET };
    expect(await createRazorpayGateway({ ...config, apiUrl: deadUrl }).check()).toBe('down');
    const started = Date.now();
    expect(await createRazorpayGateway({ ...config, apiUrl: hangingUrl }).check()).toBe('down');
    expect(Date.now() - started).toBeLessThan(3_500);
  });
});

describe('configuration', () => {
  it('points the browser at the matching checkout script', async () => {
    expect(gateway.isSandbox).toBe(true);
    expect(gateway.checkoutScriptUrl).toBe(`${sandboxUrl}/v1/checkout.js`);
    const script = await fetch(gateway.checkoutScriptUrl);
    expect(script.headers.get('content-type')).toContain('javascript');

    const real = createRazorpayGateway({ keyId: 'rzp_live_abc', keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
    expect(real.isSandbox).toBe(false);
    expect(real.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(
      createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: '', apiUrl: 'https://api.razorpay.com/v1/' }).isSandbox,
    ).toBe(false);
  });

  it('refuses live keys pointed at a sandbox', () => {
    expect(() =>
      createRazorpayGateway({ keyId: 'rzp_live_abc', keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: sandboxUrl }),
    ).toThrow(/live keys/);
  });
});
