import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREVIEW_TOKEN_HOURS, signPreviewToken } from '@koolers/contracts/preview-token';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentBuildError, SiteRebuilder } from '../builds/site-rebuilder.ts';
import { REBUILD_PATH, serveSite } from '../server/site-app.ts';
import { SitePreview } from './site-preview.ts';

const WEBHOOK_SECRET = 'webhook-secret';
const PREVIEW_SECRET = 'preview-secret';
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A link's token as Strapi signs it (@koolers/contracts/preview-token, tested there), fresh or expired. */
const token = () => signPreviewToken(PREVIEW_SECRET);
const expiredToken = () => signPreviewToken(PREVIEW_SECRET, Date.now() - PREVIEW_TOKEN_HOURS * 3_600_000 - 1000);

/** A stand-in for `astro build`: the live site or the drafts, saying which build it is. */
function fakeBuild(kind: 'live' | 'drafts', log: string[], fail?: () => Error | undefined) {
  return async (outDir: string) => {
    log.push(kind);
    const failure = fail?.();
    if (failure) throw failure;
    mkdirSync(join(outDir, '_astro'), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `<h1>${kind} home</h1>`);
    writeFileSync(join(outDir, 'faq.html'), `<html><body><h1>${kind} FAQ ${log.length}</h1></body></html>`);
    writeFileSync(join(outDir, '_astro', 'page.css'), `/* ${kind} */`);
  };
}

async function shop(options: { failDrafts?: () => Error | undefined } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'site-preview-'));
  const builds: string[] = [];
  const rebuilder = new SiteRebuilder({ buildsDir: join(root, 'live'), build: fakeBuild('live', builds), debounceMs: 5 });
  const preview = new SitePreview({
    buildsDir: join(root, 'preview'),
    rebuilder: new SiteRebuilder({
      buildsDir: join(root, 'preview'),
      build: fakeBuild('drafts', builds, options.failDrafts),
      debounceMs: 5,
    }),
  });
  rebuilder.request('start');
  await rebuilder.idle();
  const server = await serveSite({
    buildsDir: join(root, 'live'),
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    cmsUrl: 'http://127.0.0.1:9',
    rebuild: { rebuilder, secret: WEBHOOK_SECRET },
    preview: { preview, secret: PREVIEW_SECRET, adminUrl: 'https://cms.koolers.in/admin' },
  });
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const webhook = (body: unknown) =>
    fetch(`${url}${REBUILD_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { url, builds, rebuilder, preview, webhook };
}

describe('draft preview on the site server', () => {
  it('serves a page built from the drafts to a signed link only, and never caches it', async () => {
    const { url, builds } = await shop();
    expect((await fetch(`${url}/_preview/faq`)).status).toBe(401);
    expect((await fetch(`${url}/_preview/faq?token=${expiredToken()}`)).status).toBe(401);

    const page = await fetch(`${url}/_preview/faq?token=${token()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('<h1>drafts FAQ 2</h1>');
    expect(html).toContain("new EventSource('/_preview/events'+location.search)".replace(/'/g, '"'));
    expect(builds).toEqual(['live', 'drafts']);
    expect(await (await fetch(`${url}/_preview/_astro/page.css`)).text()).toBe('/* drafts */');
    expect(await (await fetch(`${url}/faq`)).text()).toContain('live FAQ 1');
  });

  it('lets Strapi’s admin frame a preview page (its Preview panel), and nobody else; its reload script runs by its hash', async () => {
    const { url } = await shop();
    const page = await fetch(`${url}/_preview/faq?token=${token()}`);
    const policy = new Map(
      (page.headers.get('content-security-policy') ?? '').split('; ').map((rule) => [rule.split(' ')[0], rule.split(' ').slice(1)]),
    );
    expect(policy.get('frame-ancestors')).toEqual(['https://cms.koolers.in']);
    const reload = /<script>([^<]*)<\/script>/.exec(await page.text())?.[1] ?? '';
    expect(reload).toContain('EventSource');
    expect(policy.get('script-src')).toContain(`'sha256-${createHash('sha256').update(reload).digest('base64')}'`);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    // The live site still may not be framed by anyone.
    const live = (await fetch(`${url}/faq`)).headers.get('content-security-policy');
    expect(live).toContain("frame-ancestors 'none'");
  });

  it('rebuilds only the preview when a draft is saved, and both when something is published', async () => {
    const { url, builds, rebuilder, preview, webhook } = await shop();
    await fetch(`${url}/_preview/faq?token=${token()}`);
    expect(builds).toEqual(['live', 'drafts']);

    await webhook({ event: 'entry.update', uid: 'api::faq.faq', entry: { documentId: 'f1', publishedAt: null } });
    await preview.rebuilder.idle();
    await rebuilder.idle();
    expect(builds).toEqual(['live', 'drafts', 'drafts']);

    await webhook({ event: 'entry.publish', uid: 'api::faq.faq', entry: { documentId: 'f1', publishedAt: '2026-11-23T09:00:00.000Z' } });
    await Promise.all([preview.rebuilder.idle(), rebuilder.idle()]);
    expect([...builds].sort()).toEqual(['drafts', 'drafts', 'drafts', 'live', 'live']);
  });

  it('tells an open preview when a newer build of the drafts is ready', async () => {
    const { url, webhook } = await shop();
    await fetch(`${url}/_preview/faq?token=${token()}`);
    const events = await fetch(`${url}/_preview/events?token=${token()}`);
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    await webhook({ event: 'entry.update', entry: { publishedAt: null } });
    let received = '';
    while (!received.includes('event: built')) received += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect((await fetch(`${url}/_preview/events`)).status).toBe(401);
  });

  it('says which entry and field keep a draft from being shown', async () => {
    const problem = {
      uid: 'api::faq.faq',
      typeName: 'FAQ',
      documentId: 'f1',
      single: false,
      entryTitle: 'Why coconut?',
      fields: [{ path: ['answer'], field: 'Answer', message: 'is empty' }],
      summary: 'FAQ “Why coconut?”: Answer is empty.',
    };
    const { url } = await shop({ failDrafts: () => new ContentBuildError(problem.summary, problem) });
    const page = await fetch(`${url}/_preview/faq?token=${token()}`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('FAQ “Why coconut?”: Answer is empty.');
  });
});
