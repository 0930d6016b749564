import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './support/ports.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp } from './support/test-app.ts';

let shop: TestApp;
let customer: Awaited<ReturnType<typeof loggedInCustomer>>;
beforeAll(async () => {
  shop = await buildTestApp();
  customer = await loggedInCustomer(shop.app);
});
afterAll(() => shop.close());

const postEndpoints = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/save-profile',
  '/api/wishlist',
  '/api/contact',
  '/api/cart/quote',
  '/api/orders/create-razorpay-order',
  '/api/orders/verify-payment',
  '/api/orders/cod',
  '/api/memberships',
  '/api/memberships/payment-details',
  '/api/memberships/razorpay',
  '/api/memberships/verify-payment',
  '/api/guest-orders/ord_AAAAAAAAAAAAAAAA/pay',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/wishlist/merge',
  '/api/me/delete-account',
  '/api/reviews',
  '/api/reviews/1/photo?order=ord_AAAAAAAAAAAAAAAA&expires=1&sig=AAAAAAAAAAAAAAAAAAAAAA',
];

/** JSON-ish junk, and junk inside plausible shapes (so validation goes past the first field). */
const junk = fc.oneof(
  fc.jsonValue(),
  fc.record({ items: fc.jsonValue(), customerDetails: fc.jsonValue() }),
  fc.record({ items: fc.array(fc.record({ ref: fc.jsonValue(), quantity: fc.jsonValue(), size: fc.jsonValue() })) }),
  fc.record({ email: fc.jsonValue(), password: fc.jsonValue(), name: fc.jsonValue(), phone: fc.jsonValue(), pincode: fc.jsonValue() }),
  fc.record({ razorpay_order_id: fc.jsonValue(), razorpay_payment_id: fc.jsonValue(), razorpay_signature: fc.string() }),
  fc.record({
    order: fc.jsonValue(),
    expires: fc.jsonValue(),
    sig: fc.jsonValue(),
    ref: fc.jsonValue(),
    stars: fc.jsonValue(),
    text: fc.jsonValue(),
  }),
);

/**
 * A POST whose header values go out one byte per character (Latin-1), as some clients send them:
 * node:http does so when the body is a Buffer written after the headers (supertest re-encodes them).
 */
async function postWithLatin1Headers(path: string, headers: Record<string, string>) {
  const { server, port } = await listen(shop.app);
  try {
    return await new Promise<{ status: number; body: { message?: unknown } }>((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers }, (answer) => {
        let text = '';
        answer.on('data', (chunk) => {
          text += chunk;
        });
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) }));
      });
      call.on('error', reject);
      call.end(Buffer.from('{}'));
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

function expectClientError(response: { status: number; body: { message?: unknown } }) {
  expect(response.status, `${response.status} ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(typeof response.body.message).toBe('string');
}

describe('malformed requests get a 4xx with a message, never a 500', () => {
  it.each(postEndpoints)('POST %s with junk JSON, logged in or not', async (path) => {
    await fc.assert(
      fc.asyncProperty(junk, fc.boolean(), async (body, loggedIn) => {
        // Sent as JSON text, so even a bare number, string or null reaches the server as JSON.
        const json = JSON.stringify(body);
        const response = loggedIn
          ? await customer.postRaw(path, json)
          : await request(shop.app).post(path).set('Origin', SITE_ORIGIN).set('Content-Type', 'application/json').send(json);
        if (response.status < 400) return; // a junk body that happens to be valid is fine
        expectClientError(response);
      }),
      { numRuns: 40 },
    );
  });

  it.each(postEndpoints)('POST %s with a body that is not JSON, or too large', async (path) => {
    for (const [type, body] of [
      ['application/json', '{"items": ['],
      ['application/json', 'null'],
      ['text/plain', 'hello'],
      ['application/json', JSON.stringify({ padding: 'x'.repeat(64 * 1024) })],
    ]) {
      const response = await request(shop.app)
        .post(path)
        .set('Origin', SITE_ORIGIN)
        .set('Content-Type', type as string)
        .send(body as string);
      expectClientError(response);
    }
  });

  it('GET with junk params and queries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string(), async (id, page, pageSize) => {
        for (const path of [
          `/api/me/orders/${encodeURIComponent(id)}`,
          `/api/me/orders?page=${encodeURIComponent(page)}&pageSize=${encodeURIComponent(pageSize)}`,
          `/api/wishlist/${encodeURIComponent(id)}`,
        ]) {
          const response = await customer.get(path);
          if (response.status >= 400) expectClientError(response);
        }
        const removed = await request(shop.app)
          .delete(`/api/wishlist/${encodeURIComponent(id)}`)
          .set('Origin', SITE_ORIGIN);
        expectClientError(removed);
      }),
      { numRuns: 40 },
    );
  });

  it('webhooks with junk bodies, signatures and event ids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string(), async (body, signature, eventId) => {
        const payment = await request(shop.app)
          .post('/api/payments/webhook')
          .set('Content-Type', 'application/json')
          .set('X-Razorpay-Signature', signature.replace(/[^\x20-\x7e]/g, ''))
          .set('x-razorpay-event-id', eventId.replace(/[^\x20-\x7e]/g, ''))
          .send(body);
        expectClientError(payment);
        const cms = await request(shop.app)
          .post('/api/cms/webhook')
          .set('Authorization', `Bearer ${signature.replace(/[^\x20-\x7e]/g, '')}`)
          .send(body);
        expectClientError(cms);
      }),
      { numRuns: 40 },
    );
  });

  /** 64 characters, as many as a hex HMAC-SHA256 has, some of them not ASCII (one UTF-16 unit each). */
  const signatureLookalike = (nonAscii: { min: number; max: number }) =>
    fc
      .array(
        fc.oneof(
          fc.constantFrom(...'0123456789abcdef'),
          fc.integer(nonAscii).map((code) => String.fromCharCode(code)),
        ),
        {
          minLength: 64,
          maxLength: 64,
        },
      )
      .map((units) => units.join(''))
      .filter((text) => [...text].some((char) => char.charCodeAt(0) > 0x7f));

  it('signatures of 64 characters that are not all ASCII, in verify bodies', async () => {
    await fc.assert(
      fc.asyncProperty(signatureLookalike({ min: 0x80, max: 0xd7ff }), async (signature) => {
        for (const path of ['/api/orders/verify-payment', '/api/memberships/verify-payment']) {
          const response = await customer.post(path, {
            razorpay_order_id: 'order_Abc123',
            razorpay_payment_id: 'pay_Abc123',
            razorpay_signature: signature,
          });
          expectClientError(response);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('webhook signatures of 64 characters that are not all ASCII (Latin-1 bytes in the header)', async () => {
    await fc.assert(
      fc.asyncProperty(signatureLookalike({ min: 0xa0, max: 0xff }), async (signature) => {
        const response = await postWithLatin1Headers('/api/payments/webhook', {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_fuzz',
        });
        expectClientError(response);
      }),
      { numRuns: 40 },
    );
  });
});
