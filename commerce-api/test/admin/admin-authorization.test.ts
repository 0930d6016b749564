import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouteList, adminRoutes } from '../../src/admin/admin-routes.ts';
import { signedInStaff } from '../support/desk.ts';
import { buildTestApp, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let customerAgent: ReturnType<typeof request.agent>;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop, 'staff');
  customerAgent = request.agent(shop.app);
  const email = `customer-${Date.now()}@example.in`;
  const password = 'tender-coconut-9';
  await customerAgent
    .post('/api/auth/register')
    .set('Origin', SITE_ORIGIN)
    .send({ name: 'Priya Nair', email, phoneNumber: '9820012345', password, confirmPassword: password });
  const login = await customerAgent.post('/api/auth/login').set('Origin', SITE_ORIGIN).send({ email, password });
  if (login.status !== 200) throw new Error('customer login failed');
});
afterAll(() => shop.close());

/**
 * Read from the admin router itself: a route added tomorrow is in this list without anyone
 * remembering to add it here.
 */
const routes = adminRouteList(adminRoutes({} as never));
const samples: Record<string, string> = { id: '1' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_match, name: string) => samples[name] ?? 'x');
const protectedRoutes = routes.filter((route) => route.access !== 'public');
const ownerRoutes = routes.filter((route) => route.access === 'owner');

type Caller = 'anonymous' | 'customer' | 'staff';

function call(method: string, path: string, who: Caller) {
  const agent = who === 'customer' ? customerAgent : who === 'staff' ? staff.agent : request(shop.app);
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  return agent[verb](`/api/admin${concrete(path)}`)
    .set('Origin', SITE_ORIGIN)
    .send({});
}

describe('the admin router', () => {
  it('has routes, and every one declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !route.access)).toEqual([]);
  });

  it('opens only signing in, signing out, and using a one-time link (invitation or sign-in reset) to anyone', () => {
    expect(
      routes
        .filter((route) => route.access === 'public')
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    ).toEqual(['POST /invites/lookup', 'POST /login', 'POST /logout', 'POST /register', 'POST /reset-sign-in']);
  });
});

describe.each(protectedRoutes)('$method $path ($access)', ({ method, path, access }) => {
  it('refuses an anonymous caller with 401', async () => {
    const response = await call(method, path, 'anonymous');
    expect(response.status).toBe(401);
  });

  it('refuses a logged-in customer (their session cookie is not a desk session) with 401', async () => {
    expect((await call(method, path, 'customer')).status).toBe(401);
  });

  if (access === 'owner') {
    it('refuses a staff member (not an owner) with 403', async () => {
      const response = await call(method, path, 'staff');
      expect(response.status).toBe(403);
    });
  }
});

describe('owner-only routes', () => {
  it('cover the team, refunds and the audit log', () => {
    const paths = ownerRoutes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /staff',
        'POST /staff/invites',
        'POST /staff/:id/sign-in-reset',
        'POST /orders/:id/refunds',
        'GET /audit-log',
      ]),
    );
  });
});
