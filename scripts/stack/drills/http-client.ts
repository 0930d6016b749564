/**
 * A browser's view of the shop for the stack's drills: one origin, its cookies kept, and its own
 * source address (127.0.0.2, 127.0.0.3, …: to the shop, each is another client). Node's http with
 * `localAddress`: undici's did not take effect here.
 */
import { Agent, request } from 'node:http';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string; json<T = unknown>(): T };

export class ShopClient {
  readonly #base: URL;
  readonly #origin: string;
  readonly #agent: Agent;
  readonly #cookies = new Map<string, string>();
  readonly localAddress: string | undefined;

  /** `base`: where requests go (the shop, or a proxy in front of it); `origin`: the shop's public origin, sent as Origin. */
  constructor(base: string, options: { origin: string; localAddress?: string }) {
    this.#base = new URL(base);
    this.#origin = options.origin;
    this.localAddress = options.localAddress;
    // Idle connections are given up after 4 s, before the server closes them (5 s), as browsers
    // avoid sending on a connection being closed.
    this.#agent = new Agent({
      keepAlive: true,
      maxSockets: 8,
      timeout: 4_000,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send('GET', path, undefined, headers);
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send('POST', path, body, headers);
  }

  send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<Answer> {
    const url = new URL(path, this.#base);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method,
          agent: this.#agent,
          timeout: timeoutMs,
          headers: {
            origin: this.#origin,
            accept: 'application/json, text/html;q=0.9',
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            this.#keepCookies(response.headers['set-cookie']);
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: <T>() => JSON.parse(text) as T });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }

  #keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name.trim());
      else this.#cookies.set(name.trim(), value.join('='));
    }
  }
}

/** A random loopback address for one simulated client: runs never share one, so their limits never meet. */
export function randomLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}
