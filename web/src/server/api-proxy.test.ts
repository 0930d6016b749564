import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { apiProxy } from './api-proxy.ts';
import { Upstreams } from './api-upstreams.ts';

const servers: Server[] = [];
const upstreamsMade: Upstreams[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const upstreams of upstreamsMade.splice(0)) upstreams.close();
});

function listen(app: express.Express, host: string, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    server.on('error', reject);
    servers.push(server);
  });
}

type Answer = { replica: string; forwardedFor?: string; requestId?: string; body?: unknown };

/** Replicas given the same one drop the first request any of them gets (as one killed mid-request). */
type Crash = { done: boolean };

/** A replica of the API: answers who it is, and what it was told. */
function replica(name: string, options: { crash?: Crash } = {}) {
  const app = express();
  const seen: string[] = [];
  app.use(express.json());
  app.all('/api/{*rest}', (request, response) => {
    seen.push(`${request.method} ${request.path}`);
    if (options.crash && !options.crash.done) {
      options.crash.done = true;
      request.socket.destroy();
      return;
    }
    response.json({
      replica: name,
      forwardedFor: request.get('x-forwarded-for'),
      requestId: request.get('x-request-id'),
      body: request.body,
    });
  });
  return { app, seen };
}

/** The web front's /api in front of replicas on 127.0.0.1, 127.0.0.2, … (one name, several addresses, one port). */
async function front(replicas: { app: express.Express }[], extraAddresses: string[] = []) {
  let port = 0;
  const addresses: string[] = [];
  for (const [index, { app }] of replicas.entries()) {
    const address = `127.0.0.${index + 1}`;
    port = await listen(app, address, port);
    addresses.push(address);
  }
  const upstreams = new Upstreams({
    url: `http://koolers-api:${port}`,
    resolve: async () => [...addresses, ...extraAddresses],
    downMs: 60_000,
  });
  upstreamsMade.push(upstreams);
  const web = express();
  web.use(apiProxy({ apiUrl: `http://koolers-api:${port}`, upstreams }));
  const url = `http://127.0.0.1:${await listen(web, '127.0.0.1')}`;
  return { url, upstreams };
}

describe('the web front’s /api over the API’s replicas', () => {
  it('spreads requests over every address the API’s name resolves to', async () => {
    const a = replica('a');
    const b = replica('b');
    const { url } = await front([a, b]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${url}/api/health`).then((response) => response.json() as Promise<Answer>)),
    );
    expect(answers.filter((answer) => answer.replica === 'a')).toHaveLength(10);
    expect(answers.filter((answer) => answer.replica === 'b')).toHaveLength(10);
  });

  it('skips a replica that is down: every request is still answered', async () => {
    const a = replica('a');
    // 127.0.0.9 has no replica: connections there are refused.
    const { url } = await front([a], ['127.0.0.9']);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${url}/api/cart/quote`, { method: 'POST' }).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    expect(a.seen).toHaveLength(10);
  });

  it('repeats a request a replica dropped only when repeating it changes nothing', async () => {
    const post = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/api/orders/cod`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"items":[]}' });

    const crashing = () => {
      const crash = { done: false };
      return [replica('a', { crash }), replica('b', { crash })];
    };
    const keyed = await front(crashing());
    const withKey = await post(keyed.url, { 'idempotency-key': 'attempt-1' });
    expect(withKey.status).toBe(200);
    expect(((await withKey.json()) as Answer).body).toEqual({ items: [] });

    const bare = await front(crashing());
    expect((await post(bare.url)).status).toBe(502);

    const reads = await front(crashing());
    expect((await fetch(`${reads.url}/api/me/orders`)).status).toBe(200);

    const verify = await front(crashing());
    expect((await fetch(`${verify.url}/api/orders/verify-payment`, { method: 'POST' })).status).toBe(200);
  });

  it('tells the API who the visitor is and which request this is', async () => {
    const { url } = await front([replica('a')]);
    const answer = (await (
      await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'req-from-the-tls-proxy' } })
    ).json()) as Answer;
    expect(answer.forwardedFor).toBe('203.0.113.7, 127.0.0.1');
    expect(answer.requestId).toBe('req-from-the-tls-proxy');
    const fresh = (await (await fetch(`${url}/api/health`)).json()) as Answer;
    expect(fresh.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
