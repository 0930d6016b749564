import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, buildTestApp, loggedInCustomer, PASSWORD, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let customer: Awaited<ReturnType<typeof loggedInCustomer>>;
beforeAll(async () => {
  shop = await buildTestApp();
  customer = await loggedInCustomer(shop.app);
});
afterAll(() => shop.close());

const valid = {
  '/api/auth/register': {
    name: 'Priya Nair',
    email: 'fuzz@example.in',
    phoneNumber: '9820012345',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  },
  '/api/auth/login': { email: 'fuzz@example.in', password: PASSWORD },
  '/api/auth/save-profile': { phone: '9820012345', address: 'Sector 17, Vashi', pincode: '400703' },
  '/api/wishlist': { ref: 'kooler:mango' },
  '/api/contact': { name: 'Sneha', email: 'sneha@example.in', contact: '9820012345', message: 'Hello' },
  '/api/auth/forgot-password': { email: 'fuzz@example.in' },
  '/api/auth/reset-password': { token: 'A'.repeat(43), password: PASSWORD, confirmPassword: PASSWORD },
  '/api/auth/change-password': { currentPassword: 'not-the-password', password: PASSWORD, confirmPassword: PASSWORD },
  '/api/me/delete-account': { password: 'not-the-password' },
} as const;
type Endpoint = keyof typeof valid;
const endpoints = Object.keys(valid) as Endpoint[];

let ipCount = 0;
/** Posts as the logged-in customer, each time from a new address so throttles stay out of the way. */
function post(path: string) {
  ipCount += 1;
  return customer.agent
    .post(path)
    .set('Origin', SITE_ORIGIN)
    .set('X-Forwarded-For', `10.${(ipCount >> 16) & 255}.${(ipCount >> 8) & 255}.${ipCount & 255}`);
}

function expectRefusedWithMessage(response: { status: number; body: { message?: unknown } }) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(typeof response.body.message).toBe('string');
  expect((response.body.message as string).length).toBeGreaterThan(0);
}

/** Each valid body with one field replaced by something that is not a string, or left out. */
function fieldMutations(endpoint: Endpoint): [string, unknown][] {
  const body = valid[endpoint];
  return Object.keys(body).flatMap((field) =>
    [null, 42, true, [], ['a'], {}, { $ne: '' }, undefined].map((value): [string, unknown] => [
      `${field} = ${JSON.stringify(value) ?? 'missing'}`,
      { ...body, [field]: value },
    ]),
  );
}

describe.each(endpoints)('POST %s with a malformed body', (endpoint) => {
  it.each([
    ['an array', '[]', 'application/json'],
    ['an array of the right object', JSON.stringify([valid[endpoint]]), 'application/json'],
    ['null', 'null', 'application/json'],
    ['a number', '42', 'application/json'],
    ['a string', '"hello"', 'application/json'],
    ['broken JSON', '{"name":', 'application/json'],
    ['an empty object', '{}', 'application/json'],
    ['no body at all', '', 'application/json'],
    ['a form-encoded body', 'name=x&email=y', 'application/x-www-form-urlencoded'],
    ['plain text', 'hello', 'text/plain'],
    ['40 KB of JSON', JSON.stringify({ ...valid[endpoint], filler: 'x'.repeat(40_000) }), 'application/json'],
  ])('%s: a 4xx with a message', async (_case, raw, type) => {
    expectRefusedWithMessage(await post(endpoint).set('Content-Type', type).send(raw));
  });

  it.each(fieldMutations(endpoint))('%s: a 4xx with a message', async (_case, body) => {
    expectRefusedWithMessage(await post(endpoint).send(body as object));
  });

  it.each([
    ['an extra field', { isAdmin: true }],
    ['a __proto__ field', JSON.parse('{"__proto__": {"admin": true}}')],
    ['a huge extra key', { ['k'.repeat(20_000)]: 1 }],
  ])('a valid body with %s: refused, nothing done', async (_case, extra) => {
    const response = await post(endpoint).send({ ...valid[endpoint], ...extra });
    expectRefusedWithMessage(response);
    expect(response.body.message.length).toBeLessThan(80);
  });

  it('every field 30 KB long: a 4xx with a message', async () => {
    const body = Object.fromEntries(Object.keys(valid[endpoint]).map((field) => [field, 'é'.repeat(15_000)]));
    expectRefusedWithMessage(await post(endpoint).send(body));
  });

  it('any JSON value at all: never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom(...Object.keys(valid[endpoint]), 'extra'), fc.jsonValue()),
          fc.record(Object.fromEntries(Object.keys(valid[endpoint]).map((field) => [field, fc.oneof(fc.string(), fc.jsonValue())]))),
        ),
        async (body) => {
          const response = await post(endpoint).set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(typeof response.body.message).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('malformed paths and cookies', () => {
  it.each(['%E0%A4%A', '..%2F..%2Fetc', 'a'.repeat(2_000), '%00'])('DELETE /api/wishlist/%s: a 4xx with a message', async (ref) => {
    expectRefusedWithMessage(await customer.agent.delete(`/api/wishlist/${ref}`).set('Origin', SITE_ORIGIN));
  });

  it.each(['koolers_session', 'koolers_session=%', `koolers_session=${'x'.repeat(5000)}`, 'a=b; koolers_session=; koolers_session==='])(
    'a mangled cookie %j is simply anonymous',
    async (cookie) => {
      const response = await browser(shop.app).agent.get('/api/auth/user').set('Cookie', cookie);
      expect(response.status).toBe(401);
    },
  );
});
