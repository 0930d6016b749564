import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxApp } from '@koolers/scripts/razorpay-sandbox';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-context.ts';
import { type Catalog, createCatalog } from '../../src/catalog/catalog.ts';
import { loadCatalogFromStrapi } from '../../src/catalog/strapi-catalog-source.ts';
import { createCmsClient } from '../../src/cms/cms-client.ts';
import { loadConfig } from '../../src/config.ts';
import { createChangeCounter } from '../../src/db/change-counter.ts';
import { createMailer, type EmailMessage, type Mailer } from '../../src/email/mailer.ts';
import { type PdfRenderer, sharedPdfPool } from '../../src/invoices/pdf-pool.ts';
import { createMessageSender } from '../../src/jobs/message-sender.ts';
import type { OutboxSender } from '../../src/notifications/outbox.ts';
import { createRazorpayGateway, type RazorpayGateway } from '../../src/payments/razorpay-gateway.ts';
import { fixedCatalog } from './catalog-fixture.ts';
import { listen } from './ports.ts';
import { createTestDb } from './test-db.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:4321';
export const PRODUCTION_ORIGIN = 'https://koolers.test';
export const PASSWORD = 'tender-coconut-9';
export const keys = {
  keyId: 'rzp_test_sandboxapitests',
  keySecret: 'api-test-key-secret-0123',
  webhookSecret: 'api-test-webhook-secret-0123',
};

/**
 * The whole commerce API in-process: a fresh database (SQLite in memory, or PostgreSQL when
 * TEST_DATABASE_URL is set), the Razorpay sandbox in-process, the real mailer writing to an outbox
 * folder, and every log line kept so a test can read what was logged.
 *
 * The catalogue is the fixture of catalog-fixture.ts unless `cmsUrl` names a real Strapi (the
 * integration tests) or `catalog` replaces it (to simulate Strapi trouble).
 */
