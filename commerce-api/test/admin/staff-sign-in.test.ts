import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_IDLE_MS } from '../../src/admin/staff/staff-sessions.ts';
import { deskAgent, inviteToken, STAFF_PASSWORD, signedInStaff, totpCode } from '../support/desk.ts';
import { buildTestApp, loggedInCustomer, type TestApp } from '../support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@koolers.test`;

async function registered(role: 'owner' | 'staff' = 'staff') {
  const email = uniqueEmail(role);
  const desk = deskAgent(shop.app);
  const response = await desk.post('/register', {
    invite: await inviteToken(shop, email, role),
    name: 'Asha',
    email,
    password: STAFF_PASSWORD,
  });
  expect(response.status).toBe(201);
  return { desk, email };
}

describe('invitations', () => {
  it('registers once per link: the second use is refused with the reason', async () => {
    const email = uniqueEmail('once');
    const invite = await inviteToken(shop, email, 'staff');
    const look = await deskAgent(shop.app).get(`/invites/${invite}`);
    expect(look.body).toMatchObject({ email, role: 'staff' });

    const first = await deskAgent(shop.app).post('/register', { invite, name: 'Asha', email, password: STAFF_PASSWORD });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Admin registered successfully!');
    const again = await deskAgent(shop.app).post('/register', { invite, name: 'Mallory', email, password: 'another-password-123' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid, used or expired/);
    expect((await deskAgent(shop.app).get(`/invites/${invite}`)).status).toBe(404);
  });

  it('of two registrations racing on one link, exactly one makes an account', async () => {
    const email = uniqueEmail('race');
    const invite = await inviteToken(shop, email, 'staff');
    const answers = await Promise.all(
      [1, 2, 3].map(() => deskAgent(shop.app).post('/register', { invite, name: 'Asha', email, password: STAFF_PASSWORD })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  });

  it('expires after 48 hours', async () => {
    const email = uniqueEmail('late');
    const invite = await inviteToken(shop, email, 'staff');
    await shop.deps.db
      .updateTable('staff_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const response = await deskAgent(shop.app).post('/register', { invite, name: 'Asha', email, password: STAFF_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/expired/);
    const row = await shop.deps.db.selectFrom('staff_invites').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.expires_at.slice(0, 4)).toMatch(/^\d{4}$/);
  });

  it('is for its email only, and without a valid invitation nobody registers', async () => {
    const email = uniqueEmail('for');
    const invite = await inviteToken(shop, email, 'staff');
    const other = await deskAgent(shop.app).post('/register', { invite, name: 'Eve', email: uniqueEmail('eve'), password: STAFF_PASSWORD });
    expect(other.status).toBe(400);
    expect(other.body.message).toContain(email);
    const none = await deskAgent(shop.app).post('/register', { name: 'Eve', email: uniqueEmail('eve'), password: STAFF_PASSWORD });
    expect(none.status).toBe(400);
    const forged = await deskAgent(shop.app).post('/register', {
      invite: 'A'.repeat(43),
      name: 'Eve',
      email: uniqueEmail('eve'),
      password: STAFF_PASSWORD,
    });
    expect(forged.status).toBe(400);
  });

  it('sets the invitation lifetime to 48 hours', async () => {
    const email = uniqueEmail('48h');
    await inviteToken(shop, email, 'staff');
    const row = await shop.deps.db.selectFrom('staff_invites').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(48 * 60 * 60 * 1000);
  });
});

describe('sign-in', () => {
  it('answers "Invalid credentials" for a wrong password and for an unknown email alike', async () => {
    const { email } = await registered();
    const wrong = await deskAgent(shop.app).post('/login', { email, password: 'not-the-password' });
    const unknown = await deskAgent(shop.app).post('/login', { email: uniqueEmail('nobody'), password: STAFF_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid credentials');
    }
  });

  it('requires the second factor: a right password alone reaches no order', async () => {
    const { desk, email } = await registered();
    const login = await desk.post('/login', { email, password: STAFF_PASSWORD });
    expect(login.body).toEqual({ next: 'setup-second-factor' });
    expect((await desk.get('/orders')).status).toBe(401);
    expect((await desk.get('/me')).status).toBe(401);

    const enrolment = await desk.get('/second-factor/setup');
    expect(enrolment.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // Reloading the set-up page shows the same QR code.
    expect((await desk.get('/second-factor/setup')).body.secret).toBe(enrolment.body.secret);
    const wrong = await desk.post('/second-factor/setup', { code: '000000' === totpCode(enrolment.body.secret) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await desk.get('/orders')).status).toBe(401);

    const done = await desk.post('/second-factor/setup', { code: totpCode(enrolment.body.secret) });
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect((await desk.get('/orders')).status).toBe(200);

    // The next sign-in asks for a code from the app, and refuses the one just used.
    const next = deskAgent(shop.app);
    expect((await next.post('/login', { email, password: STAFF_PASSWORD })).body).toEqual({ next: 'second-factor' });
    const replay = await next.post('/second-factor', { code: totpCode(enrolment.body.secret) });
    expect(replay.status).toBe(400);
    expect((await next.get('/orders')).status).toBe(401);
    const fresh = await next.post('/second-factor', { code: totpCode(enrolment.body.secret, 1) });
    expect(fresh.status).toBe(200);
    expect((await next.get('/orders')).status).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const staff = await signedInStaff(shop);
    const [code] = staff.recoveryCodes;
    const first = deskAgent(shop.app);
    await first.post('/login', { email: staff.email, password: STAFF_PASSWORD });
    expect((await first.post('/second-factor', { recoveryCode: code?.toUpperCase() })).status).toBe(200);
    expect((await first.get('/me')).body.email).toBe(staff.email);

    const second = deskAgent(shop.app);
    await second.post('/login', { email: staff.email, password: STAFF_PASSWORD });
    const reused = await second.post('/second-factor', { recoveryCode: code });
    expect(reused.status).toBe(400);
    expect((await second.get('/me')).status).toBe(401);
  });

  it('throttles codes: after 5 wrong ones even the right code waits', async () => {
    const staff = await signedInStaff(shop);
    const desk = deskAgent(shop.app);
    await desk.post('/login', { email: staff.email, password: STAFF_PASSWORD });
    const right = totpCode(staff.secret, 1);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await desk.post('/second-factor', { code: wrong })).status).toBe(400);
    const blocked = await desk.post('/second-factor', { code: right });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('throttles passwords per account', async () => {
    const { email } = await registered();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await deskAgent(shop.app).post('/login', { email, password: 'wrong-password' })).status).toBe(401);
    }
    expect((await deskAgent(shop.app).post('/login', { email, password: STAFF_PASSWORD })).status).toBe(429);
  });

  it('ends a session after 30 idle minutes, and at once on logout', async () => {
    const staff = await signedInStaff(shop);
    expect((await staff.get('/me')).status).toBe(200);
    await shop.deps.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - STAFF_IDLE_MS - 1000).toISOString() })
      .where('staff_id', '=', staff.id)
      .execute();
    expect((await staff.get('/me')).status).toBe(401);

    const again = await signedInStaff(shop);
    expect((await again.post('/logout')).status).toBe(204);
    expect((await again.get('/me')).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in however busy', async () => {
    const staff = await signedInStaff(shop);
    const session = await shop.deps.db.selectFrom('staff_sessions').selectAll().where('staff_id', '=', staff.id).executeTakeFirstOrThrow();
    expect(Date.parse(session.expires_at) - Date.parse(session.last_seen_at)).toBeLessThanOrEqual(12 * 60 * 60 * 1000);
    await shop.deps.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('staff_id', '=', staff.id)
      .execute();
    expect((await staff.get('/me')).status).toBe(401);
  });

  it('keeps a customer’s session off the desk, and the desk’s cookie off the rest of the API', async () => {
    const customer = await loggedInCustomer(shop.app);
    expect((await customer.get('/api/admin/orders')).status).toBe(401);
    const staff = await signedInStaff(shop);
    const login = await deskAgent(shop.app).post('/login', { email: staff.email, password: STAFF_PASSWORD });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/koolers_staff=.*Path=\/api\/admin.*HttpOnly.*SameSite=Strict/);
  });
});

