/**
 * The shop seen through a network that delivers pages at once but can hold their scripts back: an
 * HTTP proxy in front of the shop, for a journey that taps before the page's scripts have arrived
 * (as a slow phone does). It works the same for every engine, whatever drives it. Everything it
 * forwards is marked `no-store`, so each page asks for its scripts again rather than taking them
 * from the cache, and a held script really is late.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptGate = {
  /** The proxy's origin: a tab's paths resolved against it go through the gate. */
  readonly url: string;
  /** From now on, requests for scripts whose path matches `which` wait (every script when omitted). */
  hold(which?: RegExp): void;
  /**
   * The requests held so far go on, and nothing more is held; except the scripts matching `except`,
   * which stay held, as do later ones matching it.
   */
  release(except?: RegExp): void;
  /** The paths of the requests waiting now. */
  held(): string[];
  close(): Promise<void>;
};

const SCRIPT = /\.m?js$/;

export async function scriptGate(siteUrl: string): Promise<ScriptGate> {
  const site = new URL(siteUrl);
  let holding: RegExp | null = null;
  const waiting = new Set<{ path: string; go: () => void }>();

  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        { host: site.hostname, port: site.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          const headers = { ...answer.headers, 'cache-control': 'no-store' };
          delete headers.etag;
          delete headers['last-modified'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    const path = new URL(incoming.url ?? '/', site).pathname;
    if (!holding || !SCRIPT.test(path) || !holding.test(path)) return forward();
    const late = { path, go: forward };
    waiting.add(late);
    // The browser gives up on a held script when it leaves the page.
    outgoing.on('close', () => waiting.delete(late));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    hold: (which = SCRIPT) => {
      holding = which;
    },
    release: (except) => {
      holding = except ?? null;
      for (const late of [...waiting]) {
        if (except?.test(late.path)) continue;
        waiting.delete(late);
        late.go();
      }
    },
    held: () => [...waiting].map((late) => late.path),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
