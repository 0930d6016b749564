import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { createInvite } from '../../src/admin/staff/staff-service.ts';
import type { StaffRole } from '../../src/db/schema.ts';
import { insertPendingOrder, newOrderId } from '../../src/orders/order-repository.ts';
import { transitionOrder } from '../../src/orders/order-status.ts';
import { SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

export const STAFF_PASSWORD = 'green-coconut-desk-42';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A browser at the desk: its own cookie jar, the site's Origin on every state-changing request. */
export function deskAgent(app: TestApp['app']) {
  const agent = request.agent(app);
  return {
    agent,
    get: (path: string) => agent.get(`/api/admin${path}`),
    post: (path: string, body: object = {}) => agent.post(`/api/admin${path}`).set('Origin', SITE_ORIGIN).send(body),
    put: (path: string, body: object = {}) => agent.put(`/api/admin${path}`).set('Origin', SITE_ORIGIN).send(body),
    delete: (path: string) => agent.delete(`/api/admin${path}`).set('Origin', SITE_ORIGIN),
  };
}

export type DeskAgent = ReturnType<typeof deskAgent>;

let staffCount = 0;

/** The invitation link's key, made as the command line (or an owner) makes it. */
export async function inviteToken(shop: TestApp, email: string, role: StaffRole): Promise<string> {
  const { link } = await createInvite(
    { db: shop.deps.db, siteOrigin: SITE_ORIGIN },
    { staffId: null, email: 'test', ip: null },
    { email, role },
  );
  return new URL(link).hash.replace('#invite=', '');
}

/**
 * A staff member through the whole real path: invitation, registration, password, authenticator
 * set-up with a code computed here. Returns their signed-in agent, TOTP secret and recovery codes.
 */
export async function signedInStaff(shop: TestApp, role: StaffRole = 'staff') {
  staffCount += 1;
  const email = `${role}${staffCount}-${Date.now()}@koolers.test`;
  const invite = await inviteToken(shop, email, role);
  const desk = deskAgent(shop.app);
  const registered = await desk.post('/register', {
    invite,
    name: `${role === 'owner' ? 'Owner' : 'Staff'} ${staffCount}`,
    email,
    password: STAFF_PASSWORD,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await desk.post('/login', { email, password: STAFF_PASSWORD });
  if (login.body.next !== 'setup-second-factor') throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const enrolment = await desk.get('/second-factor/setup');
  const confirmed = await desk.post('/second-factor/setup', { code: totpCode(enrolment.body.secret) });
  if (confirmed.status !== 200) throw new Error(`setup: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const me = await desk.get('/me');
  return {
    ...desk,
    email,
    id: me.body.id as number,
    secret: enrolment.body.secret as string,
    recoveryCodes: confirmed.body.recoveryCodes as string[],
  };
}

export type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** A customer row for orders made straight in the database (tests that need no checkout). */
export async function testCustomer(shop: TestApp, email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.in`) {
  const row = await shop.deps.db
    .insertInto('customers')
    .values({
      email,
      name: 'Test Buyer',
      phone: '9820012345',
      password_hash: 'x',
      address: null,
      pincode: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** An order stored as checkout stores it (lines, history, change feed), then moved to `status`. */
export async function buildOrder(
  shop: TestApp,
  customerId: number,
  overrides: {
    paymentMethod?: 'razorpay' | 'cod';
    status?: 'pending' | 'paid' | 'confirmed';
    name?: string;
    email?: string;
    phone?: string;
    pincode?: string;
    totalPaise?: number;
  } = {},
) {
  const id = newOrderId();
  const totalPaise = overrides.totalPaise ?? 24_000;
  const paymentMethod = overrides.paymentMethod ?? 'cod';
  await insertPendingOrder(shop.deps.db, {
    id,
    customerId,
    paymentMethod,
    details: {
      name: overrides.name ?? 'Priya Nair',
      email: overrides.email ?? 'priya@example.in',
      phone: overrides.phone ?? '9820012345',
      address: 'Flat 4, Palm Court, Sector 17, Vashi',
      pincode: overrides.pincode ?? '400703',
    },
    quote: {
      lines: [{ ref: 'kooler:mango', name: 'Mango', size: null, quantity: 1, unitPricePaise: totalPaise, lineTotalPaise: totalPaise }],
      subtotalPaise: totalPaise,
      deliveryFeePaise: 0,
      discountPaise: 0,
      totalPaise,
    },
  });
  const status = overrides.status ?? 'pending';
  if (status === 'paid' || (status === 'confirmed' && paymentMethod === 'razorpay')) {
    await transitionOrder(shop.deps.db, {
      orderId: id,
      from: 'pending',
      to: 'paid',
      actor: 'razorpay-webhook',
      set: { razorpay_payment_id: `pay_${id.slice(4)}`, paid_at: new Date().toISOString() },
    });
  }
  if (status === 'confirmed') {
    await transitionOrder(shop.deps.db, {
      orderId: id,
      from: paymentMethod === 'cod' ? 'pending' : 'paid',
      to: 'confirmed',
      actor: 'system',
    });
  }
  return id;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
