import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from './support/desk.ts';
import { buildTestApp, loggedInCustomer, type TestApp } from './support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('personal answers are never stored by a cache', () => {
  it('says no-store on every answer under /api/me, /api/admin and /api/auth, refusals included', async () => {
    const customer = await loggedInCustomer(shop.app);
    const owner = await signedInStaff(shop, 'owner');
    const answers = {
      'GET /api/me/orders': await customer.get('/api/me/orders'),
      'GET /api/me/orders/ord_none': await customer.get('/api/me/orders/ord_none'),
      'GET /api/auth/session': await customer.get('/api/auth/session'),
      'GET /api/auth/user': await customer.get('/api/auth/user'),
      'GET /api/admin/staff': await owner.get('/staff'),
      'GET /api/admin/orders': await owner.get('/orders'),
      'GET /api/admin/audit-log': await owner.get('/audit-log'),
      'GET /api/admin/orders (anonymous)': await request(shop.app).get('/api/admin/orders'),
      'GET /api/me/orders (anonymous)': await request(shop.app).get('/api/me/orders'),
    };
    const cacheControl = Object.fromEntries(Object.entries(answers).map(([call, answer]) => [call, answer.headers['cache-control']]));
    expect(cacheControl).toEqual(Object.fromEntries(Object.keys(answers).map((call) => [call, 'no-store'])));
  });

  it('leaves other answers their own Cache-Control', async () => {
    const quote = await request(shop.app).get('/api/health');
    expect(quote.headers['cache-control']).not.toBe('no-store');
  });
});
