import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './ports.ts';

/**
 * Boots the real Strapi of cms/ (seeded content, no admin panel) once for the API suite, on a free
 * port with a throw-away database, and hands its URL to the tests as `cmsUrl`. TEST_CMS_URL points the
 * tests at a Strapi that is already running instead.
 */
export default async function setup(project: TestProject) {
  // A Strapi already running (seeded, e.g. one left up between focused runs on a busy machine).
  if (process.env.TEST_CMS_URL) {
    project.provide('cmsUrl', process.env.TEST_CMS_URL);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'koolers-api-cms-'));
  const port = await freePort();
  const cmsDir = new URL('../../../cms', import.meta.url).pathname;
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mts'], {
    cwd: cmsDir,
    env: {
      PATH: process.env.PATH,
      ENV_PATH: join(dataDir, '.env'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILENAME: join(dataDir, 'cms.db'),
      APP_KEYS: 'testKeyA,testKeyB',
      API_TOKEN_SALT: 'test-api-token-salt',
      ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
      TRANSFER_TOKEN_SALT: 'test-transfer-token-salt',
      JWT_SECRET: 'test-jwt-secret',
      ENCRYPTION_KEY: 'test-encryption-key-0123456789abcdef',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // No teardown runs after a failed setup: stop this Strapi here, or it outlives the suite.
    await stop();
    throw error;
  }
  project.provide('cmsUrl', url);
  return stop;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/_health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Strapi did not answer at ${url} within ${timeoutMs / 1000} s`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
  }
}
