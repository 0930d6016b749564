import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORGOT_LIMITS } from '../../src/customers/password-routes.ts';
import { browser, buildTestApp, loggedInCustomer, PASSWORD, type TestApp } from '../support/test-app.ts';

const RESET_REQUESTED =
  'If an account exists for this email, we have sent it a link to choose a new password. The link works once, for 30 minutes.';
const LINK_REFUSED = {
  code: 'reset_link_invalid',
  message: 'This password reset link is invalid, used or expired. Please ask for a new one.',
};
const NEW_PASSWORD = 'fresh-coconut-42';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

let ipCount = 0;
/** Each test comes from its own network, so one test's requests never throttle another's. */
function freshIp() {
  ipCount += 1;
  return `198.51.100.${ipCount}`;
}

/** The decoded plain text of the emails written to the outbox for `to`, oldest first. */
async function mailsTo(to: string): Promise<string[]> {
  return (await shop.outbox())
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) =>
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

/** Asks for a reset link and reads it from the outbox, as the customer would. */
async function resetLinkFor(email: string): Promise<{ link: string; token: string }> {
  const before = (await mailsTo(email)).length;
  const asked = await browser(shop.app, freshIp()).post('/api/auth/forgot-password', { email });
  expect(asked.status).toBe(200);
  const mail = await vi.waitFor(async () => {
    const mails = await mailsTo(email);
    if (mails.length <= before) throw new Error('no reset email yet');
    return mails.at(-1) as string;
  });
  const link = /http:\/\/127\.0\.0\.1:4321\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(mail);
  if (!link) throw new Error(`no reset link in: ${mail}`);
  return { link: link[0], token: link[1] as string };
}

function reset(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return browser(shop.app, freshIp()).post('/api/auth/reset-password', { token, password, confirmPassword });
}

describe('forgot password', () => {
  it('answers the same whether or not the email has an account, and emails a link only to an account', async () => {
    const customer = await loggedInCustomer(shop.app);
    const known = await browser(shop.app, freshIp()).post('/api/auth/forgot-password', { email: customer.email.toUpperCase() });
    const unknown = await browser(shop.app, freshIp()).post('/api/auth/forgot-password', { email: 'nobody-here@example.in' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: RESET_REQUESTED });
    expect(unknown.body).toEqual(known.body);

    await vi.waitFor(async () => expect(await mailsTo(customer.email)).toHaveLength(1));
    const [mail] = await mailsTo(customer.email);
    expect(mail).toContain('Subject: Reset your Koolers password');
    expect(mail).toContain('The link works once, for 30 minutes.');
    expect((await shop.outbox()).some((raw) => raw.includes('nobody-here@example.in'))).toBe(false);
  });

  it('stores only the SHA-256 of the link’s token, valid for 30 minutes', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { token } = await resetLinkFor(customer.email);
    const rows = await shop.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
    const row = rows.at(-1);
    if (!row) throw new Error('no token stored');
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60 * 1000);
  });

  it('refuses a malformed email with the login page’s message', async () => {
    const response = await browser(shop.app, freshIp()).post('/api/auth/forgot-password', { email: 'priya' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid email.');
  });

  it('limits the emails one address can be sent, whoever asks (429), and one network’s requests', async () => {
    const customer = await loggedInCustomer(shop.app);
    for (let i = 0; i < FORGOT_LIMITS.perEmail.points; i += 1) {
      expect((await browser(shop.app, freshIp()).post('/api/auth/forgot-password', { email: customer.email })).status).toBe(200);
    }
    const refused = await browser(shop.app, freshIp()).post('/api/auth/forgot-password', { email: customer.email });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many password reset requests. Please wait a few minutes and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const ip = freshIp();
    for (let i = 0; i < FORGOT_LIMITS.perIp.points; i += 1) {
      expect((await browser(shop.app, ip).post('/api/auth/forgot-password', { email: `someone${i}@example.in` })).status).toBe(200);
    }
    expect((await browser(shop.app, ip).post('/api/auth/forgot-password', { email: 'another@example.in' })).status).toBe(429);
  });
});

