import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureEnvFile } from '../lib/env-file.ts';
import { configurationProblem, ensureStackEnv, stackMode } from './env-file.ts';

const dirs: string[] = [];
function fileIn(name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'koolers-env-'));
  dirs.push(dir);
  return join(dir, name);
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('secrets written into an .env the operator made first (review 3, F9)', () => {
  it('stack:up makes deploy/.env private when it adds the stack’s secrets', () => {
    const path = fileIn('.env');
    writeFileSync(path, 'SITE_URL=http://127.0.0.1:8080\n');
    chmodSync(path, 0o644);
    const env = ensureStackEnv(path);
    expect(env.STAFF_SECRET_KEY).toBeTruthy();
    expect(readFileSync(path, 'utf8')).toContain('POSTGRES_PASSWORD=');
    expect(modeOf(path)).toBe(0o600);
  });

  it('npm start makes the repository’s .env private too', () => {
    const path = fileIn('.env');
    writeFileSync(path, '# mine\n');
    chmodSync(path, 0o644);
    ensureEnvFile(path);
    expect(modeOf(path)).toBe(0o600);
  });

  it('a new file is private from the start', () => {
    const path = fileIn('.env');
    ensureStackEnv(path);
    expect(modeOf(path)).toBe(0o600);
  });
});

describe('live or offline (review 3, F8)', () => {
  const fresh = { SITE_URL: 'http://127.0.0.1:8080', CMS_ADMIN_URL: 'http://127.0.0.1:8081/admin' };
  const live = {
    SITE_URL: 'https://koolers.in',
    CMS_ADMIN_URL: 'https://cms.koolers.in/admin',
    RAZORPAY_KEY_ID: 'rzp_live_abc123',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    SMTP_URL: 'smtps://mail.koolers.in',
  };
  /** What stack:up does with the file: the mode, or the one line that stops it. */
  const start = (env: Record<string, string>, flags: string[] = []) => {
    const mode = stackMode(env, flags);
    if ('problem' in mode) return mode.problem;
    return configurationProblem(env, mode.offline) ?? (mode.offline ? 'offline' : 'live');
  };

  it('a fresh file on this machine starts offline; a complete live file starts live', () => {
    expect(start(fresh)).toBe('offline');
    expect(start(live)).toBe('live');
  });

  it('a live configuration missing only its webhook secret stops, naming it, instead of starting a sandbox', () => {
    expect(start({ ...live, RAZORPAY_WEBHOOK_SECRET: '' })).toMatch(/^RAZORPAY_WEBHOOK_SECRET: /);
    expect(start({ ...fresh, RAZORPAY_KEY_ID: 'rzp_live_abc123' })).toMatch(/RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
    expect(start({ ...fresh, SMTP_URL: 'smtps://mail.koolers.in' })).toMatch(/RAZORPAY_KEY_ID/);
  });

  it('a public https site with no keys yet does not start offline', () => {
    expect(start({ ...fresh, SITE_URL: 'https://koolers.in' })).toMatch(/RAZORPAY_KEY_ID/);
  });

  it('--offline with a public site needs --public-demo too', () => {
    expect(start({ ...live, RAZORPAY_WEBHOOK_SECRET: '' }, ['--offline'])).toMatch(/--offline --public-demo/);
    expect(start({ ...live, RAZORPAY_WEBHOOK_SECRET: '' }, ['--offline', '--public-demo'])).toBe('offline');
    expect(start(fresh, ['--offline'])).toBe('offline');
  });
});
