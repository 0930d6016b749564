import { setTimeout as sleep } from 'node:timers/promises';

export type WebhookTarget = {
  url: string | undefined;
  /** Extra headers for a body (the signature), or none. */
  headers: (body: string) => Record<string, string>;
};

/**
 * Posts webhooks fire-and-forget, retrying each a few times. Webhooks about one message go in order
 * (`lane`): a phone's "delivered" never overtakes its "sent". Never throws.
 */
export function createWebhookSender(options: { log: (line: string) => void; retryDelaysMs?: number[] | undefined; timeoutMs?: number }) {
  const retryDelaysMs = options.retryDelaysMs ?? [500, 2_000, 8_000];
  const timeoutMs = options.timeoutMs ?? 5_000;
  const stop = new AbortController();
  const lanes = new Map<string, Promise<void>>();
  const pending = new Set<Promise<void>>();

  async function post(target: WebhookTarget, what: string, body: string): Promise<void> {
    if (!target.url) return;
    const attempts = retryDelaysMs.length + 1;
    for (let attempt = 1; attempt <= attempts && !stop.signal.aborted; attempt++) {
      let problem: string;
      try {
        const res = await fetch(target.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...target.headers(body) },
          body,
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]),
        });
        await res.body?.cancel();
        if (res.ok) return;
        problem = `HTTP ${res.status}`;
      } catch (error) {
        if (stop.signal.aborted) return;
        problem = error instanceof Error ? error.message : String(error);
      }
      const delay = retryDelaysMs[attempt - 1];
      if (delay === undefined) {
        options.log(`webhook ${what} NOT delivered after ${attempts} attempts: ${problem}`);
        return;
      }
      try {
        await sleep(delay, undefined, { signal: stop.signal });
      } catch {
        return;
      }
    }
  }

  return {
    /** Runs `work` after the lane's earlier work; `work` may wait and post several webhooks. */
    run(lane: string, work: (send: (target: WebhookTarget, what: string, payload: unknown) => Promise<void>) => Promise<void>): void {
      const previous = lanes.get(lane) ?? Promise.resolve();
      const send = (target: WebhookTarget, what: string, payload: unknown) => post(target, what, JSON.stringify(payload));
      const next = previous
        .then(() => work(send))
        .catch((error: unknown) => options.log(`webhook work crashed: ${String(error)}`))
        .finally(() => {
          pending.delete(next);
          if (lanes.get(lane) === next) lanes.delete(lane);
        });
      lanes.set(lane, next);
      pending.add(next);
    },
    /** Waits `ms` unless the sandbox closes first (then resolves false). */
    async wait(ms: number): Promise<boolean> {
      if (ms <= 0) return !stop.signal.aborted;
      try {
        await sleep(ms, undefined, { signal: stop.signal });
        return true;
      } catch {
        return false;
      }
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close(): void {
      stop.abort();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
