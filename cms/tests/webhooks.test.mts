import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Modules } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWebhookUrls, WEBHOOK_EVENTS, webhookSecret } from '../src/webhooks.ts';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

interface Received {
  path: string;
  authorization: string | undefined;
  event: string | undefined;
  body: { event: string; model?: string; uid?: string; entry?: Record<string, unknown>; media?: Record<string, unknown> };
}

/** A local HTTP server standing in for the site's rebuild runner and the commerce API. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        event: req.headers['x-strapi-event'] as string | undefined,
        body: JSON.parse(raw),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Polls until `probe` finds what it looks for; the ceiling sits just under the test's own timeout. */
async function waitFor<T>(probe: () => T | undefined, timeoutMs = 50_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for a webhook');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('parseWebhookUrls', () => {
  it.each([
    ['', []],
    [' http://a.test/hook , https://b.test/x ', ['http://a.test/hook', 'https://b.test/x']],
    ['http://a.test/x,http://a.test/x', ['http://a.test/x']],
  ])('parses %j', (value, urls) => {
    expect(parseWebhookUrls(value)).toEqual(urls);
  });

  it.each(['not a url', 'ftp://a.test/x'])('rejects %j with a message naming it', (value) => {
    expect(() => parseWebhookUrls(value)).toThrow(`CMS_WEBHOOK_URLS: "${value}" is not an http(s) URL`);
  });
});

describe('webhookSecret', () => {
  const env = { CMS_WEBHOOK_SECRET: 'catalogue-secret', SITE_REBUILD_SECRET: 'rebuild-secret' };

  it('sends the site server’s rebuild endpoint its own secret, and every other URL the shared one', () => {
    expect(webhookSecret('http://web:8080/_site/rebuild', env)).toBe('rebuild-secret');
    expect(webhookSecret('http://commerce-api:4000/api/cms/webhook', env)).toBe('catalogue-secret');
  });

  it('falls back to the shared secret where no rebuild secret is set (npm start)', () => {
    expect(webhookSecret('http://127.0.0.1:4321/_site/rebuild', { CMS_WEBHOOK_SECRET: 'catalogue-secret' })).toBe('catalogue-secret');
    expect(webhookSecret('http://127.0.0.1:4321/_site/rebuild', {})).toBeUndefined();
  });
});

