import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Modules } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWebhookUrls, WEBHOOK_EVENTS } from '../src/webhooks.ts';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

interface Received {
  path: string;
  authorization: string | undefined;
  event: string | undefined;
  body: { event: string; model?: string; uid?: string; entry?: Record<string, unknown> };
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

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 5000): Promise<T> {
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

describe('CMS webhooks from CMS_WEBHOOK_URLS (real Strapi)', () => {
  let env: TestEnv;
  let cms: RunningCms;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let siteUrl: string;
  let apiUrl: string;

  const webhooks = async () =>
    ((await (cms.strapi.get('webhookStore') as Modules.WebhookStore.WebhookStore).findWebhooks()) as Modules.WebhookStore.Webhook[]).sort(
      (a, b) => a.name.localeCompare(b.name),
    );

  async function publishFaqChange(answer: string) {
    const faqs = cms.strapi.documents('api::faq.faq');
    const faq = await faqs.findFirst({ filters: { order: 1 }, status: 'draft' });
    await faqs.update({ documentId: String(faq?.documentId), data: { answer } });
    await faqs.publish({ documentId: String(faq?.documentId) });
  }

  beforeAll(async () => {
    env = createTestEnv();
    receiver = await startReceiver();
    siteUrl = `http://127.0.0.1:${receiver.port}/site/rebuild`;
    apiUrl = `http://localhost:${receiver.port}/api/cms-webhook`;
    process.env.CMS_WEBHOOK_URLS = `${siteUrl}, ${apiUrl}`;
    process.env.CMS_WEBHOOK_SECRET = 'first-secret';
    cms = await bootCms();
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
    expect(receiver.received).toEqual([]);
  });

  it('calls every URL when an editor publishes, with the secret and the event', async () => {
    await publishFaqChange('Changed for the webhook test.');
    const publish = (path: string) => waitFor(() => receiver.received.find((r) => r.path === path && r.event === 'entry.publish'));
    for (const path of ['/site/rebuild', '/api/cms-webhook']) {
      const call = await publish(path);
      expect(call.authorization).toBe('Bearer first-secret');
      expect(call.body).toMatchObject({ event: 'entry.publish', model: 'faq', uid: 'api::faq.faq' });
    }
  });

  it('calls them when a picture is uploaded to the media library', async () => {
    receiver.received.length = 0;
    const upload = cms.strapi.plugin('upload').service('upload');
    const filepath = new URL('../seed/images/logo.webp', import.meta.url).pathname;
    await upload.upload({
      data: { fileInfo: { name: 'webhook-test.webp', alternativeText: 'A test picture' } },
      files: { filepath, originalFilename: 'webhook-test.webp', mimetype: 'image/webp', size: fs.statSync(filepath).size },
    });
    const call = await waitFor(() => receiver.received.find((r) => r.event === 'media.create'));
    expect(call.authorization).toBe('Bearer first-secret');
  });

  it('follows a changed environment on the next boot and leaves other webhooks alone', async () => {
    const store = cms.strapi.get('webhookStore') as Modules.WebhookStore.WebhookStore;
    await store.createWebhook({
      id: '',
      name: 'editor-zapier',
      url: 'http://127.0.0.1:9/editor',
      headers: {},
      events: ['entry.publish'],
      isEnabled: false,
    });

    await cms.stop();
    process.env.CMS_WEBHOOK_URLS = siteUrl;
    process.env.CMS_WEBHOOK_SECRET = 'rotated-secret';
    cms = await bootCms();

    const after = await webhooks();
    expect(after.map((w) => [w.name, w.url, w.headers])).toEqual([
      ['editor-zapier', 'http://127.0.0.1:9/editor', {}],
      [`koolers-127.0.0.1:${receiver.port}`, siteUrl, { Authorization: 'Bearer rotated-secret' }],
    ]);

    // The runner follows the store: only the remaining URL is called, with the new secret.
    receiver.received.length = 0;
    await publishFaqChange('Changed again.');
    const call = await waitFor(() => receiver.received.find((r) => r.event === 'entry.publish'));
    expect(call).toMatchObject({ path: '/site/rebuild', authorization: 'Bearer rotated-secret' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.filter((r) => r.path === '/api/cms-webhook')).toEqual([]);

    // A third boot with the same environment changes nothing.
    await cms.stop();
    cms = await bootCms();
    expect(await webhooks()).toEqual(after);
  });
});
