/**
 * Boots a real Strapi (the compiled cms/ app, no admin panel) on a throw-away
 * SQLite file and serves it over HTTP on a free port.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

export const appDir = path.resolve(import.meta.dirname, '..');

export interface TestEnv {
  dir: string;
  dbFile: string;
  publicDir: string;
  cleanup(): void;
}

/** Fresh temp dir + SQLite file and the env vars Strapi needs. Call before bootCms(). */
export function createTestEnv(): TestEnv {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koolers-cms-test-'));
  const dbFile = path.join(dir, 'koolers.db');
  // Uploaded media go to the temp dir too, never into cms/public/uploads.
  const publicDir = path.join(dir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  Object.assign(process.env, {
    // Nonexistent file: never pick up a developer's cms/.env (read when Strapi is first loaded).
    ENV_PATH: path.join(dir, '.env'),
    HOST: '127.0.0.1',
    APP_KEYS: 'testAppKeyA,testAppKeyB',
    API_TOKEN_SALT: 'test-api-token-salt',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
    TRANSFER_TOKEN_SALT: 'test-transfer-token-salt',
    JWT_SECRET: 'test-jwt-secret',
    ENCRYPTION_KEY: 'test-encryption-key-0123456789abcdef',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: dbFile,
    PUBLIC_DIR: publicDir,
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: process.env.STRAPI_LOG_LEVEL ?? 'warn',
  });
  return { dir, dbFile, publicDir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

// The ESM build of @strapi/core does not load under Node's ESM resolver: use the CJS build.
const require = createRequire(import.meta.url);
const strapiModule = (): typeof import('@strapi/strapi') => require('@strapi/strapi');

let compiled: ReturnType<ReturnType<typeof strapiModule>['compileStrapi']> | undefined;

type Listener = (...args: unknown[]) => void;
type ListenerSnapshot = Map<string | symbol, Listener[]>;

const snapshotProcessListeners = (): ListenerSnapshot =>
  new Map(process.eventNames().map((name) => [name, [...process.rawListeners(name)] as Listener[]]));

/** Puts back exactly the listeners of `snapshot` for `names` (default: every event). */
function restoreProcessListeners(snapshot: ListenerSnapshot, names?: (string | symbol)[]): void {
  const events = names ?? [...new Set([...process.eventNames(), ...snapshot.keys()])];
  for (const name of events) {
    process.removeAllListeners(name);
    for (const listener of snapshot.get(name) ?? []) {
      process.on(name as NodeJS.Signals, listener as NodeJS.SignalsListener);
    }
  }
}

export interface RunningCms {
  strapi: Core.Strapi;
  url: string;
  stop(): Promise<void>;
}

export async function bootCms(): Promise<RunningCms> {
  const { compileStrapi, createStrapi } = strapiModule();
  compiled ??= compileStrapi({ appDir });
  const ctx = await compiled;

  const listeners = snapshotProcessListeners();
  const strapi = createStrapi({ ...ctx, autoReload: false, serveAdminPanel: false });
  // createStrapi() adds SIGINT/SIGTERM handlers that exit the process: not in a test worker.
  restoreProcessListeners(listeners, ['SIGINT', 'SIGTERM']);

  await strapi.load();
  strapi.server.mount();
  const httpServer = strapi.server.httpServer;
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;

  return {
    strapi,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await strapi.destroy();
      // destroy() calls process.removeAllListeners(), which would also drop the test runner's.
      restoreProcessListeners(listeners);
    },
  };
}
