/**
 * The web front's configuration, parsed once at start from the environment. A bad value stops it at
 * once with one line naming the variable, before anything is built or served.
 */
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const url = z.url({ protocol: /^https?$/ });
const secret = z.string().min(16, 'must be at least 16 characters');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** In a container the web front listens on every interface of its own network namespace. */
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(8080),
  /** Strapi, as the web front reaches it (its content for builds, its media under /uploads). */
  CMS_URL: url.default('http://127.0.0.1:1337'),
  /** The commerce API, as the web front reaches it (/api). */
  API_URL: url.default('http://127.0.0.1:4000'),
  /** The shop's public address (canonical links, the preview's links). */
  SITE_URL: url.default('http://127.0.0.1:8080'),
  /** Strapi's webhook carries it; the rebuild endpoint refuses requests without it. */
  CMS_WEBHOOK_SECRET: secret,
  /** Signs the draft preview links Strapi's Preview panel opens; unset turns the preview off. */
  SITE_PREVIEW_SECRET: secret.optional(),
  /** Strapi admin's public address: links in the failed-build email, and the only site that may frame the preview. */
  CMS_ADMIN_URL: url.optional(),
});

export type WebConfig = {
  production: boolean;
  host: string;
  port: number;
  cmsUrl: string;
  apiUrl: string;
  siteUrl: string;
  webhookSecret: string;
  previewSecret?: string;
  adminUrl?: string;
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
  return {
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    cmsUrl: e.CMS_URL.replace(/\/$/, ''),
    apiUrl: e.API_URL.replace(/\/$/, ''),
    siteUrl: e.SITE_URL.replace(/\/$/, ''),
    webhookSecret: e.CMS_WEBHOOK_SECRET,
    ...(e.SITE_PREVIEW_SECRET ? { previewSecret: e.SITE_PREVIEW_SECRET } : {}),
    ...(e.CMS_ADMIN_URL ? { adminUrl: e.CMS_ADMIN_URL.replace(/\/$/, '') } : {}),
  };
}
