import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxApp } from '@koolers/scripts/razorpay-sandbox';
import { freePort, listen } from './ports.ts';
import { keys, SITE_ORIGIN } from './test-app.ts';
import { createTestDb, type TestDb } from './test-db.ts';

export type ApiProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (JSON log lines). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * The commerce API as production runs it: `node src/server.ts` in its own process, configured only
 * through the environment. Resolves once /api/health answers (any status: a dependency may be down).
 */
export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: new URL('../..', import.meta.url),
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(listenPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | NodeJS.Signals | null);
  const url = `http://127.0.0.1:${listenPort}`;
  const api: ApiProcess = {
    url,
    port: listenPort,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API process ended while starting (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      await fetch(`${url}/api/health`);
      return api;
    } catch {
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exited]);
    }
  }
}

/**
 * What several API processes share: one database (PostgreSQL when TEST_DATABASE_URL is set,
 * otherwise a SQLite file), one outbox folder and one Razorpay sandbox, whose webhooks go to
 * `webhookUrl` (set it once the receiving process's port is known). `db` is the test's own
 * connection for looking at what the processes wrote.
 */
export async function sharedShop(options: { cmsUrl: string; webhookUrl?: string; webhookRetryDelaysMs?: number[] }) {
  const dir = mkdtempSync(join(tmpdir(), 'koolers-processes-'));
  const database: TestDb = await createTestDb(join(dir, 'commerce.db'));
  const sandboxApp = createSandboxApp({
    ...keys,
    webhookUrl: options.webhookUrl,
    log: () => {},
    webhookRetryDelaysMs: options.webhookRetryDelaysMs,
  });
  const sandbox = await listen(sandboxApp);
  const outboxDir = join(dir, 'outbox');
  const env: Record<string, string> = {
    ...(database.location.kind === 'postgres' ? { DATABASE_URL: database.location.url } : { SQLITE_PATH: database.location.path }),
    SITE_ORIGIN,
    CMS_URL: options.cmsUrl,
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: `${sandbox.url}/v1/`,
    OUTBOX_DIR: outboxDir,
  };
  const processes: ApiProcess[] = [];
  return {
    env,
    db: database.db,
    engine: database.engine,
    outboxDir,
    sandbox: { url: sandbox.url, state: sandboxApp.sandbox },
    async start(port?: number, extraEnv: Record<string, string> = {}) {
      const api = await startApiProcess({ ...env, ...extraEnv }, port);
      processes.push(api);
      return api;
    },
    async close() {
      await Promise.all(processes.map((api) => api.stop('SIGKILL')));
      sandboxApp.sandbox.close();
      sandbox.server.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
