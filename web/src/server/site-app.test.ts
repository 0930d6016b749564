import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { rebuilderStatusSchema } from '@koolers/contracts/site-build';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteRebuilder } from '../builds/site-rebuilder.ts';
import type { SecurityOptions } from './security-headers.ts';
import { REBUILD_PATH, serveSite } from './site-app.ts';

const SECRET = 'webhook-secret';
const INLINE_SCRIPT = 'document.querySelector("h1").dataset.ready = "yes";';
/** As a browser hashes an inline script for CSP: SHA-256 of its text, base64. */
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
const PRODUCTS_PAGE = `<h1>Products</h1><script type="module">${INLINE_SCRIPT}</script>${'<p>Coconut oil, ₹450</p>'.repeat(200)}`;
const CART_SCRIPT = `export const cart = [${'"mango",'.repeat(400)}];`;
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
    writeFileSync(
      join(outDir, 'contact.html'),
      // Structured data is a <script> the browser never runs: the policy leaves it out.
      `<h1>Contact</h1><script type="application/ld+json">{"@type":"Store"}</script><script type="module">${INLINE_SCRIPT}</script><script type="module" src="/_astro/page.js"></script>`,
    );
    writeFileSync(join(outDir, 'faq.html'), '<h1>FAQ</h1>');
    mkdirSync(join(outDir, '_astro'), { recursive: true });
    writeFileSync(join(outDir, '_astro', 'page.js'), INLINE_SCRIPT);
    writeFileSync(join(outDir, '_astro', 'palm.avif'), 'avif');
    writeFileSync(join(outDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(outDir, '404.html'), '<h1>Page not found</h1>');
    mkdirSync(join(outDir, 'hi', 'payment'), { recursive: true });
    writeFileSync(join(outDir, 'hi', '404.html'), '<h1>पेज नहीं मिला</h1>');
    writeFileSync(join(outDir, 'hi', 'payment', 'order.html'), '<h1>अपने ऑर्डर का भुगतान करें</h1>');
    writeFileSync(join(outDir, 'payment', 'order.html'), '<h1>Pay for your order</h1>');
    // As site/integrations/precompress.ts leaves them: Brotli copies of the larger text files.
    writeFileSync(join(outDir, 'products.html'), PRODUCTS_PAGE);
    writeFileSync(join(outDir, 'products.html.br'), brotliCompressSync(PRODUCTS_PAGE));
    writeFileSync(join(outDir, '_astro', 'cart.js'), CART_SCRIPT);
    writeFileSync(join(outDir, '_astro', 'cart.js.br'), brotliCompressSync(CART_SCRIPT));
  };
}

