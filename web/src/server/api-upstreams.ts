/**
 * The commerce API's replicas behind one name. A container engine's DNS answers a replicated
 * service's name with every replica's address, always in the same order, and Node connects to the
 * first: one replica took every request. So the name is resolved to all its addresses (again every
 * few seconds, as replicas come and go), requests take them in turn, and an address that refused or
 * dropped a connection is skipped for a few seconds.
 */
import { lookup } from 'node:dns/promises';
import { Agent } from 'node:http';
import { isIP } from 'node:net';

export type Upstream = { address: string; port: number; agent: Agent };

export type UpstreamsOptions = {
  /** The API's URL: its host is resolved to every address it has. */
  url: string;
  /** How often the name is resolved again. */
  refreshMs?: number;
  /** How long an address that failed is skipped. */
  downMs?: number;
  /** Name → addresses (tests give their own). */
  resolve?: (host: string) => Promise<string[]>;
};

const resolveAll = async (host: string) => (await lookup(host, { all: true })).map((entry) => entry.address);

export class Upstreams {
  readonly #host: string;
  readonly #port: number;
  readonly #downMs: number;
  readonly #resolve: (host: string) => Promise<string[]>;
  readonly #agents = new Map<string, Agent>();
  readonly #downUntil = new Map<string, number>();
  #addresses: string[] = [];
  #turn = 0;
  #resolving: Promise<void> | null = null;
  readonly #timer: NodeJS.Timeout;

  constructor(options: UpstreamsOptions) {
    const url = new URL(options.url);
    this.#host = url.hostname.replace(/^\[|\]$/g, '');
    this.#port = Number(url.port || 80);
    this.#downMs = options.downMs ?? 3_000;
    this.#resolve = options.resolve ?? resolveAll;
    this.#timer = setInterval(() => void this.refresh(), options.refreshMs ?? 2_000);
    this.#timer.unref();
  }

  /** Resolves the name again; keeps the last addresses when the resolver fails. */
  refresh(): Promise<void> {
    this.#resolving ??= (isIP(this.#host) ? Promise.resolve([this.#host]) : this.#resolve(this.#host))
      .then((addresses) => {
        if (addresses.length > 0) this.#addresses = [...new Set(addresses)].sort();
      })
      .catch(() => {})
      .finally(() => {
        this.#resolving = null;
      });
    return this.#resolving;
  }

  /** The addresses known now. */
  get addresses(): readonly string[] {
    return this.#addresses;
  }

  /**
   * The next replica in turn that is not skipped and not in `tried`; when every one is down, the one
   * whose time out ends first (better a try than a refusal). Null only when none is known.
   */
  async next(tried: ReadonlySet<string> = new Set()): Promise<Upstream | null> {
    if (this.#addresses.length === 0) await this.refresh();
    const candidates = this.#addresses.filter((address) => !tried.has(address));
    if (candidates.length === 0) return null;
    const now = Date.now();
    const up = candidates.filter((address) => (this.#downUntil.get(address) ?? 0) <= now);
    let address: string;
    if (up.length > 0) {
      this.#turn = (this.#turn + 1) % up.length;
      address = up[this.#turn] as string;
    } else {
      address = candidates.reduce((a, b) => ((this.#downUntil.get(a) ?? 0) <= (this.#downUntil.get(b) ?? 0) ? a : b));
    }
    return { address, port: this.#port, agent: this.#agentFor(address) };
  }

  /** The address failed to connect or dropped a request: skip it for a while, and look for new ones. */
  markDown(address: string): void {
    this.#downUntil.set(address, Date.now() + this.#downMs);
    void this.refresh();
  }

  close(): void {
    clearInterval(this.#timer);
    for (const agent of this.#agents.values()) agent.destroy();
  }

  #agentFor(address: string): Agent {
    let agent = this.#agents.get(address);
    if (!agent) {
      // An idle connection is given up after 4 s, before the API closes it at 5 s: a request is never
      // sent on a connection the API is closing (Node's agent reuses it until it sees the close).
      agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 });
      this.#agents.set(address, agent);
    }
    return agent;
  }
}
