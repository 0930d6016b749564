/**
 * deploy/.env: the stack's settings and secrets (never committed). `stack:up` writes the secrets the
 * file lacks, with offline defaults for the rest; an operator puts the live values in (docs/production.md).
 * Apart from the repository's own .env, which is `npm start`'s.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { SHOP_SECRETS, secret } from '../lib/generated-secrets.ts';
import { deployDir } from './engine.ts';

export const stackEnvFile = join(deployDir, '.env');

const password = () => randomBytes(24).toString('hex');

const GENERATED: Record<string, () => string> = {
  POSTGRES_PASSWORD: password,
  CMS_DATABASE_PASSWORD: password,
  API_DATABASE_PASSWORD: password,
  API_MIGRATIONS_DATABASE_PASSWORD: password,
  ...SHOP_SECRETS,
  SITE_REBUILD_SECRET: () => secret(),
  SITE_BUILD_ALERT_SECRET: () => secret(),
  SANDBOX_RAZORPAY_KEY_ID: () => `rzp_test_sandbox${randomBytes(4).toString('hex')}`,
  SANDBOX_RAZORPAY_KEY_SECRET: () => secret(),
  SANDBOX_RAZORPAY_WEBHOOK_SECRET: () => secret(),
  SANDBOX_WHATSAPP_ACCESS_TOKEN: () => secret(),
  SANDBOX_WHATSAPP_APP_SECRET: () => secret(),
  SANDBOX_WHATSAPP_VERIFY_TOKEN: () => secret(),
  SANDBOX_MSG91_AUTH_KEY: () => secret(),
  SANDBOX_MSG91_WEBHOOK_TOKEN: () => secret(),
};

/** Defaults for a shop on this machine; production replaces them (the comments in the file say so). */
const DEFAULTS: Record<string, string> = {
  SITE_URL: 'http://127.0.0.1:8080',
  CMS_ADMIN_URL: 'http://127.0.0.1:8081/admin',
  SHOP_EMAIL: 'orders@koolers.in',
};

const HEADER = `# The production stack's settings (npm run stack:up). Never commit this file.
# Secrets below were generated; see docs/production.md for every setting.
# For real payments set RAZORPAY_KEY_ID (rzp_live_…), RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and
# SMTP_URL, and SITE_URL / CMS_ADMIN_URL to your https addresses. With none of them set the stack runs offline;
# with some but not all it refuses to start.
RAZORPAY_KEY_ID=
RAZORPAY_KEY_SECRET=
RAZORPAY_WEBHOOK_SECRET=
SMTP_URL=
`;

/** Creates the file or adds what it lacks; returns its values. */
export function ensureStackEnv(path = stackEnvFile): Record<string, string> {
  const created = !existsSync(path);
  const existing = created ? {} : parseEnv(readFileSync(path, 'utf8'));
  const lines = [
    ...Object.entries(GENERATED)
      .filter(([name]) => !existing[name])
      .map(([name, make]) => `${name}=${make()}`),
    ...Object.entries(DEFAULTS)
      .filter(([name]) => existing[name] === undefined)
      .map(([name, value]) => `${name}=${value}`),
  ];
  if (created || lines.length)
    appendFileSync(path, `${created ? HEADER : ''}${lines.map((line) => `${line}\n`).join('')}`, { mode: 0o600 });
  // `mode` applies only to a file appendFileSync creates: one the operator made first (an editor, a
  // copied template) is 0644 and now holds database passwords and keys. Private, whoever made it.
  chmodSync(path, 0o600);
  return parseEnv(readFileSync(path, 'utf8')) as Record<string, string>;
}

/** What the shop on this machine is reached at: the only SITE_URL an offline stack may have unasked. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type StackMode = { offline: boolean } | { problem: string };

/**
 * Live or offline, and never offline by accident. Offline (the Razorpay sandbox: anyone "pays",
 * orders become paid, invoices are issued) when asked for with `--offline`, or when the file says
 * nothing live at all (a fresh deploy/.env: no Razorpay key, no SMTP_URL, a SITE_URL on this
 * machine). Once any live setting is in, the set must be complete for live, or the stack does not
 * start: a missing webhook secret is an error, not a sandbox. Offline with a public SITE_URL also
 * needs `--public-demo`: a public shop that takes no money is a decision, not a default.
 */
export function stackMode(env: Record<string, string>, flags: readonly string[]): StackMode {
  const publicSite = (() => {
    try {
      return !LOOPBACK.has(new URL(env.SITE_URL ?? '').hostname);
    } catch {
      return false;
    }
  })();
  const liveSettings = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'SMTP_URL'].filter((name) => !!env[name]);
  const offline = flags.includes('--offline') || (liveSettings.length === 0 && !publicSite);
  if (!offline) return { offline: false };
  if (publicSite && !flags.includes('--public-demo'))
    return {
      problem: `SITE_URL ${env.SITE_URL} is public, and offline mode takes sandbox "payments" from anyone: complete the live keys, or start a public test shop on purpose with --offline --public-demo`,
    };
  return { offline: true };
}

/** Live payments are configured: a live key id and its secrets. */
export const hasLiveKeys = (env: Record<string, string>) =>
  /^rzp_live_\w+$/.test(env.RAZORPAY_KEY_ID ?? '') && !!env.RAZORPAY_KEY_SECRET && !!env.RAZORPAY_WEBHOOK_SECRET;

/**
 * What would stop a service at start, found before anything starts (one line naming the setting).
 * Each service checks its own configuration again when it starts.
 */
export function configurationProblem(env: Record<string, string>, offline: boolean): string | null {
  const url = (name: string) => {
    try {
      return new URL(env[name] ?? '');
    } catch {
      return null;
    }
  };
  for (const name of ['SITE_URL', 'CMS_ADMIN_URL']) {
    if (!url(name)) return `${name} is not a URL: ${env[name] ?? '(missing)'}`;
  }
  if (offline) return null;
  if (!hasLiveKeys(env)) {
    const missing = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'].filter((name) => !env[name]);
    return `${missing.length ? missing.join(', ') : 'RAZORPAY_KEY_ID'}: live keys (rzp_live_…) and both secrets are needed to take payments (for a test shop: --offline)`;
  }
  if (url('SITE_URL')?.protocol !== 'https:') return 'SITE_URL must be https in production (the session cookie is Secure)';
  if (!/^smtps?:\/\//.test(env.SMTP_URL ?? '')) return 'SMTP_URL is missing: production sends mail through SMTP';
  return null;
}