let buildsDir: string;
beforeEach(() => {
  buildsDir = mkdtempSync(join(tmpdir(), 'site-builds-'));
});
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function shop(
  builds: string[],
  buildOptions?: Parameters<typeof fakeBuild>[1],
  security?: SecurityOptions,
  settle: { debounceMs?: number; budget?: { burst: number; everyMs: number } } = { debounceMs: 5 },
) {
  // What Strapi's REST API answers for the footer (a single type) as the build would read it.
  const strapi = { footerPublishedAt: '2026-11-30T07:00:00.000Z' };
  const upstream = express();
  upstream.get('/api/footer', (_request, response) => {
    response.json({ data: { documentId: 'footer1', publishedAt: strapi.footerPublishedAt } });
  });
  upstream.get('/api/health', (request, response) => {
    response.json({ forwardedFor: request.get('x-forwarded-for') ?? null });
  });
  upstream.get('/uploads/palm.webp', (_request, response) => {
    response.type('image/webp').send('webp');
  });
  // As Strapi serves its media: revalidate every time.
  upstream.get('/uploads/palm_0a1b2c3d4e.webp', (_request, response) => {
    response.set('Cache-Control', 'public, max-age=0').type('image/webp').send('webp');
  });
  const upstreamUrl = await listen(upstream);
  const rebuilder = new SiteRebuilder({ buildsDir, build: fakeBuild(builds, buildOptions), ...settle });
  const server = await serveSite({
    buildsDir,
    port: 0,
    apiUrl: upstreamUrl,
    cmsUrl: upstreamUrl,
    rebuild: { rebuilder, secret: SECRET },
    security,
  });
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rebuild = (secret = SECRET) => fetch(`${url}${REBUILD_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
  const rebuildStatus = (secret = SECRET) => fetch(`${url}${REBUILD_PATH}`, { headers: { authorization: `Bearer ${secret}` } });
  const webhook = (body: object) =>
    fetch(`${url}${REBUILD_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { url, rebuilder, rebuild, rebuildStatus, webhook, strapi };
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
    expect(await (await rebuildStatus()).json()).toEqual({ state: 'idle', queued: false, generation: 0, current: null, history: [] });

    await rebuild();
    await vi.waitUntil(() => builds.length === 1, { timeout: 10_000 });
    expect(await (await rebuildStatus()).json()).toMatchObject({
      state: 'building',
      queued: false,
      generation: 0,
      current: null,
      building: { reason: 'Strapi manual' },
      history: [],
    });

    release();
    await rebuilder.idle();
    const status = await rebuildStatus();
    expect(status.status).toBe(200);
    const finished = { reason: 'Strapi manual', startedAt: expect.any(String), durationMs: expect.any(Number), ok: true };
    const answer = await status.json();
    expect(answer).toMatchObject({
      state: 'idle',
      queued: false,
      generation: 1,
      current: builds[0],
      last: finished,
      lastSuccess: finished,
      history: [finished],
    });
    // What Strapi reads it with, to tell editors whether their change is live.
    expect(rebuilderStatusSchema.parse(answer)).toEqual(answer);
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
    // In Hindi: its own 404 and payment page; Marathi's 404, not built here, falls back to English's.
    const missingInHindi = await fetch(`${url}/hi/no-such-page`);
    expect([missingInHindi.status, await missingInHindi.text()]).toEqual([404, '<h1>पेज नहीं मिला</h1>']);
    expect((await fetch(`${url}/mr/no-such-page`)).status).toBe(404);
    expect(await (await fetch(`${url}/hi/payment/ord_42`)).text()).toBe('<h1>अपने ऑर्डर का भुगतान करें</h1>');
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

  it('builds a publish as soon as Strapi shows it, not a fixed second later, and never before', async () => {
    const builds: string[] = [];
    // A settle far longer than the test: a build that starts at all did not wait for it.
    const { rebuilder, webhook, strapi } = await shop(builds, {}, undefined, { debounceMs: 60_000 });
    const publishedAt = '2026-11-30T07:29:04.082Z';
    const publish = { event: 'entry.publish', uid: 'api::footer.footer', entry: { documentId: 'footer1', publishedAt } };
    expect((await webhook(publish)).status).toBe(202);
    // Strapi still shows the previous publish: no build yet, but editors are told one is coming.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(builds).toHaveLength(0);
    expect(rebuilder.status()).toMatchObject({ state: 'idle', queued: true });

    strapi.footerPublishedAt = publishedAt;
    await vi.waitUntil(() => builds.length === 1, { timeout: 5_000 });
    await rebuilder.idle();
    expect(rebuilder.status()).toMatchObject({ generation: 1, last: { ok: true, reason: 'Strapi entry.publish' } });
  });

  it('builds a few publishes in a row at once, then no more than its budget allows', async () => {
    const builds: string[] = [];
    const { rebuilder } = await shop(builds, {}, undefined, { debounceMs: 5, budget: { burst: 2, everyMs: 60_000 } });
    for (const reason of ['first', 'second']) {
      rebuilder.request(reason);
      await rebuilder.idle();
    }
    expect(builds).toHaveLength(2);
    rebuilder.request('third');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(builds).toHaveLength(2);
    expect(rebuilder.status()).toMatchObject({ state: 'idle', queued: true, generation: 2 });
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

  it('sends every page the security headers; inline scripts run only by their hash', async () => {
    const { url, rebuilder } = await shop([], undefined, { production: false, paymentsSandboxUrl: 'http://127.0.0.1:4010/v1/' });
    rebuilder.request('test');
    await rebuilder.idle();
    for (const path of ['/', '/contact', '/payment/ord_abc', '/no-such-page', '/_astro/missing.js']) {
      const response = await fetch(`${url}${path}`);
      const headers = Object.fromEntries(response.headers);
      expect(headers, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': expect.stringMatching(/(^|, )geolocation=\(self\)/),
      });
      const policy = new Map(headers['content-security-policy']?.split('; ').map((rule) => [rule.split(' ')[0], rule.split(' ').slice(1)]));
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      // The sandbox's checkout.js is what the API hands the browser in development.
      expect(policy.get('script-src'), path).toContain('http://127.0.0.1:4010');
      expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    const contact = (await fetch(`${url}/contact`)).headers.get('content-security-policy') ?? '';
    expect(contact).toContain(`script-src 'self' ${INLINE_HASH} http://127.0.0.1:4010;`);
    expect((await fetch(`${url}/`)).headers.get('content-security-policy')).not.toContain('sha256-');
    // An SVG opened on its own is a document that may run scripts: it keeps the policy.
    expect((await fetch(`${url}/favicon.svg`)).headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('sends scripts, stylesheets and pictures without the headers only a document reads (600 bytes a file)', async () => {
    const { url, rebuilder } = await shop([], undefined, { production: true });
    rebuilder.request('test');
    await rebuilder.idle();
    for (const path of ['/_astro/page.js', '/_astro/palm.avif']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      const headers = Object.fromEntries(response.headers);
      expect(headers, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      for (const name of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy'])
        expect(headers[name], `${path} ${name}`).toBeUndefined();
    }
  });

  it('sends the Brotli copies the build made to browsers that take Brotli, and compresses on the fly for the others', async () => {
    const { url, rebuilder } = await shop([]);
    rebuilder.request('test');
    await rebuilder.idle();
    const get = (path: string, encodings: string) => fetch(`${url}${path}`, { headers: { 'accept-encoding': encodings } });

    const page = await get('/products', 'gzip, deflate, br');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-length')).toBe(String(brotliCompressSync(PRODUCTS_PAGE).length));
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain(INLINE_HASH);
    expect(await page.text()).toBe(PRODUCTS_PAGE);

    const script = await get('/_astro/cart.js', 'br');
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('content-length')).toBe(String(brotliCompressSync(CART_SCRIPT).length));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(await script.text()).toBe(CART_SCRIPT);

    const gzipped = await get('/products', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-security-policy')).toContain(INLINE_HASH);
    expect(await gzipped.text()).toBe(PRODUCTS_PAGE);
    const plain = await get('/_astro/cart.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(CART_SCRIPT);
  });

  it('lets a browser revalidate a page by its ETag alone: no Last-Modified or Accept-Ranges to send', async () => {
    const { url, rebuilder } = await shop([]);
    rebuilder.request('test');
    await rebuilder.idle();
    for (const [path, encodings] of [
      ['/products', 'br'],
      ['/faq', 'br'],
      ['/faq', 'identity'],
    ]) {
      const page = await fetch(`${url}${path}`, { headers: { 'accept-encoding': encodings } });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('last-modified'), path).toBeNull();
      expect(page.headers.get('accept-ranges'), path).toBeNull();
      const etag = page.headers.get('etag');
      expect(etag, path).toBeTruthy();
      // As a browser revalidates (fetch() would add `Cache-Control: no-cache`, which forbids a 304).
      const revalidate = { 'accept-encoding': encodings, 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' };
      const again = await fetch(`${url}${path}`, { headers: revalidate });
      expect(again.status, path).toBe(304);
    }
  });

  it('in production: HSTS, https only, and Razorpay’s own Checkout origins', async () => {
    const { url, rebuilder } = await shop([], undefined, { production: true });
    rebuilder.request('test');
    await rebuilder.idle();
    const response = await fetch(`${url}/contact`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${INLINE_HASH} https://checkout.razorpay.com;`);
    expect(policy).toMatch(/frame-src https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com;/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.razorpay\.com/);
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('lets browsers keep a versioned upload for a year; an address without its version is asked again (a replaced picture keeps its name)', async () => {
    const { url } = await shop([]);
    const versioned = await fetch(`${url}/uploads/palm_0a1b2c3d4e.webp?v=mhx2k9`);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${url}/uploads/palm_0a1b2c3d4e.webp`)).headers.get('cache-control')).toBe('no-cache');
  });
});
