import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, buildTestApp, registration, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('POST /api/auth/register', () => {
  it('creates the account (201, "Registration successful!") and signs the new customer in: no second password entry', async () => {
    const visitor = browser(shop.app);
    const form = registration({ name: '  Priya Nair ', email: '  Priya.Nair@Example.IN ' });
    const response = await visitor.post('/api/auth/register', form);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Registration successful!', name: 'Priya Nair' });
    expect(String(response.headers['set-cookie'])).toMatch(
      /^koolers_session=[\w-]{43}; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
    expect((await visitor.get('/api/auth/session')).body).toEqual({ signedIn: true, name: 'Priya Nair', member: false });
    expect((await visitor.get('/api/auth/user')).body).toMatchObject({ name: 'Priya Nair', email: 'priya.nair@example.in' });

    const stored = await shop.db.selectFrom('customers').selectAll().where('email', '=', 'priya.nair@example.in').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Priya Nair', phone: '9820012345', address: null, pincode: null });
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(stored.password_hash).not.toContain(form.password);
  });

  it.each([
    ['an email without @', { email: 'priya.example.in' }, 'Invalid email format.'],
    ['an email without a dot', { email: 'priya@example' }, 'Invalid email format.'],
    ['an email with a space inside', { email: 'priya nair@example.in' }, 'Invalid email format.'],
    ['a 9-digit phone', { phoneNumber: '982001234' }, 'Phone number must be exactly 10 digits.'],
    ['an 11-digit phone', { phoneNumber: '98200123456' }, 'Phone number must be exactly 10 digits.'],
    ['a phone with letters', { phoneNumber: '98200l2345' }, 'Phone number must be exactly 10 digits.'],
    ['an 8-character password', { password: 'coconut8', confirmPassword: 'coconut8' }, 'Password must be at least 9 characters.'],
    ['a confirmation that differs', { confirmPassword: 'tender-coconut-8' }, 'Passwords do not match.'],
    ['no name', { name: undefined }, 'Please enter your full name.'],
    ['a name of spaces', { name: '   ' }, 'Please enter your full name.'],
  ])('refuses %s with the spec message', async (_case, overrides, message) => {
    const response = await browser(shop.app).post('/api/auth/register', registration(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request', message });
  });

  it.each([
    ['in another case', (email: string) => email.toUpperCase()],
    ['with surrounding spaces', (email: string) => `  ${email}\t`],
  ])('refuses a second account for the same email %s (409), keeping one account', async (_case, variant) => {
    const email = registration().email;
    expect((await browser(shop.app).post('/api/auth/register', registration({ email }))).status).toBe(201);
    const again = await browser(shop.app).post('/api/auth/register', registration({ email: variant(email) }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'email_taken', message: 'An account with this email already exists. Please log in.' });
    const rows = await shop.db.selectFrom('customers').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('signs out whoever was signed in on that browser before (a guest checking out too)', async () => {
    const visitor = browser(shop.app);
    expect((await visitor.post('/api/auth/guest', {})).status).toBe(201);
    const guestSession = await shop.db.selectFrom('sessions').select('token_hash').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect((await visitor.post('/api/auth/register', registration())).status).toBe(201);
    const ended = await shop.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', guestSession.token_hash)
      .executeTakeFirstOrThrow();
    expect(ended.revoked_at).toEqual(expect.any(String));
    expect((await visitor.get('/api/auth/session')).body).toMatchObject({ signedIn: true });
  });

  it('a refused registration signs nobody in', async () => {
    const email = registration().email;
    expect((await browser(shop.app).post('/api/auth/register', registration({ email }))).status).toBe(201);
    const visitor = browser(shop.app);
    const again = await visitor.post('/api/auth/register', registration({ email }));
    expect(again.status).toBe(409);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await visitor.get('/api/auth/session')).body).toEqual({ signedIn: false });
  });

  it('makes exactly one account when the same email registers twice at once', async () => {
    const email = registration().email;
    const answers = await Promise.all([1, 2, 3].map(() => browser(shop.app).post('/api/auth/register', registration({ email }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('slows down probing for taken emails from one network (429 with Retry-After), not new sign-ups', async () => {
    const prober = browser(shop.app, '198.51.100.77');
    const taken = registration().email;
    expect((await prober.post('/api/auth/register', registration({ email: taken }))).status).toBe(201);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await prober.post('/api/auth/register', registration({ email: taken }))).status).toBe(409);
    }
    const refused = await prober.post('/api/auth/register', registration());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'too_many_registrations',
      message: 'Too many sign-up attempts. Please wait a few minutes and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else on another network is not affected.
    expect((await browser(shop.app, '198.51.100.78').post('/api/auth/register', registration())).status).toBe(201);
  });

  it('one network gets 30 sign-ups an hour (each costs a 19 MiB Argon2 hash); another network is not affected', async () => {
    const busy = browser(shop.app, '198.51.100.90');
    const answers = await Promise.all(Array.from({ length: 30 }, () => busy.post('/api/auth/register', registration())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    const refused = await busy.post('/api/auth/register', registration());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_registrations');
    expect((await browser(shop.app, '198.51.100.91').post('/api/auth/register', registration())).status).toBe(201);
  });

  it('refuses a request from another site (403) before creating anything', async () => {
    const form = registration();
    const response = await browser(shop.app).agent.post('/api/auth/register').set('Origin', 'https://evil.example').send(form);
    expect(response.status).toBe(403);
    expect(await shop.db.selectFrom('customers').select('id').where('email', '=', form.email).executeTakeFirst()).toBeUndefined();
  });
});
