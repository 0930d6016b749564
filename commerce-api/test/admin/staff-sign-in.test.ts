import type { StaffRole } from '@koolers/contracts/staff';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_IDLE_MS } from '../../src/admin/staff/staff-sessions.ts';
import { createApp } from '../../src/app.ts';
import { deskAgent, inviteToken, STAFF_PASSWORD, signedInStaff, totpCode } from '../support/desk.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@koolers.test`;
const lookup = (invite: string) => deskAgent(shop.app).post('/invites/lookup', { invite });

/** Registered with an invitation, but the authenticator app was never set up (the tab was closed). */
async function registered(role: StaffRole = 'staff') {
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

/** The desk from one client address, as the site's proxy reports it. */
function deskFrom(address: string) {
  const agent = request.agent(shop.app);
  return {
    post: (path: string, body: object) =>
      agent.post(`/api/admin${path}`).set('Origin', SITE_ORIGIN).set('X-Forwarded-For', address).send(body),
  };
}

describe('invitations', () => {
  it('registers once per link: the second use is refused with the reason', async () => {
    const email = uniqueEmail('once');
    const invite = await inviteToken(shop, email, 'staff');
    const look = await lookup(invite);
    expect(look.body).toMatchObject({ kind: 'invite', email, role: 'staff' });

    const first = await deskAgent(shop.app).post('/register', { invite, name: 'Asha', email, password: STAFF_PASSWORD });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Admin registered successfully!', next: 'setup-second-factor' });
    const again = await deskAgent(shop.app).post('/register', { invite, name: 'Mallory', email, password: 'another-password-123' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid, used or expired/);
    expect((await lookup(invite)).status).toBe(404);
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
    const row = await shop.deps.db.selectFrom('staff_invites').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(48 * 60 * 60 * 1000);
    await shop.deps.db
      .updateTable('staff_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const response = await deskAgent(shop.app).post('/register', { invite, name: 'Asha', email, password: STAFF_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/expired/);
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

  it('keeps the link’s key out of every URL, so the API’s access log never holds one', async () => {
    const lines: string[] = [];
    const logged = createApp({ ...shop.deps, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) });
    const email = uniqueEmail('logged');
    const invite = await inviteToken(shop, email, 'owner');
    const desk = request.agent(logged);
    const post = (path: string, body: object) => desk.post(`/api/admin${path}`).set('Origin', SITE_ORIGIN).send(body);
    expect((await post('/invites/lookup', { invite })).body).toMatchObject({ email, role: 'owner' });
    expect((await post('/register', { invite, name: 'Asha', email, password: STAFF_PASSWORD })).status).toBe(201);
    const enrolment = await desk.get('/api/admin/second-factor/setup');
    expect((await post('/second-factor/setup', { code: totpCode(enrolment.body.secret) })).status).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/api/admin/invites/lookup');
    expect(log).toContain('/api/admin/register');
    expect(log).not.toContain(invite);
    expect(log).not.toContain(enrolment.body.secret);
    // The old lookup, with the key in the path, is gone.
    expect((await desk.get(`/api/admin/invites/${invite}`)).status).toBe(404);
  });
});

describe('sign-in', () => {
  it('answers "Invalid credentials" for a wrong password and for an unknown email alike', async () => {
    const staff = await signedInStaff(shop);
    const wrong = await deskAgent(shop.app).post('/login', { email: staff.email, password: 'not-the-password' });
    const unknown = await deskAgent(shop.app).post('/login', { email: uniqueEmail('nobody'), password: STAFF_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid credentials');
    }
  });

  it('sets the app up in the visit that used the link: a right password alone reaches no order', async () => {
    const email = uniqueEmail('setup');
    const desk = deskAgent(shop.app);
    await desk.post('/register', { invite: await inviteToken(shop, email, 'staff'), name: 'Asha', email, password: STAFF_PASSWORD });
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
    expect((await next.get('/second-factor/setup')).status).toBe(401);
    const replay = await next.post('/second-factor', { code: totpCode(enrolment.body.secret) });
    expect(replay.status).toBe(400);
    expect((await next.get('/orders')).status).toBe(401);
    const fresh = await next.post('/second-factor', { code: totpCode(enrolment.body.secret, 1) });
    expect(fresh.status).toBe(200);
    expect((await next.get('/orders')).status).toBe(200);
  });

  it('never lets the password alone set up an app: an account whose set-up was left unfinished needs a new link', async () => {
    const { email } = await registered();
    const desk = deskAgent(shop.app);
    const login = await desk.post('/login', { email, password: STAFF_PASSWORD });
    expect(login.status).toBe(409);
    expect(login.body.message).toBe(
      'Your authenticator app is not set up. Please open your set-up link, or ask an owner to send you a new sign-in link.',
    );
    expect(login.headers['set-cookie']).toBeUndefined();
    expect((await desk.get('/second-factor/setup')).status).toBe(401);
    expect((await desk.post('/second-factor/setup', { code: '123456' })).status).toBe(401);
  });

  it('stores the authenticator secret sealed, for its own account only', async () => {
    const staff = await signedInStaff(shop);
    const other = await signedInStaff(shop);
    const row = await shop.deps.db.selectFrom('staff').select('totp_secret').where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(staff.secret);
    // A sealed secret copied onto another account does not open there: its codes do not sign that account in.
    await shop.deps.db.updateTable('staff').set({ totp_secret: row.totp_secret }).where('id', '=', other.id).execute();
    const desk = deskAgent(shop.app);
    await desk.post('/login', { email: other.email, password: STAFF_PASSWORD });
    const copied = await desk.post('/second-factor', { code: totpCode(staff.secret, 1) });
    expect(copied.status).toBe(409);
    expect((await desk.get('/orders')).status).toBe(401);
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

  it('five wrong passwords from one address lock out that address only: the right one from the staff member’s own gets in', async () => {
    const staff = await signedInStaff(shop);
    const attacker = deskFrom('198.51.100.2');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attacker.post('/login', { email: staff.email, password: 'wrong-password' })).status).toBe(401);
    }
    const locked = await attacker.post('/login', { email: staff.email, password: STAFF_PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await deskFrom('198.51.100.3').post('/login', { email: staff.email, password: STAFF_PASSWORD })).body).toEqual({
      next: 'second-factor',
    });
  });

  it('counts an IPv6 client by its network, not by each address it can take', async () => {
    const staff = await signedInStaff(shop);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const from = deskFrom(`2001:db8:5:${attempt + 1}::${attempt + 7}`);
      expect((await from.post('/login', { email: staff.email, password: 'wrong-password' })).status).toBe(401);
    }
    expect((await deskFrom('2001:db8:5:99::1').post('/login', { email: staff.email, password: STAFF_PASSWORD })).status).toBe(429);
    expect((await deskFrom('2001:db8:6::1').post('/login', { email: staff.email, password: STAFF_PASSWORD })).status).toBe(200);
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

describe('changing one’s own password', () => {
  it('needs the current password and a fresh code; the other sessions end and the old password stops working', async () => {
    const staff = await signedInStaff(shop);
    const elsewhere = deskAgent(shop.app);
    await elsewhere.post('/login', { email: staff.email, password: STAFF_PASSWORD });
    await elsewhere.post('/second-factor', { code: await staff.freshCode() });
    expect((await elsewhere.get('/me')).status).toBe(200);
    const newPassword = 'new-coconut-desk-2026';

    const wrongPassword = await staff.post('/password', { currentPassword: 'not-it-at-all', code: await staff.freshCode(), newPassword });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Your current password is not right.');
    const noCode = await staff.post('/password', { currentPassword: STAFF_PASSWORD, newPassword });
    expect(noCode.status).toBe(400);
    const code = await staff.freshCode();
    expect((await staff.post('/password', { currentPassword: STAFF_PASSWORD, code, newPassword })).body).toEqual({
      message: 'Password changed. Your other sessions are signed out.',
    });
    const replayed = await staff.post('/password', { currentPassword: newPassword, code, newPassword: 'a-third-password-99' });
    expect(replayed.status).toBe(400);

    expect((await staff.get('/me')).status).toBe(200);
    expect((await elsewhere.get('/me')).status).toBe(401);
    expect((await deskAgent(shop.app).post('/login', { email: staff.email, password: STAFF_PASSWORD })).status).toBe(401);
    expect((await deskAgent(shop.app).post('/login', { email: staff.email, password: newPassword })).status).toBe(200);
  });
});

describe('owners and the team', () => {
  it('an owner resets a staff member’s sign-in: old password, app and sessions stop working; the emailed link sets new ones', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const staff = await signedInStaff(shop);
    const reset = await owner.post(`/staff/${staff.id}/sign-in-reset`, { code: await owner.freshCode() });
    expect(reset.status).toBe(200);
    expect((await staff.get('/me')).status).toBe(401);
    expect((await deskAgent(shop.app).post('/login', { email: staff.email, password: STAFF_PASSWORD })).status).toBe(401);

    const mail = await shop.mailsAbout(reset.body.link);
    expect(mail.map((message) => message.to)).toEqual([staff.email]);
    const link = new URL(reset.body.link);
    expect(link.pathname).toBe('/admin-register');
    const invite = link.hash.replace('#invite=', '');
    expect((await lookup(invite)).body).toMatchObject({ kind: 'reset', email: staff.email, role: 'staff' });
    // The link is for its account: neither an invitation's form nor another email uses it.
    expect(
      (await deskAgent(shop.app).post('/register', { invite, name: 'Eve', email: staff.email, password: 'eve-password-123' })).status,
    ).toBe(400);

    const desk = deskAgent(shop.app);
    const newPassword = 'after-the-reset-2026';
    const used = await desk.post('/reset-sign-in', { invite, email: staff.email, password: newPassword });
    expect(used.body).toEqual({ message: 'New password saved.', next: 'setup-second-factor' });
    expect((await desk.get('/orders')).status).toBe(401);
    const enrolment = await desk.get('/second-factor/setup');
    expect(enrolment.body.secret).not.toBe(staff.secret);
    expect((await desk.post('/second-factor/setup', { code: totpCode(enrolment.body.secret) })).status).toBe(200);
    expect((await desk.get('/orders')).status).toBe(200);
    expect((await deskAgent(shop.app).post('/reset-sign-in', { invite, email: staff.email, password: 'again-and-again-1' })).status).toBe(
      400,
    );

    const audit = await owner.get(`/audit-log?targetType=staff&targetId=${staff.id}`);
    expect(audit.body.entries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['staff.sign-in-reset', 'staff.sign-in-reset-used', 'staff.second-factor-set-up']),
    );
  });

  it('minting access to the desk (an invitation, a sign-in reset) needs a fresh code from the owner’s own app', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const staff = await signedInStaff(shop);
    const email = uniqueEmail('stolen-session');
    const withoutCode = await owner.post('/staff/invites', { email, role: 'owner' });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.message).toBe('Please enter the 6-digit code from your authenticator app.');
    const code = await owner.freshCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await owner.post('/staff/invites', { email, role: 'owner', code: wrong })).status).toBe(400);
    expect((await owner.post(`/staff/${staff.id}/sign-in-reset`, {})).status).toBe(400);
    expect((await owner.post('/staff/invites', { email, role: 'owner', code })).status).toBe(201);
    // A code works once: whoever read it over the owner's shoulder cannot use it again.
    expect((await owner.post(`/staff/${staff.id}/sign-in-reset`, { code })).status).toBe(400);
    expect((await staff.get('/me')).status).toBe(200);
  });

  it('an owner invites by email; the link arrives and registers a staff member', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const email = uniqueEmail('invited');
    const invited = await owner.post('/staff/invites', { email, role: 'staff', code: await owner.freshCode() });
    expect(invited.status).toBe(201);
    const mail = await shop.mailsAbout(invited.body.link);
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

describe('the last owner', () => {
  let alone: TestApp;
  beforeAll(async () => {
    alone = await buildTestApp();
  });
  afterAll(() => alone.close());

  it('stays, even when two owners turn each other off at the same moment', async () => {
    const first = await signedInStaff(alone, 'owner');
    const second = await signedInStaff(alone, 'owner');
    const activeOwners = () =>
      alone.deps.db.selectFrom('staff').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).execute();
    for (let round = 0; round < 5; round += 1) {
      // Both on again, both signed in again (turning one off ended their sessions).
      await alone.deps.db.updateTable('staff').set({ disabled_at: null }).execute();
      await alone.deps.db.updateTable('staff_sessions').set({ revoked_at: null }).execute();
      const answers = await Promise.all([
        first.put(`/staff/${second.id}/disabled`, { disabled: true }),
        second.put(`/staff/${first.id}/disabled`, { disabled: true }),
      ]);
      // One wins; the other is refused as the last owner (or, if the winner's answer came first, as signed out).
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await activeOwners()).toHaveLength(1);
    }
  });
});
