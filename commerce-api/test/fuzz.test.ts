import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp } from './support/test-app.ts';

const cmsUrl = inject('cmsUrl');
let shop: TestApp;
let customer: Awaited<ReturnType<typeof loggedInCustomer>>;
beforeAll(async () => {
  shop = await buildTestApp({ cmsUrl });
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
  '/api/memberships/verify-payment',
  '/api/memberships/mem_AAAAAAAAAAAA/submit',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/wishlist/merge',
  '/api/me/delete-account',
];

/** JSON-ish junk, and junk inside plausible shapes (so validation goes past the first field). */
const junk = fc.oneof(
  fc.jsonValue(),
  fc.record({ items: fc.jsonValue(), customerDetails: fc.jsonValue() }),
  fc.record({ items: fc.array(fc.record({ ref: fc.jsonValue(), quantity: fc.jsonValue(), size: fc.jsonValue() })) }),
  fc.record({ email: fc.jsonValue(), password: fc.jsonValue(), name: fc.jsonValue(), phone: fc.jsonValue(), pincode: fc.jsonValue() }),
  fc.record({ razorpay_order_id: fc.jsonValue(), razorpay_payment_id: fc.jsonValue(), razorpay_signature: fc.string() }),
);

function expectClientError(response: request.Response) {
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
});