describe('reset password', () => {
  it('sets the new password through the emailed link and ends every session of the customer', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { token } = await resetLinkFor(customer.email);
    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Your password has been reset. Please log in with your new password.' });

    expect((await customer.get('/api/auth/user')).status).toBe(401);
    const oldPassword = await browser(shop.app, freshIp()).post('/api/auth/login', { email: customer.email, password: PASSWORD });
    expect(oldPassword.status).toBe(401);
    const newPassword = await browser(shop.app, freshIp()).post('/api/auth/login', { email: customer.email, password: NEW_PASSWORD });
    expect(newPassword.status).toBe(200);
    await vi.waitFor(async () =>
      expect((await mailsTo(customer.email)).some((mail) => mail.includes('Subject: Your Koolers password was changed'))).toBe(true),
    );
  });

  it('works once: the same link is refused the second time, and so is an older link', async () => {
    const customer = await loggedInCustomer(shop.app);
    const older = await resetLinkFor(customer.email);
    const newer = await resetLinkFor(customer.email);
    expect((await reset(newer.token)).status).toBe(200);
    const again = await reset(newer.token, 'another-password-1');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(LINK_REFUSED);
    expect((await reset(older.token, 'another-password-1')).body).toEqual(LINK_REFUSED);
  });

  it('refuses an expired link, an unknown one and a malformed one with the same message', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { token } = await resetLinkFor(customer.email);
    await shop.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await reset(token)).body).toEqual(LINK_REFUSED);
    expect((await reset('A'.repeat(43))).body).toEqual(LINK_REFUSED);
    const malformed = await reset('not-a-token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(LINK_REFUSED.message);
    const stillOld = await browser(shop.app, freshIp()).post('/api/auth/login', { email: customer.email, password: PASSWORD });
    expect(stillOld.status).toBe(200);
  });

  it('keeps the registration’s rules for the new password, and a refused password does not use the link', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { token } = await resetLinkFor(customer.email);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 9 characters.');
    const differ = await reset(token, NEW_PASSWORD, 'fresh-coconut-43');
    expect(differ.body.message).toBe('Passwords do not match.');
    expect((await reset(token)).status).toBe(200);
  });

  it('lets exactly one of two racing requests with the same link through', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { token } = await resetLinkFor(customer.email);
    const answers = await Promise.all([reset(token, 'racing-password-1'), reset(token, 'racing-password-2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});

describe('change password', () => {
  const change = (customer: Awaited<ReturnType<typeof loggedInCustomer>>, currentPassword: string, password = NEW_PASSWORD) =>
    customer.post('/api/auth/change-password', { currentPassword, password, confirmPassword: password });

  it('needs the current password, keeps this session and ends the others', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: freshIp() });
    const otherDevice = browser(shop.app, freshIp());
    expect((await otherDevice.post('/api/auth/login', { email: customer.email, password: PASSWORD })).status).toBe(200);

    const wrong = await change(customer, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'wrong_password', message: 'Your current password is not correct.' });
    expect((await otherDevice.get('/api/auth/user')).status).toBe(200);

    const changed = await change(customer, PASSWORD);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Your password has been changed. Your other devices have been logged out.' });
    expect((await customer.get('/api/auth/user')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect((await browser(shop.app, freshIp()).post('/api/auth/login', { email: customer.email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
  });

  it('voids a reset link sent before the change', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: freshIp() });
    const { token } = await resetLinkFor(customer.email);
    expect((await change(customer, PASSWORD)).status).toBe(200);
    expect((await reset(token, 'attacker-password-1')).body).toEqual(LINK_REFUSED);
  });

  it('is 401 when logged out, and refuses after 5 wrong current passwords', async () => {
    expect((await browser(shop.app, freshIp()).post('/api/auth/change-password', {})).status).toBe(401);
    const customer = await loggedInCustomer(shop.app, { ip: freshIp() });
    for (let i = 0; i < 5; i += 1) expect((await change(customer, `wrong-password-${i}`)).status).toBe(400);
    const refused = await change(customer, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many wrong passwords. Please wait a few minutes and try again.');
  });
});
