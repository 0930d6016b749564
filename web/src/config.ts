/**
 * The web front's configuration, parsed once at start from the environment. A bad value stops it at
 * once with one line naming the variable, before anything is built or served.
 */
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const url = z.url({ protocol: /^https?$/ });
const secret = z.string().min(16, 'must be at least 16 characters');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** In a container the web front listens on every interface of its own network namespace. */
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port.default(8080),
    /** The editors' door: a second port whose every request goes to Strapi (its admin panel); unset, no door. */
    EDITORS_PORT: port.optional(),
    /** Strapi, as the web front reaches it (its content for builds, its media under /uploads). */
    CMS_URL: url.default('http://127.0.0.1:1337'),
    /** The commerce API, as the web front reaches it (/api); every address its name resolves to takes a share. */
    API_URL: url.default('http://127.0.0.1:4000'),
    /** The shop's public address (canonical links, the preview's links); https adds HSTS. */
    SITE_URL: url.default('http://127.0.0.1:8080'),
    /** Strapi's webhook to rebuild the site carries it. */
    SITE_REBUILD_SECRET: secret,
    /** Sent to the commerce API with the news that a build failed (it emails the shop). */
    SITE_BUILD_ALERT_SECRET: secret,
    /** Signs the draft preview links Strapi's Preview panel opens; unset turns the preview off. */
    SITE_PREVIEW_SECRET: secret.optional(),
    /** Strapi admin's public address: links in the failed-build email, and the only site that may frame the preview. */
    CMS_ADMIN_URL: url.optional(),
    /** The stack's offline mode: payments go to the Razorpay sandbox, and every page says no money moves. */
    SHOP_OFFLINE: z.enum(['true', 'false']).default('false'),
    /** The Razorpay sandbox (offline mode only): its Checkout reaches the browser under /_razorpay-sandbox. */
    PAYMENTS_SANDBOX_URL: url.optional(),
  })
  .superRefine((env, ctx) => {
    const offline = env.SHOP_OFFLINE === 'true';
    if (offline && !env.PAYMENTS_SANDBOX_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_SANDBOX_URL'],
        message: 'offline mode pays through the Razorpay sandbox: give its address',
      });
    }
    if (!offline && env.PAYMENTS_SANDBOX_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_SANDBOX_URL'],
        message: 'the Razorpay sandbox is only served in offline mode (SHOP_OFFLINE=true)',
      });
    }
  });

export type WebConfig = {
  production: boolean;
  host: string;
  port: number;
  editorsPort?: number;
  cmsUrl: string;
  apiUrl: string;
  siteUrl: string;
  rebuildSecret: string;
  alertSecret: string;
  previewSecret?: string;
  adminUrl?: string;
  /** Offline mode: where the Razorpay sandbox is. */
  offline?: { sandboxUrl: string };
};

export class ConfigError extends Error {}

/** Parses the environment; the first bad variable is named in one line (never with its value). */
export function loadConfig(env: NodeJS.ProcessEnv): WebConfig {
  const given = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const problem = given[name] === undefined ? 'is missing' : `is invalid: ${issue?.message}`;
    throw new ConfigError(`Configuration error: ${name} ${problem}`);
  }
  const e = parsed.data;
  const trim = (value: string) => value.replace(/\/+$/, '');
  return {
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    ...(e.EDITORS_PORT ? { editorsPort: e.EDITORS_PORT } : {}),
    cmsUrl: trim(e.CMS_URL),
    apiUrl: trim(e.API_URL),
    siteUrl: trim(e.SITE_URL),
    rebuildSecret: e.SITE_REBUILD_SECRET,
    alertSecret: e.SITE_BUILD_ALERT_SECRET,
    ...(e.SITE_PREVIEW_SECRET ? { previewSecret: e.SITE_PREVIEW_SECRET } : {}),
    ...(e.CMS_ADMIN_URL ? { adminUrl: trim(e.CMS_ADMIN_URL) } : {}),
    ...(e.SHOP_OFFLINE === 'true' && e.PAYMENTS_SANDBOX_URL ? { offline: { sandboxUrl: trim(e.PAYMENTS_SANDBOX_URL) } } : {}),
  };
}
