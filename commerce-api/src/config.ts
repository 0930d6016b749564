import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const url = z.url({ protocol: /^https?$/ });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL when set; otherwise SQLite at SQLITE_PATH. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SQLITE_PATH: z.string().min(1).default('data/commerce.db'),
  /** The site's own origin: state-changing requests must come from it. */
  SITE_ORIGIN: url.default('http://127.0.0.1:4321'),
  CMS_URL: url.default('http://127.0.0.1:1337'),
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…'),
  RAZORPAY_KEY_SECRET: z.string().min(16, 'must be at least 16 characters'),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters'),
  /** Base URL of the offline Razorpay sandbox; unset means the real Razorpay. */
  RAZORPAY_API_URL: url.optional(),
  /** Where the browser loads the sandbox's Checkout, when that is not beside its API (the stack's offline mode). */
  RAZORPAY_CHECKOUT_URL: url.optional(),
  /**
   * The production stack's offline mode: payments go to the Razorpay sandbox and no money moves. An
   * explicit switch of its own, so a production configuration never falls into it by accident.
   */
  SHOP_OFFLINE: z.enum(['true', 'false']).default('false'),
  /** Shared secret Strapi sends with its webhooks (Authorization: Bearer …); unset disables the endpoint. */
  CMS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The web front's secret for telling the shop a build failed; CMS_WEBHOOK_SECRET when unset. */
  SITE_BUILD_ALERT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Strapi admin's public address: the failed-build email links only into it. */
  CMS_ADMIN_URL: url.optional(),
  /** The web front's rebuild webhook (`…/_site/rebuild`): a review published or hidden rebuilds the pages, as a publish in Strapi does. */
  SITE_REBUILD_URL: url.optional(),
  /** Its secret (Authorization: Bearer …), the one Strapi's webhook sends it. */
  SITE_REBUILD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** `run`: this process migrates the database at start; `wait`: another one does, this one waits until it has. */
  DATABASE_MIGRATIONS: z.enum(['run', 'wait']).default('run'),
  /** Serves Prometheus metrics on this port (an internal one: it is not behind the web front). */
  METRICS_PORT: port.optional(),
  /** smtp(s)://user:pass@host:port; unset writes every email to OUTBOX_DIR instead. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  MAIL_FROM: z.string().min(3).default('Koolers <hello@koolers.in>'),
  /** Where the shop's own notifications (new orders, club requests, contact messages) go. */
  SHOP_EMAIL: z.email().default('orders@koolers.in'),
  /**
   * Proxies in front of the API that append the client's address to X-Forwarded-For: exactly these
   * are trusted, so the address the limits count by cannot be chosen by the client. 1 = the shop's
   * own web front (the site server or Vite's proxy); add one per load balancer in front of it.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /** Multiplies every rate limit (load tests, a very large carrier NAT); 1 = as designed. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Seals the staff's authenticator secrets in the database; see staffSecretKey(). */
  STAFF_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * WhatsApp order messages (Meta's Cloud API, or the messaging sandbox): all four of token, phone
   * number id, app secret and verify token, or none (then no WhatsApp). The base URL names the
   * Graph API version.
   */
  WHATSAPP_API_URL: url.default('https://graph.facebook.com/v21.0'),
  WHATSAPP_ACCESS_TOKEN: z.string().min(8).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the digits of the phone number id').optional(),
  /** Meta signs its webhooks with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  /** What Meta echoes in the webhook's GET verification handshake (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  /** SMS through MSG91's Flow API (DLT templates): the auth key, or no SMS. */
  MSG91_API_URL: url.default('https://control.msg91.com'),
  MSG91_AUTH_KEY: z.string().min(8).optional(),
  /** MSG91 signs nothing: its delivery report URL carries this token (…/delivery-report?token=…). */
  MSG91_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The shop's own phone (10 digits, or with 91): a short WhatsApp for each new order. */
  SHOP_WHATSAPP_NUMBER: z
    .string()
    .regex(/^(\+?91)?[6-9]\d{9}$/, 'must be an Indian mobile number')
    .optional(),
  /**
   * The journeys' shop only: `PUT /api/test/clock` fixes the clock the delivery promise is worked
   * out by (time/clock.ts). Refused in production, and on an address other than this machine's.
   */
  SETTABLE_CLOCK: z.enum(['true', 'false']).default('false'),
});

