import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { createSandboxApp } from '../../../scripts/razorpay-sandbox/app.ts';
import { type AppDeps, createApp } from '../../src/app.ts';
import { type Catalog, createCatalog } from '../../src/catalog/catalog.ts';
import { loadCatalogFromStrapi } from '../../src/catalog/strapi-catalog-source.ts';
import { createCmsClient } from '../../src/cms/cms-client.ts';
import { loadConfig } from '../../src/config.ts';
import { createChangeCounter } from '../../src/db/change-counter.ts';
import { createMailer, type EmailMessage } from '../../src/email/mailer.ts';
import { createRazorpayGateway, type RazorpayGateway } from '../../src/payments/razorpay-gateway.ts';
import { createTestDb } from './test-db.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:4321';
export const keys = {
  keyId: 'rzp_test_sandboxapitests',
  keySecret: 'api-test-key-secret-0123',
  webhookSecret: 'api-test-webhook-secret-0123',
};

export async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string; port: number }> {
  const server = createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, port };
}

/**
 * The whole commerce API in-process, against a real Strapi (cmsUrl), the Razorpay sandbox
 * in-process, a fresh database and an outbox folder; `catalog` may be replaced to simulate Strapi
 * trouble.
 */
export async function buildTestApp(options: {
  cmsUrl: string;
  catalog?: Catalog;
  webhookUrl?: string;
  paymentsUrl?: string;
  gatewayTimeoutMs?: number;
  sqlitePath?: string;
  /** Changes what the API hears from Razorpay (the edge of the system), e.g. a payment not yet captured. */
  wrapPayments?: (gateway: RazorpayGateway) => RazorpayGateway;
  /** More environment, e.g. RATE_LIMIT_SCALE. */
  settings?: Record<string, string>;
}) {
  const { db, engine, location, drop } = await createTestDb(options.sqlitePath);
  const outboxDir = mkdtempSync(join(tmpdir(), 'koolers-outbox-'));
  const sandboxApp = createSandboxApp({ ...keys, webhookUrl: options.webhookUrl, log: () => {}, webhookRetryDelaysMs: [50, 200, 800] });
  const sandbox = await listen(sandboxApp);
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_ORIGIN,
    CMS_URL: options.cmsUrl,
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: `${options.paymentsUrl ?? sandbox.url}/v1/`,
    CMS_WEBHOOK_SECRET: 'api-test-cms-webhook-secret',
    OUTBOX_DIR: outboxDir,
    ...options.settings,
  });
  const logger = pino({ level: 'silent' });
  const catalog =
    options.catalog ??
    createCatalog({
      load: () => loadCatalogFromStrapi(config.cmsUrl),
      check: createCmsClient(config.cmsUrl).check,
      logger,
      changes: createChangeCounter(db, 'catalog'),
    });
  // The real mailer (writing to the outbox folder), with a record of what it was asked to send.
  const sent: EmailMessage[] = [];
  const outboxMailer = createMailer(config.mail, logger);
  const mailer = {
    send(message: EmailMessage) {
      sent.push(message);
      return outboxMailer.send(message);
    },
  };
  const gateway = createRazorpayGateway(config.razorpay, { timeoutMs: options.gatewayTimeoutMs });
  const deps: AppDeps = { config, db, logger, catalog, payments: options.wrapPayments?.(gateway) ?? gateway, mailer };
  const app = createApp(deps);

  return {
    app,
    deps,
    engine,
    /** Where the database is, for a second connection (e.g. one that holds a lock). */
    location,
    sandbox: { ...sandbox, state: sandboxApp.sandbox },
    /** Every email written to the outbox folder so far, as raw RFC 822 text. */
    outbox: () => readdirSync(outboxDir).map((file) => readFileSync(join(outboxDir, file), 'utf8')),
    /** The emails sent so far that mention `text` in their plain-text body. */
    mailsAbout: (text: string) => sent.filter((message) => message.text.includes(text)),
    async close() {
      sandboxApp.sandbox.close();
      sandbox.server.close();
      await drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

let customerCount = 0;

/** Registers and logs in a new customer; the agent keeps the session cookie and sends the site's Origin. */
export async function loggedInCustomer(app: TestApp['app'], overrides: { email?: string; ip?: string } = {}) {
  customerCount += 1;
  const email = overrides.email ?? `shopper${customerCount}-${Date.now()}@example.in`;
  const password = 'tender-coconut-9';
  const agent = request.agent(app);
  // As the site's proxy forwards it; without one, the test's own loopback address.
  const from = (call: request.Test) => (overrides.ip ? call.set('X-Forwarded-For', overrides.ip) : call);
  const registered = await from(agent.post('/api/auth/register'))
    .set('Origin', SITE_ORIGIN)
    .send({ name: 'Priya Nair', email, phoneNumber: '9820012345', password, confirmPassword: password });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await from(agent.post('/api/auth/login')).set('Origin', SITE_ORIGIN).send({ email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return {
    email,
    get: (path: string) => from(agent.get(path)),
    post: (path: string, body: object, headers: Record<string, string> = {}) =>
      from(agent.post(path)).set('Origin', SITE_ORIGIN).set(headers).send(body),
    postRaw: (path: string, json: string) =>
      from(agent.post(path)).set('Origin', SITE_ORIGIN).set('Content-Type', 'application/json').send(json),
  };
}

/** A delivery inside the serviceable area (Vashi). */
export const vashiCustomer = {
  name: 'Priya Nair',
  email: 'priya@example.in',
  phone: '9820012345',
  address: 'Flat 4, Palm Court, Sector 17, Vashi, Navi Mumbai',
  pincode: '400703',
};
