import express, { type ErrorRequestHandler, type Express } from 'express';
import { apiRoutes } from './api-routes.ts';
import { basicAuth } from './auth.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { errorBody, SandboxError } from './errors.ts';
import { createRefundBehaviour, type RefundControl, refundControlRoutes } from './refund-behaviour.ts';
import { SandboxStore } from './store.ts';
import { createWebhookDispatcher } from './webhooks.ts';

export const SANDBOX_BANNER = 'Razorpay SANDBOX — test payments only, no money moves';

export type SandboxOptions = {
  keyId: string;
  keySecret: string;
  webhookUrl?: string | undefined;
  webhookSecret?: string | undefined;
  log?: ((line: string) => void) | undefined;
  /** Waits between webhook delivery attempts (default 0.5 s, 2 s, 8 s). */
  webhookRetryDelaysMs?: number[] | undefined;
};

export type SandboxControl = {
  store: SandboxStore;
  /** Late answers, refunds pending until processed or failed by hand (refund-behaviour.ts). */
  refunds: Omit<RefundControl, 'answerDelay'>;
  /** Resolves once every webhook delivery started so far has finished (delivered or given up). */
  webhooksIdle(): Promise<void>;
  /** Stops webhook retries; call before closing the HTTP server. */
  close(): void;
};

export type SandboxApp = Express & { sandbox: SandboxControl };

/** The offline stand-in for https://api.razorpay.com/v1 (see README.md). Listen on it like any express app. */
export function createSandboxApp(options: SandboxOptions): SandboxApp {
  const { keyId, keySecret } = options;
  if (!keyId || !keySecret) throw new Error('Razorpay sandbox: keyId and keySecret are required');
  if (keyId.startsWith('rzp_live_')) {
    throw new Error('Razorpay sandbox refuses live keys (rzp_live_…): use test keys or none');
  }
  const log = options.log ?? ((line: string) => console.log(`[razorpay-sandbox] ${line}`));
  const store = new SandboxStore();
  const webhooks = createWebhookDispatcher({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    log,
    retryDelaysMs: options.webhookRetryDelaysMs,
  });

  const refunds = createRefundBehaviour(store, webhooks, log);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((_req, res, next) => {
    res.set('X-Razorpay-Sandbox', 'test-mode; no money moves');
    next();
  });
  app.use(express.json({ limit: '100kb' }), express.urlencoded({ extended: true, limit: '100kb' }));

  app.get('/', (_req, res) => {
    res.type('text/plain').send(`${SANDBOX_BANNER}\nAPI: /v1 (Basic auth)  Checkout script: /v1/checkout.js\n`);
  });
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', sandbox: true, webhooks: webhooks.enabled });
  });

  app.use('/v1', checkoutRoutes({ store, webhooks, keyId, keySecret, log }));
  app.use('/v1', basicAuth(keyId, keySecret), apiRoutes(store, webhooks, refunds, log));
  app.use('/sandbox', refundControlRoutes(refunds));
  app.use((_req, _res) => {
    throw new SandboxError(400, 'The requested URL was not found on the server.');
  });
  app.use(errorHandler(log));

  return Object.assign(app, {
    sandbox: {
      store,
      refunds,
      webhooksIdle: () => webhooks.idle(),
      close: () => webhooks.close(),
    },
  });
}

function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (err instanceof SandboxError) {
      res.status(err.status).json(errorBody(err.code, err.message, err.field));
      return;
    }
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // body-parser: malformed JSON, payload too large, …
      res.status(status).json(errorBody('BAD_REQUEST_ERROR', (err as Error).message));
      return;
    }
    log(`error on ${req.method} ${req.originalUrl}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    res.status(500).json(errorBody('SERVER_ERROR', 'The server encountered an error. The incident has been reported to admins.'));
  };
}
