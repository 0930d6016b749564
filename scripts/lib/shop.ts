import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REBUILD_PATH } from '@koolers/web/site-app';
import { SANDBOX_DEFAULTS } from '../messaging-sandbox/defaults.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** `messaging`: the messaging sandbox's; 10 above the Razorpay sandbox's when not given. */
export type Ports = { cms: number; api: number; sandbox: number; site: number; messaging?: number };

/** Fixed local ports, each overridable (the end-to-end tests run a second shop beside yours). */
export function portsFrom(env: NodeJS.ProcessEnv): Ports {
  return {
    cms: Number(env.CMS_PORT ?? 1337),
    api: Number(env.API_PORT ?? 4000),
    sandbox: Number(env.SANDBOX_PORT ?? 4010),
    site: Number(env.SITE_PORT ?? 4321),
    messaging: Number(env.MESSAGING_SANDBOX_PORT ?? Number(env.SANDBOX_PORT ?? 4010) + 10),
  };
}

/**
 * E2E_PORT_OFFSET: added to every port of the shops the journeys and benchmarks start, so several
 * people (or checkouts) can run them at once on one machine.
 */
export function portOffset(env: NodeJS.ProcessEnv = process.env): number {
  const offset = Number(env.E2E_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw new Error(`E2E_PORT_OFFSET: "${env.E2E_PORT_OFFSET}" is not a whole number`);
  return offset;
}

/** `ports`, each moved by E2E_PORT_OFFSET. */
export function offsetPorts(ports: Ports, offset = portOffset()): Ports {
  return {
    cms: ports.cms + offset,
    api: ports.api + offset,
    sandbox: ports.sandbox + offset,
    site: ports.site + offset,
    ...(ports.messaging === undefined ? {} : { messaging: ports.messaging + offset }),
  };
}

export function urlsFor(ports: Ports) {
  const local = (port: number) => `http://127.0.0.1:${port}`;
  return {
    site: local(ports.site),
    cms: local(ports.cms),
    cmsAdmin: `${local(ports.cms)}/admin`,
    api: local(ports.api),
    sandbox: local(ports.sandbox),
    messaging: local(ports.messaging ?? ports.sandbox + 10),
  };
}

/** The messaging sandbox's webhook secrets on this machine (the sandbox and the API share them; nothing real). */
const MESSAGING_SANDBOX = { verifyToken: 'koolers-local-whatsapp-verify-token', smsWebhookToken: 'koolers-local-msg91-webhook-token' };
/** The shop owner's phone in the messaging sandbox, unless .env names one. */
export const SANDBOX_SHOP_PHONE = '9820000099';
/** WhatsApp and SMS settings .env may hold for the real providers; passed through as they are. */
const MESSAGING_SETTINGS = [
  'WHATSAPP_API_URL',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'MSG91_API_URL',
  'MSG91_AUTH_KEY',
  'MSG91_WEBHOOK_TOKEN',
  'SHOP_WHATSAPP_NUMBER',
];

/** Generated sandbox keys start with this; any other key id means the real Razorpay. */
export const SANDBOX_KEY_PREFIX = 'rzp_test_sandbox';

export type Service = { name: string; command: string; cwd: string; env: Record<string, string>; readyUrl: string };

/**
 * The long-running processes of the shop and how to tell each is ready. `dataDir`, when given,
 * holds both databases (the end-to-end tests use a fresh one per run); `preview` turns on Strapi's
 * Preview panel, for a shop whose site server serves the draft preview.
 */
export function shopServices(
  secrets: Record<string, string>,
  ports: Ports,
  options: { dataDir?: string; watch?: boolean; preview?: boolean; messaging?: boolean } = {},
): Service[] {
  const urls = urlsFor(ports);
  const useSandbox = (secrets.RAZORPAY_KEY_ID ?? '').startsWith(SANDBOX_KEY_PREFIX);
  // WhatsApp and SMS go to the messaging sandbox unless .env configures the real WhatsApp.
  const useMessagingSandbox = Boolean(options.messaging) && !secrets.WHATSAPP_ACCESS_TOKEN;
  const messagingToSandbox = apiToMessagingSandbox(urls.messaging, secrets.SHOP_WHATSAPP_NUMBER);
  const razorpay = {
    RAZORPAY_KEY_ID: secrets.RAZORPAY_KEY_ID ?? '',
    RAZORPAY_KEY_SECRET: secrets.RAZORPAY_KEY_SECRET ?? '',
    RAZORPAY_WEBHOOK_SECRET: secrets.RAZORPAY_WEBHOOK_SECRET ?? '',
  };
  const cms: Service = {
    name: 'cms',
    command: 'node scripts/serve.mts',
    cwd: join(repoRoot, 'cms'),
    env: {
      ...pick(secrets, ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY']),
      HOST: '127.0.0.1',
      PORT: String(ports.cms),
      STRAPI_TELEMETRY_DISABLED: 'true',
      // Strapi tells the commerce API when the catalogue changes, so prices reload, and the site
      // server, so the pages are rebuilt.
      CMS_WEBHOOK_URLS: `${urls.api}/api/cms/webhook,${urls.site}${REBUILD_PATH}`,
      CMS_WEBHOOK_SECRET: secrets.CMS_WEBHOOK_SECRET ?? '',
      // Strapi's Preview panel opens the site server's draft preview (only `npm start` serves one).
      ...(options.preview ? { SITE_URL: urls.site, SITE_PREVIEW_SECRET: secrets.SITE_PREVIEW_SECRET ?? '' } : {}),
      ...(options.dataDir ? { DATABASE_FILENAME: join(options.dataDir, 'cms.db') } : {}),
    },
    readyUrl: `${urls.cms}/_health`,
  };
  const api: Service = {
    name: 'api',
    command: options.watch ? 'node --watch src/server.ts' : 'node src/server.ts',
    cwd: join(repoRoot, 'commerce-api'),
    env: {
      ...razorpay,
      PORT: String(ports.api),
      CMS_URL: urls.cms,
      SITE_ORIGIN: urls.site,
      CMS_WEBHOOK_SECRET: secrets.CMS_WEBHOOK_SECRET ?? '',
      // Seals the desk's authenticator secrets; the admin:create command reads the same one from .env.
      STAFF_SECRET_KEY: secrets.STAFF_SECRET_KEY ?? '',
      // The failed-build email links only into Strapi's admin.
      CMS_ADMIN_URL: urls.cmsAdmin,
      // A review published or hidden at the desk rebuilds the pages, through the webhook Strapi's publishes use.
      SITE_REBUILD_URL: `${urls.site}${REBUILD_PATH}`,
      SITE_REBUILD_SECRET: secrets.CMS_WEBHOOK_SECRET ?? '',
      ...(useSandbox ? { RAZORPAY_API_URL: `${urls.sandbox}/v1/` } : {}),
      ...(useMessagingSandbox ? messagingToSandbox : pick(secrets, MESSAGING_SETTINGS)),
      ...(options.dataDir ? { SQLITE_PATH: join(options.dataDir, 'commerce.db'), OUTBOX_DIR: join(options.dataDir, 'outbox') } : {}),
    },
    readyUrl: `${urls.api}/api/health`,
  };
  const sandbox: Service = {
    name: 'sandbox',
    command: 'node razorpay-sandbox/server.ts',
    cwd: join(repoRoot, 'scripts'),
    env: {
      ...razorpay,
      SANDBOX_PORT: String(ports.sandbox),
      RAZORPAY_WEBHOOK_URL: `${urls.api}/api/payments/webhook`,
    },
    readyUrl: `${urls.sandbox}/v1/checkout.js`,
  };
  const messaging: Service = {
    name: 'messaging',
    command: 'node messaging-sandbox/server.ts',
    cwd: join(repoRoot, 'scripts'),
    env: messagingSandboxEnv(ports.messaging ?? ports.sandbox + 10, urls.api),
    readyUrl: `${urls.messaging}/health`,
  };
  return [cms, ...(useSandbox ? [sandbox] : []), ...(useMessagingSandbox ? [messaging] : []), api];
}

/** The API's WhatsApp and SMS settings when they go to the messaging sandbox at `messagingUrl`. */
export function apiToMessagingSandbox(messagingUrl: string, shopPhone = SANDBOX_SHOP_PHONE): Record<string, string> {
  return {
    WHATSAPP_API_URL: `${messagingUrl}/v21.0`,
    WHATSAPP_ACCESS_TOKEN: SANDBOX_DEFAULTS.whatsappAccessToken,
    WHATSAPP_PHONE_NUMBER_ID: SANDBOX_DEFAULTS.whatsappPhoneNumberId,
    WHATSAPP_APP_SECRET: SANDBOX_DEFAULTS.whatsappAppSecret,
    WHATSAPP_VERIFY_TOKEN: MESSAGING_SANDBOX.verifyToken,
    MSG91_API_URL: messagingUrl,
    MSG91_AUTH_KEY: SANDBOX_DEFAULTS.msg91AuthKey,
    MSG91_WEBHOOK_TOKEN: MESSAGING_SANDBOX.smsWebhookToken,
    SHOP_WHATSAPP_NUMBER: shopPhone,
  };
}

/** The messaging sandbox's own settings: its port, and the API at `apiUrl` its webhooks go to. */
export function messagingSandboxEnv(port: number, apiUrl: string): Record<string, string> {
  return {
    MESSAGING_SANDBOX_PORT: String(port),
    WHATSAPP_ACCESS_TOKEN: SANDBOX_DEFAULTS.whatsappAccessToken,
    WHATSAPP_APP_SECRET: SANDBOX_DEFAULTS.whatsappAppSecret,
    WHATSAPP_PHONE_NUMBER_ID: SANDBOX_DEFAULTS.whatsappPhoneNumberId,
    WHATSAPP_WEBHOOK_URL: `${apiUrl}/api/messaging/whatsapp/webhook`,
    MSG91_AUTH_KEY: SANDBOX_DEFAULTS.msg91AuthKey,
    MSG91_WEBHOOK_URL: `${apiUrl}/api/messaging/sms/delivery-report?token=${MESSAGING_SANDBOX.smsWebhookToken}`,
  };
}

function pick(source: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => source[name]).map((name) => [name, source[name] as string]));
}
