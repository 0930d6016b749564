import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REBUILD_PATH } from '@koolers/web/site-app';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type Ports = { cms: number; api: number; sandbox: number; site: number };

/** Fixed local ports, each overridable (the end-to-end tests run a second shop beside yours). */
export function portsFrom(env: NodeJS.ProcessEnv): Ports {
  return {
    cms: Number(env.CMS_PORT ?? 1337),
    api: Number(env.API_PORT ?? 4000),
    sandbox: Number(env.SANDBOX_PORT ?? 4010),
    site: Number(env.SITE_PORT ?? 4321),
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
  return { cms: ports.cms + offset, api: ports.api + offset, sandbox: ports.sandbox + offset, site: ports.site + offset };
}

export function urlsFor(ports: Ports) {
  const local = (port: number) => `http://127.0.0.1:${port}`;
  return {
    site: local(ports.site),
    cms: local(ports.cms),
    cmsAdmin: `${local(ports.cms)}/admin`,
    api: local(ports.api),
    sandbox: local(ports.sandbox),
  };
}

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
  options: { dataDir?: string; watch?: boolean; preview?: boolean } = {},
): Service[] {
  const urls = urlsFor(ports);
  const useSandbox = (secrets.RAZORPAY_KEY_ID ?? '').startsWith(SANDBOX_KEY_PREFIX);
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
      ...(useSandbox ? { RAZORPAY_API_URL: `${urls.sandbox}/v1/` } : {}),
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
  return useSandbox ? [cms, sandbox, api] : [cms, api];
}

function pick(source: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => source[name]).map((name) => [name, source[name] as string]));
}
