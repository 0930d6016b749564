/**
 * The paid-order soak's PostgreSQL shop: a throw-away cluster, a Razorpay sandbox and a messaging
 * sandbox of its own (whose webhooks go to the first API) and two API processes on the one
 * database, as the production stack runs them. The messaging sandbox fails 10% of the WhatsApp and
 * SMS messages it accepts and reports the others delivered late (issue 33's soak). The soak kills the second halfway (SIGKILL: no graceful shutdown), the drill of issue
 * 29's "one API process killed mid-soak". Each process is spawned here rather than through
 * lib/processes.ts, which stops every service when one exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.ts';
import { startPostgresCluster } from '../lib/postgres-cluster.ts';
import { waitUntilAnswering } from '../lib/processes.ts';
import { apiToMessagingSandbox, messagingSandboxEnv, repoRoot, SANDBOX_SHOP_PHONE, type Service } from '../lib/shop.ts';
import type { SoakShop } from './paid-order-soak.ts';

/** Starts it from the bench's own API and sandbox services (their keys and settings), with `dataDir` for the outboxes. */
export async function startPostgresSoakShop(api: Service, sandbox: Service, origin: string, dataDir: string) {
  const cluster = await startPostgresCluster();
  const children: ChildProcess[] = [];
  const start = async (service: Service, env: Record<string, string>, readyUrl: string) => {
    const [command, ...args] = service.command.split(' ');
    const child = spawn(command as string, args, {
      cwd: service.cwd,
      env: { ...process.env, ...service.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitUntilAnswering(readyUrl, 120_000);
    return child;
  };
  try {
    const [sandboxPort, messagingPort, portA, portB] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const messagingUrl = `http://127.0.0.1:${messagingPort}`;
    const apiUrls = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    await start(
      sandbox,
      { SANDBOX_PORT: String(sandboxPort), RAZORPAY_WEBHOOK_URL: `${apiUrls[0]}/api/payments/webhook` },
      `${sandboxUrl}/v1/checkout.js`,
    );
    const messaging: Service = {
      name: 'messaging',
      command: 'node messaging-sandbox/server.ts',
      cwd: join(repoRoot, 'scripts'),
      env: messagingSandboxEnv(messagingPort, apiUrls[0] as string),
      readyUrl: `${messagingUrl}/health`,
    };
    await start(messaging, {}, messaging.readyUrl);
    const outboxDirs = ['a', 'b'].map((name) => join(dataDir, `postgres-api-${name}`, 'outbox'));
    const apiEnv = (port: number, outboxDir: string) => ({
      PORT: String(port),
      DATABASE_URL: cluster.url,
      OUTBOX_DIR: outboxDir,
      RAZORPAY_API_URL: `${sandboxUrl}/v1/`,
      ...apiToMessagingSandbox(messagingUrl),
    });
    // One after the other: the first migrates the fresh database.
    await start(api, apiEnv(portA, outboxDirs[0] as string), `${apiUrls[0]}/api/health`);
    const second = await start(api, apiEnv(portB, outboxDirs[1] as string), `${apiUrls[1]}/api/health`);
    const shop: SoakShop = {
      label: 'PostgreSQL, two API processes, the second killed at half-time',
      apis: apiUrls,
      sandbox: sandboxUrl,
      origin,
      database: { kind: 'postgres', url: cluster.url },
      outboxDirs,
      messaging: { sandbox: messagingUrl, shopPhone: SANDBOX_SHOP_PHONE },
      killMidway: () => second.kill('SIGKILL'),
      targeted: false,
    };
    return { shop, stop: () => stopAll(children, cluster.stop) };
  } catch (error) {
    await stopAll(children, cluster.stop);
    throw error;
  }
}

async function stopAll(children: ChildProcess[], stopCluster: () => void) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  stopCluster();
}
