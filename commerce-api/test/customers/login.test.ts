import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/customers/password-hashing.ts';
import {
  browser,
  buildTestApp,
  loggedInCustomer,
  PASSWORD,
  PRODUCTION_ORIGIN,
  registration,
  sessionCookie,
  type TestApp,
} from '../support/test-app.ts';

const LOGIN_FAILED = { code: 'login_failed', message: 'Login failed! Please check your credentials.' };
const TOO_MANY = { code: 'too_many_attempts', message: 'Too many login attempts. Please wait a few minutes and try again.' };

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

let ipCount = 0;
/** Each test comes from its own network, so one test's attempts never throttle another's. */
function freshIp() {
  ipCount += 1;
  return `192.0.2.${ipCount}`;
}

async function registered(overrides: Record<string, unknown> = {}) {
  const form = registration(overrides);
  const response = await browser(shop.app, freshIp()).post('/api/auth/register', form);
  expect(response.status).toBe(201);
  return form as { name: string; email: string; password: string };
}

describe('POST /api/auth/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for 30 days and answers the name; /auth/user then works', async () => {
    const form = await registered({ name: 'Arjun Patil' });
    const customer = browser(shop.app, freshIp());
    const response = await customer.post('/api/auth/login', { email: ` ${form.email.toUpperCase()} `, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: 'Arjun Patil' });
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('koolers_session='));
    expect(cookie).toMatch(/^koolers_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');

    const user = await customer.get('/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ name: 'Arjun Patil', email: form.email });
  });

  it('stores only the SHA-256 of the session token', async () => {
    const form = await registered();
    const response = await browser(shop.app, freshIp()).post('/api/auth/login', { email: form.email, password: PASSWORD });
    const token = sessionCookie(response).split('=')[1] as string;
    const rows = await shop.db.selectFrom('sessions').selectAll().execute();
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
    const { createHash } = await import('node:crypto');
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('marks the cookie Secure in production', async () => {
    const production = await buildTestApp({ env: 'production' });
    try {
      const form = registration();
      await browser(production.app, undefined, PRODUCTION_ORIGIN).post('/api/auth/register', form);
      const response = await browser(production.app, undefined, PRODUCTION_ORIGIN).post('/api/auth/login', {
        email: form.email,
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
      expect((response.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; Secure/);
    } finally {
      await production.close();
    }
  });

  it('answers an unknown email and a wrong password identically (401, same body, no cookie)', async () => {
    const form = await registered();
    const unknown = await browser(shop.app, freshIp()).post('/api/auth/login', { email: 'nobody-here@example.in', password: PASSWORD });
    const wrong = await browser(shop.app, freshIp()).post('/api/auth/login', { email: form.email, password: 'not-the-password' });
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(LOGIN_FAILED);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('spends a password verification on an unknown email too (no fast "no such account")', async () => {
    const ip = freshIp();
    await browser(shop.app, ip).post('/api/auth/login', { email: 'warm-up@example.in', password: PASSWORD });
    const { password_hash } = await shop.db.selectFrom('customers').select('password_hash').executeTakeFirstOrThrow();
    // The quickest of three: a busy machine only ever makes a measurement slower.
    let oneVerification = Number.POSITIVE_INFINITY;
    for (let n = 0; n < 3; n++) {
      const start = performance.now();
      await verifyPassword(PASSWORD, password_hash);
      oneVerification = Math.min(oneVerification, performance.now() - start);
    }

    const before = performance.now();
    const response = await browser(shop.app, ip).post('/api/auth/login', { email: 'still-nobody@example.in', password: PASSWORD });
    expect(response.status).toBe(401);
    // Noise only makes a request slower: it cannot be this fast unless the hash was skipped.
    expect(performance.now() - before).toBeGreaterThan(oneVerification * 0.5);
  });

  it.each([
    ['an email without @', { email: 'priya.example.in', password: PASSWORD }, 'Please enter a valid email.'],
    ['an email without a dot', { email: 'priya@example', password: PASSWORD }, 'Please enter a valid email.'],
    ['a short password', { email: 'priya@example.in', password: 'short' }, 'Password must be at least 9 characters.'],
    ['no password', { email: 'priya@example.in' }, 'Password must be at least 9 characters.'],
  ])('refuses %s (400) with the spec message', async (_case, body, message) => {
    const response = await browser(shop.app, freshIp()).post('/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request', message });
  });
});

describe('login throttling', () => {
  const attempt = (ip: string, email: string, password: string) => browser(shop.app, ip).post('/api/auth/login', { email, password });

  it('five wrong passwords from one address lock that address out of the account, whatever the case or spaces of the email', async () => {
    const form = await registered();
    const ip = freshIp();
    const variants = [form.email, form.email.toUpperCase(), ` ${form.email}`, `${form.email}  `, `\t${form.email.toUpperCase()}`];
    for (const email of variants) expect((await attempt(ip, email, 'wrong-password')).status).toBe(401);
    const locked = await attempt(ip, form.email.toUpperCase(), PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(TOO_MANY);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('someone else’s failures cannot lock a customer out: the owner on their own network still logs in', async () => {
    const form = await registered();
    const attacker = freshIp();
    for (let i = 0; i < 8; i++) expect([401, 429]).toContain((await attempt(attacker, form.email, 'wrong-password')).status);
    expect((await attempt(attacker, form.email, 'wrong-password')).status).toBe(429);
    expect((await attempt(freshIp(), form.email, PASSWORD)).status).toBe(200);
  });

  it('locks an unknown email the same way (an attacker learns nothing from the lock)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await attempt(ip, 'ghost@example.in', 'guess-number-x')).status).toBe(401);
    expect((await attempt(ip, 'ghost@example.in', 'guess-number-x')).status).toBe(429);
  });

  it('counts parallel guesses too: 12 at once from one address get at most 5 checked', async () => {
    const form = await registered();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(ip, form.email, 'wrong-password')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('a successful login clears the failures of that address', async () => {
    const form = await registered();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await attempt(ip, form.email, 'wrong-password')).status).toBe(401);
    expect((await attempt(ip, form.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(ip, form.email, 'wrong-password')).status).toBe(401);
    expect((await attempt(ip, form.email, PASSWORD)).status).toBe(200);
  });

  it('a shared address (carrier-grade NAT): 20 failed logins by others do not refuse a customer with the right password', async () => {
    const nat = freshIp();
    for (let i = 0; i < 20; i++) expect((await attempt(nat, `typo${i}-${nat}@example.in`, 'Password123')).status).toBe(401);
    const form = await registered();
    expect((await attempt(nat, form.email, PASSWORD)).status).toBe(200);
  });

  it('an address past 100 failures (spraying) gets one try per account: a right password still gets in, a second guess does not', async () => {
    const hot = freshIp();
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(hot, `spray${batch}-${i}-${hot}@example.in`, 'Password123')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    }
    const customer = await registered();
    expect((await attempt(hot, customer.email, PASSWORD)).status).toBe(200);
    const typist = await registered();
    expect((await attempt(hot, typist.email, 'wrong-password')).status).toBe(401);
    const second = await attempt(hot, typist.email, PASSWORD);
    expect(second.status).toBe(429);
    expect(second.body).toEqual(TOO_MANY);
    // From any other address the same account is fine.
    expect((await attempt(freshIp(), typist.email, PASSWORD)).status).toBe(200);
  });

  it('guessing one account from many addresses: after 50 failures in an hour the account is refused everywhere', async () => {
    const form = await registered();
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => attempt(freshIp(), form.email, 'wrong-password')));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    }
    const refused = await attempt(freshIp(), form.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });

  it('throttles an IPv6 client by its /48 network: another /64 of the same home is the same address', async () => {
    const form = await registered();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(`2001:db8:1:${(i + 2).toString(16)}::1`, form.email, 'wrong-password')).status).toBe(401);
    }
    expect((await attempt('2001:db8:1:ffff::1', form.email, PASSWORD)).status).toBe(429);
    expect((await attempt('2001:db8:2:1::1', form.email, PASSWORD)).status).toBe(200);
  });

  it('one IPv6 /48 cannot fill the account window: after 50 guesses from its /64s, the owner still logs in from home', async () => {
    const form = await registered();
    const answers: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const guesses = Array.from({ length: 10 }, (_, i) =>
        attempt(`2001:db8:66:${(batch * 10 + i + 1).toString(16)}::1`, form.email, 'x-guess-1'),
      );
      answers.push(...(await Promise.all(guesses)).map((answer) => answer.status));
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(5);
    expect((await attempt('198.51.100.77', form.email, PASSWORD)).status).toBe(200);
  });

  it('a refused attempt counts nothing and stores nothing (only windows that count are kept)', async () => {
    const form = await registered();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await attempt(ip, form.email, 'wrong-password');
    const countRows = async () =>
      Number(
        (
          await shop.db
            .selectFrom('rate_limits')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countRows();
    for (let i = 0; i < 10; i++) expect((await attempt(ip, form.email, 'wrong-password')).status).toBe(429);
    expect(await countRows()).toBe(before);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the old cookie no longer works, even if replayed', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: freshIp() });
    const user = await customer.get('/api/auth/user');
    expect(user.status).toBe(200);
    const stolen = user.request.cookies;

    const logout = await customer.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect((logout.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^koolers_session=; Path=\/; Expires=Thu, 01 Jan 1970/);

    expect((await customer.get('/api/auth/user')).status).toBe(401);
    const replay = await browser(shop.app).agent.get('/api/auth/user').set('Cookie', stolen);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 'not_logged_in', message: 'Please log in first.' });
    const revoked = await shop.db.selectFrom('sessions').select('revoked_at').where('revoked_at', 'is not', null).execute();
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('is idempotent: logging out again, or without a session, is still 204', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: freshIp() });
    expect((await customer.post('/api/auth/logout')).status).toBe(204);
    expect((await customer.post('/api/auth/logout')).status).toBe(204);
    expect((await browser(shop.app).post('/api/auth/logout')).status).toBe(204);
  });

  it('logging in as someone else on the same browser ends the first session', async () => {
    const first = await loggedInCustomer(shop.app, { ip: freshIp() });
    const firstCookie = (await first.get('/api/auth/user')).request.cookies;
    const second = await registered();
    expect((await first.post('/api/auth/login', { email: second.email, password: PASSWORD })).status).toBe(200);
    expect((await browser(shop.app).agent.get('/api/auth/user').set('Cookie', firstCookie)).status).toBe(401);
    expect((await first.get('/api/auth/user')).body.email).toBe(second.email);
  });

  it('an expired session is not accepted', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: freshIp() });
    expect((await customer.get('/api/auth/user')).status).toBe(200);
    const { id } = await shop.db.selectFrom('customers').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
    await shop.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', id)
      .execute();
    expect((await customer.get('/api/auth/user')).status).toBe(401);
  });

  it('keeps expired sessions as they were (nothing is deleted): their end date already marks them', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: freshIp() });
    const { id } = await shop.db.selectFrom('customers').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
    await shop.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', id)
      .execute();
    const ip = freshIp();
    expect((await browser(shop.app, ip).post('/api/auth/login', { email: customer.email, password: PASSWORD })).status).toBe(200);
    const sessions = await shop.db.selectFrom('sessions').select('expires_at').where('customer_id', '=', id).execute();
    expect(sessions).toHaveLength(2);
  });

  it('a session ended elsewhere (another API process, an operator) is refused at the very next request', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: freshIp() });
    expect((await customer.get('/api/auth/user')).status).toBe(200);
    const { id } = await shop.db.selectFrom('customers').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
    await shop.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('customer_id', '=', id).execute();
    expect((await customer.get('/api/auth/user')).status).toBe(401);
  });
});