describe('CMS webhooks from CMS_WEBHOOK_URLS (real Strapi)', () => {
  let env: TestEnv;
  let cms: RunningCms;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let siteUrl: string;
  let apiUrl: string;
  /** What the receiver got while Strapi booted and seeded, up to the first event a test caused. */
  let duringFirstBoot: Received[];

  const webhooks = async () =>
    ((await (cms.strapi.get('webhookStore') as Modules.WebhookStore.WebhookStore).findWebhooks()) as Modules.WebhookStore.Webhook[]).sort(
      (a, b) => a.name.localeCompare(b.name),
    );

  const faqs = () => cms.strapi.documents('api::faq.faq');
  /** Publishes a new answer for the first FAQ; tests tell their own events apart by the answer. */
  async function publishFaqChange(answer: string) {
    const faq = await faqs().findFirst({ filters: { order: 1 }, status: 'draft' });
    await faqs().update({ documentId: String(faq?.documentId), data: { answer } });
    await faqs().publish({ documentId: String(faq?.documentId) });
  }
  const published = (answer: string, path: string) =>
    waitFor(() => receiver.received.find((r) => r.path === path && r.event === 'entry.publish' && r.body.entry?.answer === answer));
  const about = (answer: string) => (r: Received) => r.body.entry?.answer === answer;

  async function boot(urls: string[], secret: string) {
    process.env.CMS_WEBHOOK_URLS = urls.join(', ');
    process.env.CMS_WEBHOOK_SECRET = secret;
    cms = await bootCms();
  }

  beforeAll(async () => {
    env = createTestEnv();
    receiver = await startReceiver();
    siteUrl = `http://127.0.0.1:${receiver.port}/site/rebuild`;
    apiUrl = `http://localhost:${receiver.port}/api/cms-webhook`;
    await boot([siteUrl, apiUrl], 'first-secret');
    // A known event after the seed: once it has reached both URLs, a webhook the seed caused would have too.
    const marker = `Published after the first boot (${Date.now()}).`;
    await publishFaqChange(marker);
    await published(marker, '/site/rebuild');
    await published(marker, '/api/cms-webhook');
    duringFirstBoot = receiver.received.filter((r) => !about(marker)(r));
  });

  afterAll(async () => {
    delete process.env.CMS_WEBHOOK_URLS;
    delete process.env.CMS_WEBHOOK_SECRET;
    await cms?.stop();
    await receiver?.close();
    env?.cleanup();
  });

  it('creates one webhook per URL, named after its host, with the bearer secret', async () => {
    expect(await webhooks()).toEqual([
      {
        id: expect.any(String),
        name: `koolers-127.0.0.1:${receiver.port}`,
        url: siteUrl,
        headers: { Authorization: 'Bearer first-secret' },
        events: [...WEBHOOK_EVENTS],
        isEnabled: true,
      },
      {
        id: expect.any(String),
        name: `koolers-localhost:${receiver.port}`,
        url: apiUrl,
        headers: { Authorization: 'Bearer first-secret' },
        events: [...WEBHOOK_EVENTS],
        isEnabled: true,
      },
    ]);
  });

  it('did not call the webhooks for the first-boot seed', () => {
    expect(duringFirstBoot).toEqual([]);
  });

  it('calls every URL when an editor publishes, with the secret and the event', async () => {
    const answer = `Changed for the webhook test (${Date.now()}).`;
    await publishFaqChange(answer);
    for (const path of ['/site/rebuild', '/api/cms-webhook']) {
      const call = await published(answer, path);
      expect(call.authorization).toBe('Bearer first-secret');
      expect(call.body).toMatchObject({ event: 'entry.publish', model: 'faq', uid: 'api::faq.faq' });
    }
  });

  it('calls them when a picture is uploaded to the media library', async () => {
    const upload = cms.strapi.plugin('upload').service('upload');
    const filepath = new URL('../seed/images/logo.webp', import.meta.url).pathname;
    const name = `webhook-test-${Date.now()}.webp`;
    const [file] = await upload.upload({
      data: { fileInfo: { name, alternativeText: 'A test picture' } },
      files: { filepath, originalFilename: name, mimetype: 'image/webp', size: fs.statSync(filepath).size },
    });
    try {
      for (const path of ['/site/rebuild', '/api/cms-webhook']) {
        const call = await waitFor(() =>
          receiver.received.find((r) => r.path === path && r.event === 'media.create' && r.body.media?.name === name),
        );
        expect(call.authorization).toBe('Bearer first-secret');
      }
    } finally {
      await upload.remove(file);
    }
  });

  it('follows a changed environment on the next boot and leaves other webhooks alone', async () => {
    const store = () => cms.strapi.get('webhookStore') as Modules.WebhookStore.WebhookStore;
    const editorHook = await store().createWebhook({
      id: '',
      name: 'editor-zapier',
      url: 'http://127.0.0.1:9/editor',
      headers: {},
      events: ['entry.publish'],
      isEnabled: false,
    });
    try {
      await cms.stop();
      await boot([siteUrl], 'rotated-secret');

      const after = await webhooks();
      expect(after.map((w) => [w.name, w.url, w.headers])).toEqual([
        ['editor-zapier', 'http://127.0.0.1:9/editor', {}],
        [`koolers-127.0.0.1:${receiver.port}`, siteUrl, { Authorization: 'Bearer rotated-secret' }],
      ]);

      // The runner follows the store: only the remaining URL is called, with the new secret. A second
      // publish, once it arrives, shows the first one's calls are all in.
      const first = `Changed again (${Date.now()}).`;
      await publishFaqChange(first);
      expect(await published(first, '/site/rebuild')).toMatchObject({ authorization: 'Bearer rotated-secret' });
      const second = `Changed a third time (${Date.now()}).`;
      await publishFaqChange(second);
      await published(second, '/site/rebuild');
      expect(receiver.received.filter((r) => about(first)(r) && r.path !== '/site/rebuild')).toEqual([]);

      // A third boot with the same environment changes nothing.
      await cms.stop();
      await boot([siteUrl], 'rotated-secret');
      expect(await webhooks()).toEqual(after);
    } finally {
      // Back to the first boot's environment, without the editor's webhook.
      await store().deleteWebhook(editorHook.id);
      await cms.stop();
      await boot([siteUrl, apiUrl], 'first-secret');
      expect((await webhooks()).map((w) => w.url)).toEqual([siteUrl, apiUrl]);
    }
  });
});