/** In production the shop takes real money and sends real mail: no sandbox, no placeholder. */
const REQUIRED_IN_PRODUCTION = ['SMTP_URL', 'SHOP_EMAIL', 'STAFF_SECRET_KEY'] as const;
const REQUIRED = 'required in production';

const checked = schema.superRefine((env, ctx) => {
  const refuse = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
  if (env.RAZORPAY_CHECKOUT_URL && !env.RAZORPAY_API_URL)
    refuse('RAZORPAY_CHECKOUT_URL', 'only the Razorpay sandbox is loaded from elsewhere');
  const whatsapp = ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;
  const missing = whatsapp.find((name) => !env[name]);
  if (missing && whatsapp.some((name) => env[name]))
    refuse(missing, 'WhatsApp needs its token, phone number id, app secret and verify token');
  if (env.MSG91_AUTH_KEY && !env.MSG91_WEBHOOK_TOKEN) refuse('MSG91_WEBHOOK_TOKEN', 'SMS needs the token of its delivery report URL');
  if (env.SETTABLE_CLOCK === 'true' && (env.NODE_ENV === 'production' || !isLoopbackHost(env.HOST))) {
    refuse('SETTABLE_CLOCK', 'a settable clock is for the test journeys on this machine only, never in production');
  }
  if (env.NODE_ENV !== 'production') return;
  if (env.SHOP_OFFLINE === 'true') {
    if (env.RAZORPAY_KEY_ID.startsWith('rzp_live_')) refuse('RAZORPAY_KEY_ID', 'offline mode never takes live keys (rzp_live_…)');
    if (!env.RAZORPAY_API_URL) refuse('RAZORPAY_API_URL', 'offline mode pays through the Razorpay sandbox: give its address');
    if (!env.SITE_ORIGIN.startsWith('https://') && !isLoopback(env.SITE_ORIGIN)) {
      refuse('SITE_ORIGIN', 'offline mode serves the shop over https, or over http on this machine only (127.0.0.1, localhost)');
    }
    return;
  }
  if (!env.RAZORPAY_KEY_ID.startsWith('rzp_live_')) refuse('RAZORPAY_KEY_ID', 'production takes real payments with live keys (rzp_live_…)');
  if (env.RAZORPAY_API_URL) refuse('RAZORPAY_API_URL', 'the Razorpay sandbox is for development and tests');
  if (!env.SITE_ORIGIN.startsWith('https://')) {
    refuse('SITE_ORIGIN', 'production serves the shop over https (its session cookie is Secure)');
  }
});

function isLoopback(origin: string): boolean {
  return isLoopbackHost(new URL(origin).hostname);
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel: string;
  database: { kind: 'postgres'; url: string } | { kind: 'sqlite'; path: string };
  siteOrigin: string;
  cmsUrl: string;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string; checkoutUrl?: string };
  /** The production stack's offline mode (payments to the sandbox). */
  offline: boolean;
  cmsWebhookSecret?: string;
  siteBuildAlertSecret?: string;
  cmsAdminUrl?: string;
  /** Where and how to ask the web front for a rebuild; unset, a moderated review shows at the next rebuild. */
  siteRebuild?: { url: string; secret: string };
  migrations: 'run' | 'wait';
  metricsPort?: number;
  mail: { smtpUrl?: string; outboxDir: string; from: string; shopEmail: string };
  trustProxyHops: number;
  rateLimitScale: number;
  /** The key staff authenticator secrets are sealed with (auth/totp-secret-box.ts). */
  staffSecretKey: string;
  messaging: MessagingConfig;
  /** The journeys' shop: the delivery promise's clock can be fixed over HTTP (never in production). */
  settableClock: boolean;
};

