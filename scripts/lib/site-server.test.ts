import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteRebuilder } from './site-rebuilder.ts';
import { REBUILD_PATH, serveSite } from './site-server.ts';

const SECRET = 'webhook-secret';
const servers: Server[] = [];

function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });
}

/**
 * A stand-in for `astro build`: writes a tiny site whose home page says which build it is. With
 * `hold`, the first build runs until the test releases it, so "while building" is a state, not a race.
 */
function fakeBuild(log: string[], options: { failOn?: number; hold?: Promise<void> } = {}) {
  return async (outDir: string) => {
    log.push(outDir);
    if (log.length === 1 && options.hold) await options.hold;
    if (log.length === options.failOn) throw new Error('Strapi answered 500');
    mkdirSync(join(outDir, 'payment'), { recursive: true });
    mkdirSync(join(outDir, 'checkout'), { recursive: true });
    writeFileSync(join(outDir, 'checkout.html'), '<h1>Shopping Cart</h1>');
    writeFileSync(join(outDir, 'checkout', 'step1.html'), '<h1>Step 1</h1>');
    writeFileSync(join(outDir, 'index.html'), `<h1>build ${log.length}</h1>`);
    writeFileSync(join(outDir, 'faq.html'), '<h1>FAQ</h1>');
    writeFileSync(join(outDir, '404.html'), '<h1>Page not found</h1>');
    writeFileSync(join(outDir, 'payment', 'order.html'), '<h1>Pay for your order</h1>');
  };
}

let buildsDir: string;
beforeEach(() => {
  buildsDir = mkdtempSync(join(tmpdir(), 'site-builds-'));
});
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function shop(builds: string[], buildOptions?: Parameters<typeof fakeBuild>[1]) {
  const upstream = express();
  upstream.get('/api/health', (request, response) => {
    response.json({ forwardedFor: request.get('x-forwarded-for') ?? null });
  });
  upstream.get('/uploads/palm.webp', (_request, response) => {
    response.type('image/webp').send('webp');
  });
  const upstreamUrl = await listen(upstream);
  const rebuilder = new SiteRebuilder({ buildsDir, build: fakeBuild(builds, buildOptions), debounceMs: 5 });
  const server = await serveSite({ buildsDir, port: 0, apiUrl: upstreamUrl, cmsUrl: upstreamUrl, rebuild: { rebuilder, secret: SECRET } });
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rebuild = (secret = SECRET) => fetch(`${url}${REBUILD_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
  const rebuildStatus = (secret = SECRET) => fetch(`${url}${REBUILD_PATH}`, { headers: { authorization: `Bearer ${secret}` } });
  return { url, rebuilder, rebuild, rebuildStatus };
}

describe('site server', () => {
  it('says the site is being built until the first build, then serves it', async () => {
    const { url, rebuilder, rebuild } = await shop([]);
    expect((await fetch(url)).status).toBe(503);
    expect((await rebuild()).status).toBe(202);
    await rebuilder.idle();
    expect(await (await fetch(url)).text()).toBe('<h1>build 1</h1>');
  });

  it('refuses the rebuild webhook and its status without the shared secret', async () => {
    const { rebuild, rebuildStatus, rebuilder } = await shop([]);
    expect((await rebuild('guess')).status).toBe(401);
    expect((await rebuildStatus('guess')).status).toBe(401);
    expect(rebuilder.status()).toMatchObject({ state: 'idle', queued: false, generation: 0 });
  });

  it('GET /_site/rebuild reports the state: building, then the finished build that is served', async () => {
    const builds: string[] = [];
    const { promise: hold, resolve: release } = Promise.withResolvers<void>();
    const { rebuilder, rebuild, rebuildStatus } = await shop(builds, { hold });
    expect(await (await rebuildStatus()).json()).toEqual({ state: 'idle', queued: false, generation: 0, current: null });

    await rebuild();
    await vi.waitUntil(() => builds.length === 1, { timeout: 10_000 });
    expect(await (await rebuildStatus()).json()).toEqual({ state: 'building', queued: false, generation: 0, current: null });

    release();
    await rebuilder.idle();
    const status = await rebuildStatus();
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({
      state: 'idle',
      queued: false,
      generation: 1,
      current: builds[0],
      last: { reason: 'Strapi manual', startedAt: expect.any(String), durationMs: expect.any(Number), ok: true },
    });
  });

  it('serves pages without .html, one address per page, a real 404, and order pages for any id', async () => {
    const { url, rebuilder } = await shop([]);
    rebuilder.request('test');
    await rebuilder.idle();
    expect(await (await fetch(`${url}/faq`)).text()).toBe('<h1>FAQ</h1>');
    expect(await (await fetch(`${url}/checkout`)).text()).toBe('<h1>Shopping Cart</h1>');
    expect(await (await fetch(`${url}/checkout/step1`)).text()).toBe('<h1>Step 1</h1>');
    expect((await fetch(`${url}/..%2f..%2fetc/passwd`)).status).toBe(404);
    const slash = await fetch(`${url}/faq/?q=1`, { redirect: 'manual' });
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/faq?q=1']);
    const offSite = await fetch(`${url}//evil.example/`, { redirect: 'manual' });
    expect(offSite.headers.get('location')).toBe('/evil.example');
    const missing = await fetch(`${url}/no-such-page`);
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>Page not found</h1>']);
    expect(await (await fetch(`${url}/payment/ord_42`)).text()).toBe('<h1>Pay for your order</h1>');
  });

  it('proxies /api and /uploads, telling the API who the visitor is', async () => {
    const { url } = await shop([]);
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ forwardedFor: '127.0.0.1' });
    expect(await (await fetch(`${url}/uploads/palm.webp`)).text()).toBe('webp');
  });

  it('coalesces the events of one save into at most one more build', async () => {
    const builds: string[] = [];
    const { promise: hold, resolve: release } = Promise.withResolvers<void>();
    const { url, rebuilder, rebuild } = await shop(builds, { hold });
    await rebuild();
    await vi.waitUntil(() => builds.length === 1, { timeout: 10_000 });
    await Promise.all([rebuild(), rebuild(), rebuild(), rebuild()]);
    expect(rebuilder.status()).toMatchObject({ state: 'building', queued: true });
    release();
    await rebuilder.idle();
    expect(builds).toHaveLength(2);
    expect(await (await fetch(url)).text()).toBe('<h1>build 2</h1>');
    expect(rebuilder.status()).toMatchObject({ state: 'idle', queued: false, generation: 2, last: { ok: true } });
  });

  it('keeps the last good site online when a build fails', async () => {
    const { url, rebuilder } = await shop([], { failOn: 2 });
    rebuilder.request('first');
    await rebuilder.idle();
    rebuilder.request('second');
    await rebuilder.idle();
    expect(rebuilder.status().last).toMatchObject({ ok: false, error: 'Strapi answered 500' });
    expect(await (await fetch(url)).text()).toBe('<h1>build 1</h1>');
  });
});
