import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createMessagingSandbox, type MessagingSandboxOptions } from './app.ts';
import { SANDBOX_DEFAULTS } from './defaults.ts';

export const TOKEN: string = SANDBOX_DEFAULTS.whatsappAccessToken;
export const APP_SECRET = SANDBOX_DEFAULTS.whatsappAppSecret;
export const PHONE_NUMBER_ID = SANDBOX_DEFAULTS.whatsappPhoneNumberId;
export const AUTH_KEY: string = SANDBOX_DEFAULTS.msg91AuthKey;

async function listen(app: express.Express) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of the providers' JSON
export type Received = { path: string; headers: Record<string, string | string[] | undefined>; raw: string; body: any };

/** A shop receiving the sandbox's webhooks at /whatsapp and /sms. */
export async function startReceiver() {
  const received: Received[] = [];
  const waiters: Array<{ test: () => boolean; resolve: () => void }> = [];
  const app = express();
  app.post(['/whatsapp', '/sms'], express.raw({ type: '*/*' }), (req, res) => {
    const raw = (req.body as Buffer).toString('utf8');
    received.push({ path: req.path, headers: req.headers, raw, body: JSON.parse(raw) });
    for (const waiter of waiters.filter((w) => w.test())) waiter.resolve();
    res.status(200).end();
  });
  const running = await listen(app);
  return {
    ...running,
    received,
    /** Resolves once `test` holds over what arrived. */
    until: (test: () => boolean) =>
      new Promise<void>((resolve) => {
        if (test()) resolve();
        else waiters.push({ test, resolve });
      }),
  };
}

export async function startSandbox(receiverUrl?: string, options: Partial<MessagingSandboxOptions> = {}) {
  const logs: string[] = [];
  const app = createMessagingSandbox({
    whatsapp: {
      accessToken: TOKEN,
      appSecret: APP_SECRET,
      phoneNumberId: PHONE_NUMBER_ID,
      displayPhoneNumber: '919820000000',
      webhookUrl: receiverUrl ? `${receiverUrl}/whatsapp` : undefined,
    },
    sms: { authKey: AUTH_KEY, webhookUrl: receiverUrl ? `${receiverUrl}/sms` : undefined },
    log: (line) => logs.push(line),
    webhookRetryDelaysMs: [5, 5],
    ...options,
  });
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

export async function call(baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of the providers' JSON
  return { status: res.status, body: (await res.json()) as any };
}

export const orderPlaced = (to = '919820098200', parameters = ['Asha', 'KO-1001', '₹250.00', 'https://koolers.in/o/abc']) => ({
  messaging_product: 'whatsapp',
  to,
  type: 'template',
  template: {
    name: 'order_placed',
    language: { code: 'en' },
    components: [
      { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'STOP' }] },
    ],
  },
});

export const sendWhatsApp = (baseUrl: string, body: unknown, token = TOKEN) =>
  call(baseUrl, 'POST', `/v21.0/${PHONE_NUMBER_ID}/messages`, body, { authorization: `Bearer ${token}` });

export const sendSms = (baseUrl: string, body: unknown, key = AUTH_KEY) => call(baseUrl, 'POST', '/api/v5/flow', body, { authkey: key });