describe('owners and the team', () => {
  it('an owner resets a staff member’s second factor: their sessions end and the next sign-in sets it up again', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const staff = await signedInStaff(shop);
    const reset = await owner.post(`/staff/${staff.id}/second-factor/reset`);
    expect(reset.status).toBe(200);
    expect((await staff.get('/me')).status).toBe(401);
    const desk = deskAgent(shop.app);
    expect((await desk.post('/login', { email: staff.email, password: STAFF_PASSWORD })).body).toEqual({ next: 'setup-second-factor' });
    const audit = await owner.get(`/audit-log?targetType=staff&targetId=${staff.id}`);
    expect(audit.body.entries.map((entry: { action: string }) => entry.action)).toContain('staff.second-factor-reset');
  });

  it('an owner invites by email; the link arrives and registers a staff member', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const email = uniqueEmail('invited');
    const invited = await owner.post('/staff/invites', { email, role: 'staff' });
    expect(invited.status).toBe(201);
    const mail = shop.mailsAbout(invited.body.link);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe(email);
    const token = new URL(invited.body.link).hash.replace('#invite=', '');
    expect((await deskAgent(shop.app).post('/register', { invite: token, name: 'Ravi', email, password: STAFF_PASSWORD })).status).toBe(
      201,
    );
    const team = await owner.get('/staff');
    expect(team.body.staff.map((member: { email: string }) => member.email)).toContain(email);
  });

  it('a turned-off account cannot sign in, and the last owner cannot be turned off', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const staff = await signedInStaff(shop);
    expect((await owner.put(`/staff/${staff.id}/disabled`, { disabled: true })).status).toBe(200);
    expect((await staff.get('/me')).status).toBe(401);
    expect((await deskAgent(shop.app).post('/login', { email: staff.email, password: STAFF_PASSWORD })).status).toBe(401);
    expect((await owner.put(`/staff/${owner.id}/disabled`, { disabled: true })).status).toBe(409);
  });
});
