import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createSandboxApp, type SandboxOptions } from './app.ts';

export const KEY_ID = 'rzp_test_unit0000000000';
export const KEY_SECRET = 'unit_test_key_secret';
export const WEBHOOK_SECRET = 'unit_test_webhook_secret';

export type Running = { baseUrl: string; close(): Promise<void> };

export async function listen(app: express.Express): Promise<Running & { server: import('node:http').Server }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A sandbox on an ephemeral port, quiet unless a test inspects `logs`. */
export async function startSandbox(options: Partial<SandboxOptions> = {}) {
  const logs: string[] = [];
  const app = createSandboxApp({ keyId: KEY_ID, keySecret: KEY_SECRET, log: (line) => logs.push(line), ...options });
  const running = await listen(app);
  return {
    ...running,
    app,
    logs,
    close: async () => {
      app.sandbox.close();
      await running.close();
    },
  };
}

export const basic = (id = KEY_ID, secret = KEY_SECRET) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export async function api(baseUrl: string, method: string, path: string, body?: unknown, auth = basic()) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of Razorpay JSON
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

export const createOrder = async (baseUrl: string, amount = 25_000) =>
  (await api(baseUrl, 'POST', '/v1/orders', { amount, currency: 'INR', receipt: 'rcpt_1' })).body;

export const checkout = (baseUrl: string, action: 'authorize' | 'fail', body: Record<string, unknown>) =>
  api(baseUrl, 'POST', `/v1/checkout/${action}`, { key_id: KEY_ID, ...body }, '');

export type Received = { headers: Record<string, string | string[] | undefined>; raw: string };

/** A real local webhook receiver. `respond(n)` decides the status of the n-th request (default 200). */
export async function startReceiver(respond: (n: number) => number | Promise<number> = () => 200) {
  const received: Received[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let requests = 0;
  const app = express();
  app.post('/webhooks/razorpay', express.raw({ type: '*/*' }), async (req, res) => {
    requests += 1;
    const status = await respond(requests);
    if (status < 300) received.push({ headers: req.headers, raw: (req.body as Buffer).toString('utf8') });
    for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
    res.status(status).end();
  });
  const running = await listen(app);
  return {
    ...running,
    url: `${running.baseUrl}/webhooks/razorpay`,
    received,
    /** Resolves once `count` events have been accepted. */
    waitFor: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
  };
}
