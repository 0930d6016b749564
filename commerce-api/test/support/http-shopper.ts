import { SITE_ORIGIN } from './test-app.ts';

let count = 0;

/**
 * A shopper talking HTTP to API processes, as the web front forwards them: the site's Origin, the
 * client's address in X-Forwarded-For, and the session cookie once logged in. `api` may change
 * between calls (the same browser reaching another replica).
 */
export function httpShopper(address = '203.0.113.7') {
  count += 1;
  const email = `replica-shopper${count}-${process.pid}@example.in`;
  const password = 'tender-coconut-9';
  let cookie = '';
  const call = async (api: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('koolers_session='));
    if (session) cookie = session.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    email,
    password,
    post: (api: string, path: string, body: unknown) => call(api, 'POST', path, body),
    get: (api: string, path: string) => call(api, 'GET', path),
    async register(api: string) {
      const answer = await call(api, 'POST', '/api/auth/register', {
        name: 'Priya Nair',
        email,
        phoneNumber: '9820012345',
        password,
        confirmPassword: password,
      });
      if (answer.status !== 201) throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    async logIn(api: string) {
      const answer = await call(api, 'POST', '/api/auth/login', { email, password });
      if (answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
  };
}