export async function buildTestApp(
  options: {
    cmsUrl?: string;
    catalog?: Catalog;
    /** 'production' checks the configuration as production does (live keys, https, SMTP); nothing is sent. */
    env?: 'test' | 'production';
    mailer?: Mailer;
    webhookUrl?: string;
    paymentsUrl?: string;
    gatewayTimeoutMs?: number;
    sqlitePath?: string;
    /** Changes what the API hears from Razorpay (the edge of the system), e.g. a payment not yet captured. */
    wrapPayments?: (gateway: RazorpayGateway) => RazorpayGateway;
    /** More environment, e.g. RATE_LIMIT_SCALE. */
    settings?: Record<string, string>;
    /** Changes how tax documents' PDFs are rendered (counting renders, or failing them); the worker pool otherwise. */
    wrapPdfs?: (pool: PdfRenderer) => PdfRenderer;
    /** The API's clock (India's time decides the delivery promise); the real one when not given. */
    clock?: () => Date;
  } = {},
) {
  const { db, engine, location, drop } = await createTestDb(options.sqlitePath);
  const outboxDir = mkdtempSync(join(tmpdir(), 'koolers-outbox-'));
  const sandboxApp = createSandboxApp({ ...keys, webhookUrl: options.webhookUrl, log: () => {}, webhookRetryDelaysMs: [50, 200, 800] });
  const sandbox = await listen(sandboxApp);
  const production = options.env === 'production';
  const config = loadConfig({
    NODE_ENV: options.env ?? 'test',
    SITE_ORIGIN: production ? PRODUCTION_ORIGIN : SITE_ORIGIN,
    CMS_URL: options.cmsUrl ?? 'http://127.0.0.1:9',
    RAZORPAY_KEY_ID: production ? 'rzp_live_apitests' : keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    // Production talks to the real Razorpay only; these tests never make it pay.
    ...(production ? {} : { RAZORPAY_API_URL: `${options.paymentsUrl ?? sandbox.url}/v1/` }),
    CMS_WEBHOOK_SECRET: 'api-test-cms-webhook-secret',
    OUTBOX_DIR: outboxDir,
    // Production mails through SMTP only; nothing is sent in these tests' production app.
    ...(production
      ? {
          SMTP_URL: 'smtp://127.0.0.1:9',
          SHOP_EMAIL: 'shop@koolers.test',
          STAFF_SECRET_KEY: 'api-tests-staff-secret-key-0123456789',
        }
      : {}),
    ...options.settings,
  });
  const logLines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  const catalog =
    options.catalog ??
    (options.cmsUrl
      ? createCatalog({
          load: () => loadCatalogFromStrapi(config.cmsUrl),
          check: createCmsClient(config.cmsUrl).check,
          logger,
          changes: createChangeCounter(db, 'catalog'),
        })
      : fixedCatalog());
  // The real mailer (writing to the outbox folder) unless replaced, with a record of what it was asked to send.
  const sent: EmailMessage[] = [];
  const delivering = options.mailer ?? createMailer(config.mail, logger);
  const mailer: Mailer = {
    send(message) {
      sent.push(message);
      return delivering.send(message);
    },
  };
  const gateway = createRazorpayGateway(config.razorpay, { timeoutMs: options.gatewayTimeoutMs });
  const pool = sharedPdfPool();
  const pdfs = options.wrapPdfs?.(pool) ?? pool;
  // The outbox's sender, nudged after each change as in production; no periodic round (a test calls deliverDue).
  const outbox = createMessageSender({ db, mailer, logger, pdfs, config, catalog });
  const deps: AppDeps & { pdfs: PdfRenderer; outbox: OutboxSender } = {
    config,
    db,
    logger,
    catalog,
    payments: options.wrapPayments?.(gateway) ?? gateway,
    mailer,
    pdfs,
    outbox,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const app = createApp(deps);

  return {
    app,
    deps,
    db,
    config,
    engine,
    /** Where the database is, for a second connection (e.g. one that holds a lock). */
    location,
    sandbox: { ...sandbox, state: sandboxApp.sandbox },
    /** Every email written to the outbox folder so far, as raw RFC 822 text (once the messages queued so far are sent). */
    outbox: async () => {
      await outbox.settled();
      return readdirSync(outboxDir).map((file) => readFileSync(join(outboxDir, file), 'utf8'));
    },
    /** The emails sent so far that mention `text`, without waiting for the outbox (a test holding a render). */
    mailsAboutNow: (text: string) => sent.filter((message) => message.text.includes(text)),
    /** Waits for the messages queued so far, sent by the outbox after the request answered. */
    messagesSent: () => outbox.settled(),
    /** The emails sent so far that mention `text` in their plain-text body (once the messages queued so far are sent). */
    mailsAbout: async (text: string) => {
      await outbox.settled();
      return sent.filter((message) => message.text.includes(text));
    },
    /** Every line logged so far (JSON lines, debug and up). */
    logs: () => logLines.join(''),
    async close() {
      sandboxApp.sandbox.close();
      sandbox.server.close();
      await drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

type App = TestApp['app'];

/**
 * A browser on the shop's pages: keeps its cookies and sends the site's Origin. With `ip` it comes
 * from that address (the app trusts one proxy hop, as behind the site's proxy, which appends the
 * client's address); without, from the test's own loopback address.
 */
export function browser(app: App, ip?: string, origin = SITE_ORIGIN) {
  const agent = request.agent(app);
  const from = (call: request.Test) => (ip ? call.set('X-Forwarded-For', ip) : call);
  return {
    agent,
    get: (path: string) => from(agent.get(path)),
    post: (path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const call = from(agent.post(path)).set('Origin', origin).set(headers);
      return body === undefined ? call : call.send(body as object);
    },
    postRaw: (path: string, json: string) =>
      from(agent.post(path)).set('Origin', origin).set('Content-Type', 'application/json').send(json),
    delete: (path: string) => from(agent.delete(path)).set('Origin', origin),
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

/** A new customer in their own browser, signed in by registering. */
export async function loggedInCustomer(app: App, overrides: { name?: string; email?: string; phoneNumber?: string; ip?: string } = {}) {
  const { ip, ...fields } = overrides;
  const form = registration(fields);
  const customer = browser(app, ip);
  const registered = await customer.post('/api/auth/register', form);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return { ...customer, email: form.email as string, name: form.name as string };
}

/** The `name=value` of the session cookie a response sets. */
export function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const cookies = (response.headers['set-cookie'] ?? []) as string[];
  const cookie = cookies.find((line) => line.startsWith('koolers_session='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0] as string;
}

/** A delivery inside the serviceable area (Vashi). */
export const vashiCustomer = {
  name: 'Priya Nair',
  email: 'priya@example.in',
  phone: '9820012345',
  address: 'Flat 4, Palm Court, Sector 17, Vashi, Navi Mumbai',
  pincode: '400703',
};
