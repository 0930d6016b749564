import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createMailer, type Mailer } from '../../src/email/mailer.ts';
import { createTestDb } from '../support/test-db.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:4321';
export const PRODUCTION_ORIGIN = 'https://koolers.test';
export const PASSWORD = 'tender-coconut-9';

/** Answers "up" to a health probe; these tests never reach the catalogue or the payment gateway. */
const unusedProbe = { check: async () => 'up' as const };

/**
 * The commerce API in-process for the customer, wishlist and contact tests: a fresh database
 * (SQLite in memory, or PostgreSQL when TEST_DATABASE_URL is set), an outbox in a temporary
 * folder, and every log line kept so a test can read what was logged.
 */
export async function buildCustomerTestApp(
  options: { env?: 'test' | 'production'; mailer?: Mailer; settings?: Record<string, string> } = {},
) {
  const { db, engine, drop } = await createTestDb();
  const outboxDir = join(mkdtempSync(join(tmpdir(), 'koolers-customers-')), 'outbox');
  const logLines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  const production = options.env === 'production';
  const config = loadConfig({
    NODE_ENV: options.env ?? 'test',
    SITE_ORIGIN: production ? PRODUCTION_ORIGIN : SITE_ORIGIN,
    RAZORPAY_KEY_ID: production ? 'rzp_live_customertests' : 'rzp_test_customertests',
    RAZORPAY_KEY_SECRET: 'customer-test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'customer-test-webhook-secret',
    OUTBOX_DIR: outboxDir,
    SHOP_EMAIL: 'shop@koolers.test',
    // Production mails through SMTP only; nothing is sent in these tests' production app.
    ...(production ? { SMTP_URL: 'smtp://127.0.0.1:9', UPI_ID: 'koolers@okaxis' } : {}),
    ...options.settings,
  });
  const mailer = options.mailer ?? createMailer(config.mail, logger);
  const app = createApp({ config, db, logger, catalog: unusedProbe as never, payments: unusedProbe as never, mailer });

  return {
    app,
    db,
    config,
    engine,
    /** The raw RFC 822 text of every email written so far. */
    outbox(): string[] {
      try {
        return readdirSync(outboxDir).map((file) => readFileSync(join(outboxDir, file), 'utf8'));
      } catch {
        return [];
      }
    },
    logs: () => logLines.join(''),
    async close() {
      await drop();
      rmSync(join(outboxDir, '..'), { recursive: true, force: true });
    },
  };
}

export type CustomerTestApp = Awaited<ReturnType<typeof buildCustomerTestApp>>;

type App = CustomerTestApp['app'];

/**
 * A browser on the shop's pages: keeps its cookies, sends the site's Origin, and comes from `ip`
 * (the app trusts one proxy hop, as behind the site's proxy, which appends the client's address).
 */
export function browser(app: App, ip = '203.0.113.10', origin = SITE_ORIGIN) {
  const agent = request.agent(app);
  return {
    agent,
    get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
    post: (path: string, body?: unknown) => {
      const call = agent.post(path).set('Origin', origin).set('X-Forwarded-For', ip);
      return body === undefined ? call : call.send(body as object);
    },
    delete: (path: string) => agent.delete(path).set('Origin', origin).set('X-Forwarded-For', ip),
  };
}

let customers = 0;

/** Registration form data for a new customer; fields may be overridden. */
export function registration(overrides: Record<string, unknown> = {}) {
  customers += 1;
  return {
    name: 'Priya Nair',
    email: `priya${customers}@example.in`,
    phoneNumber: '9820012345',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

/** Registers and logs in a new customer in their own browser. */
export async function loggedInCustomer(app: App, overrides: { name?: string; email?: string; ip?: string } = {}) {
  const { ip, ...fields } = overrides;
  const form = registration(fields);
  const customer = browser(app, ip);
  const registered = await customer.post('/api/auth/register', form);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await customer.post('/api/auth/login', { email: form.email, password: form.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { ...customer, email: form.email as string, name: form.name as string };
}

/** The `name=value` of the session cookie a response sets. */
export function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const cookies = (response.headers['set-cookie'] ?? []) as string[];
  const cookie = cookies.find((line) => line.startsWith('koolers_session='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0] as string;
}
