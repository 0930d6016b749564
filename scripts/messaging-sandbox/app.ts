import express, { type ErrorRequestHandler, type Express, Router } from 'express';
import { z } from 'zod';
import { PHONE_PAGE } from './page.ts';
import { deliveryReport, msg91Api, type SmsOptions } from './sms.ts';
import { type Behaviour, MessageStore, type SandboxMessage } from './store.ts';
import { createWebhookSender } from './webhooks.ts';
import { metaError, replyPayload, statusPayload, type WhatsAppOptions, whatsappApi, whatsappTarget } from './whatsapp.ts';

export const MESSAGING_BANNER = 'Messaging SANDBOX: WhatsApp Cloud API and MSG91 stand-ins, no phone receives anything';

export type MessagingSandboxOptions = {
  whatsapp: WhatsAppOptions;
  sms: SmsOptions;
  log?: ((line: string) => void) | undefined;
  /** Waits between webhook attempts (default 0.5 s, 2 s, 8 s). */
  webhookRetryDelaysMs?: number[] | undefined;
};

export type MessagingSandboxApp = Express & {
  sandbox: {
    store: MessageStore;
    /** Resolves once every webhook started so far has been delivered or given up. */
    webhooksIdle(): Promise<void>;
    close(): void;
  };
};

const behaviourBody = z
  .object({
    rejectNext: z.number().int().min(0).max(1000),
    failNext: z.number().int().min(0).max(1000),
    failRate: z.number().min(0).max(1),
    delayMs: z.number().int().min(0).max(600_000),
    hold: z.boolean(),
  })
  .partial()
  .strict();
const replyBody = z.union([
  z.object({ button: z.string().min(1).max(100) }).strict(),
  z.object({ text: z.string().min(1).max(1000) }).strict(),
]);

/** The offline stand-in for Meta's WhatsApp Cloud API and MSG91's SMS API (see README.md). */
export function createMessagingSandbox(options: MessagingSandboxOptions): MessagingSandboxApp {
  const log = options.log ?? ((line: string) => console.log(`[messaging-sandbox] ${line}`));
  const store = new MessageStore();
  const webhooks = createWebhookSender({ log, retryDelaysMs: options.webhookRetryDelaysMs });
  const whatsapp = whatsappTarget(options.whatsapp);
  const sms = { url: options.sms.webhookUrl, headers: () => ({}) };

  /** What happens to a message once accepted, under the behaviour set when it was. */
  function deliver(message: SandboxMessage): void {
    const fails = store.takeFailure();
    const { delayMs, hold } = store.behaviour;
    webhooks.run(message.id, async (send) => {
      store.setState(message, 'sent');
      if (message.channel === 'whatsapp') await send(whatsapp, `${message.id} sent`, statusPayload(options.whatsapp, message, 'sent'));
      if (fails) {
        store.setState(message, 'failed', 'Message undeliverable (the sandbox was told to fail it)');
        if (message.channel === 'whatsapp')
          await send(whatsapp, `${message.id} failed`, statusPayload(options.whatsapp, message, 'failed'));
        else await send(sms, `${message.id} failed`, deliveryReport(message, 'failed'));
        return;
      }
      if (hold || !(await webhooks.wait(delayMs))) return;
      store.setState(message, 'delivered');
      if (message.channel === 'whatsapp')
        await send(whatsapp, `${message.id} delivered`, statusPayload(options.whatsapp, message, 'delivered'));
      else await send(sms, `${message.id} delivered`, deliveryReport(message, 'delivered'));
    });
  }

  function markRead(message: SandboxMessage): void {
    if (message.channel !== 'whatsapp' || message.state === 'read' || message.state === 'failed') return;
    webhooks.run(message.id, async (send) => {
      store.setState(message, 'read');
      await send(whatsapp, `${message.id} read`, statusPayload(options.whatsapp, message, 'read'));
    });
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json({ limit: '100kb' }));

  app.get('/', (_req, res) => {
    res.type('html').send(PHONE_PAGE);
  });
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', sandbox: true, webhooks: { whatsapp: Boolean(whatsapp.url), sms: Boolean(sms.url) } });
  });

  const phone = Router();
  phone.get('/messages', (_req, res) => {
    res.json(store.list());
  });
  phone.post('/messages/:id/reply', (req, res) => {
    const message = store.get(req.params.id);
    if (message?.channel !== 'whatsapp') {
      res.status(404).json({ error: 'No WhatsApp message with that id' });
      return;
    }
    const parsed = replyBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'Send { "button": "<a button\'s text>" } or { "text": "…" }' });
      return;
    }
    if (message.state === 'failed') {
      res.status(409).json({ error: 'That message never reached the phone' });
      return;
    }
    let reply: { button: { text: string; payload: string } } | { text: string };
    if ('button' in parsed.data) {
      const label = parsed.data.button;
      const button = message.buttons.find((b) => b.text === label);
      if (!button) {
        res
          .status(400)
          .json({ error: `The message has no "${label}" button (it has: ${message.buttons.map((b) => b.text).join(', ') || 'none'})` });
        return;
      }
      reply = { button };
    } else {
      reply = { text: parsed.data.text };
    }
    markRead(message);
    message.replies.push({ ...('button' in reply ? { button: reply.button.text } : { text: reply.text }), at: new Date().toISOString() });
    webhooks.run(message.id, (send) => send(whatsapp, `${message.id} reply`, replyPayload(options.whatsapp, message, reply)));
    res.status(202).json({ status: 'sent to the shop' });
  });
  phone.post('/messages/:id/read', (req, res) => {
    const message = store.get(req.params.id);
    if (message?.channel !== 'whatsapp') {
      res.status(404).json({ error: 'No WhatsApp message with that id' });
      return;
    }
    markRead(message);
    res.status(202).json({ status: 'read' });
  });

  const control = Router();
  control.get('/behaviour', (_req, res) => {
    res.json(store.behaviour);
  });
  control.post('/behaviour', (req, res) => {
    const parsed = behaviourBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ') });
      return;
    }
    store.behaviour = { ...store.behaviour, ...(parsed.data as Partial<Behaviour>) };
    log(`behaviour: ${JSON.stringify(store.behaviour)}`);
    res.json(store.behaviour);
  });
  control.post('/reset', (_req, res) => {
    store.reset();
    res.json(store.behaviour);
  });

  app.use(phone);
  app.use('/sandbox', control);
  app.use(msg91Api(options.sms, store, deliver));
  app.use(whatsappApi(options.whatsapp, store, deliver));
  app.use((_req, res) => {
    res.status(404).json(metaError('Unknown path components', 2500));
  });
  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json(metaError((err as Error).message, 100));
      return;
    }
    log(`error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    res.status(500).json(metaError('An unknown error has occurred.', 1));
  };
  app.use(onError);

  return Object.assign(app, {
    sandbox: { store, webhooksIdle: () => webhooks.idle(), close: () => webhooks.close() },
  });
}