/** The phone channels: each is off when its provider is not configured. */
export type MessagingConfig = {
  whatsapp?: { apiUrl: string; accessToken: string; phoneNumberId: string; appSecret: string; verifyToken: string };
  sms?: { apiUrl: string; authKey: string; webhookToken: string };
  /** The shop's own WhatsApp number, with its country code (`919820000000`). */
  shopWhatsAppNumber?: string;
};

export class ConfigError extends Error {}

/** Parses the environment once at start-up; the first bad variable is named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const given = emptyAsMissing(env);
  if (given.NODE_ENV === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.find((name) => !given[name]);
    if (missing) throw new ConfigError(`Configuration error: ${missing} is missing (${REQUIRED})`);
  }
  const parsed = checked.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = env[name];
    const problem = value === undefined || value === '' ? 'is missing' : `is invalid: ${issue?.message}`;
    throw new ConfigError(`Configuration error: ${name} ${problem}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', path: e.SQLITE_PATH },
    siteOrigin: new URL(e.SITE_ORIGIN).origin,
    cmsUrl: e.CMS_URL.replace(/\/$/, ''),
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
      checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
    },
    offline: e.SHOP_OFFLINE === 'true',
    cmsWebhookSecret: e.CMS_WEBHOOK_SECRET,
    siteBuildAlertSecret: e.SITE_BUILD_ALERT_SECRET ?? e.CMS_WEBHOOK_SECRET,
    cmsAdminUrl: e.CMS_ADMIN_URL?.replace(/\/+$/, ''),
    ...(e.SITE_REBUILD_URL && e.SITE_REBUILD_SECRET ? { siteRebuild: { url: e.SITE_REBUILD_URL, secret: e.SITE_REBUILD_SECRET } } : {}),
    migrations: e.DATABASE_MIGRATIONS,
    metricsPort: e.METRICS_PORT,
    mail: { smtpUrl: e.SMTP_URL, outboxDir: e.OUTBOX_DIR, from: e.MAIL_FROM, shopEmail: e.SHOP_EMAIL },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    staffSecretKey: e.STAFF_SECRET_KEY ?? DEVELOPMENT_STAFF_SECRET_KEY,
    settableClock: e.SETTABLE_CLOCK === 'true',
    messaging: {
      ...(e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN
        ? {
            whatsapp: {
              apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
              accessToken: e.WHATSAPP_ACCESS_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              appSecret: e.WHATSAPP_APP_SECRET,
              verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            },
          }
        : {}),
      ...(e.MSG91_AUTH_KEY && e.MSG91_WEBHOOK_TOKEN
        ? { sms: { apiUrl: e.MSG91_API_URL.replace(/\/+$/, ''), authKey: e.MSG91_AUTH_KEY, webhookToken: e.MSG91_WEBHOOK_TOKEN } }
        : {}),
      ...(e.SHOP_WHATSAPP_NUMBER ? { shopWhatsAppNumber: `91${e.SHOP_WHATSAPP_NUMBER.slice(-10)}` } : {}),
    },
  };
}

/**
 * Outside production an unset STAFF_SECRET_KEY falls back to this published one, so `npm start`,
 * the tests and the benches run without it (`npm start` writes a real one into .env anyway).
 * Production refuses to start without its own.
 */
const DEVELOPMENT_STAFF_SECRET_KEY = 'development only: not a secret, production sets its own';

/**
 * The staff secret key alone, parsed as loadConfig parses it, for code that runs before (or
 * without) the rest of the configuration: the migration that seals secrets stored in clear.
 */
export function staffSecretKey(env: NodeJS.ProcessEnv): string {
  const given = emptyAsMissing(env);
  const key = given.STAFF_SECRET_KEY;
  if (!key && given.NODE_ENV === 'production') throw new ConfigError(`Configuration error: STAFF_SECRET_KEY is missing (${REQUIRED})`);
  if (key !== undefined && key.length < 32) {
    throw new ConfigError('Configuration error: STAFF_SECRET_KEY is invalid: must be at least 32 characters');
  }
  return key ?? DEVELOPMENT_STAFF_SECRET_KEY;
}

function emptyAsMissing(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}