describe('what the logs hold', () => {
  it('never a password; the session token only in the cookie headers (which the app logger redacts)', async () => {
    const secret = 'my-very-own-secret-99';
    const form = registration({ password: secret, confirmPassword: secret });
    const customer = browser(shop.app, freshIp());
    await customer.post('/api/auth/register', form);
    await customer.post('/api/auth/login', { email: form.email, password: 'a-wrong-guess-1' });
    const login = await customer.post('/api/auth/login', { email: form.email, password: secret });
    const token = sessionCookie(login).split('=')[1] as string;
    await customer.get('/api/auth/user');
    await customer.post('/api/auth/logout');

    // The test logger redacts nothing: what it holds is everything the code ever logged.
    const logs = shop.logs();
    expect(logs.includes('/api/auth/login')).toBe(true);
    expect(logs.includes(secret)).toBe(false);
    expect(logs.includes('a-wrong-guess-1')).toBe(false);
    const withoutCookieHeaders = logs
      .trim()
      .split('\n')
      .map((line) => {
        const entry = JSON.parse(line);
        delete entry.req?.headers?.cookie;
        delete entry.res?.headers?.['set-cookie'];
        return JSON.stringify(entry);
      })
      .join('\n');
    expect(logs.includes(token)).toBe(true);
    expect(withoutCookieHeaders.includes(token)).toBe(false);
  });
});
