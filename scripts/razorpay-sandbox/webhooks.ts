import { setTimeout as sleep } from 'node:timers/promises';
import { newId, nowSeconds } from './ids.ts';
import { webhookSignature } from './signature.ts';
import type { OrderEntity, PaymentEntity, RefundEntity } from './store.ts';

/** Razorpay's webhook payload. */
export type WebhookEvent = {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: PaymentEntity };
    order?: { entity: OrderEntity };
    refund?: { entity: RefundEntity };
  };
  created_at: number;
};

export type WebhookDispatcherOptions = {
  url?: string | undefined;
  secret?: string | undefined;
  log: (line: string) => void;
  /** Waits between attempts; its length + 1 is the number of attempts. */
  retryDelaysMs?: number[] | undefined;
  timeoutMs?: number | undefined;
};

export type WebhookDispatcher = {
  enabled: boolean;
  accountId: string;
  /** Fire-and-forget: delivers the events in the given order, retrying each a few times. Never throws. */
  send(events: Array<Pick<WebhookEvent, 'event' | 'payload'>>): void;
  /** Resolves when every delivery started so far has finished (delivered or given up). */
  idle(): Promise<void>;
  /** Stops pending retries and in-flight deliveries. */
  close(): void;
};

const DEFAULT_RETRY_DELAYS_MS = [500, 2_000, 8_000];

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { url, secret, log } = options;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const accountId = newId('acc');
  const stop = new AbortController();
  const pending = new Set<Promise<void>>();

  async function deliver(event: string, body: string, eventId: string): Promise<void> {
    if (!url || !secret) return;
    const attempts = retryDelaysMs.length + 1;
    for (let attempt = 1; attempt <= attempts && !stop.signal.aborted; attempt++) {
      let problem: string;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Razorpay-Webhook/v1 (sandbox)',
            'x-razorpay-signature': webhookSignature(body, secret),
            'x-razorpay-event-id': eventId,
          },
          body,
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]),
        });
        await res.body?.cancel();
        if (res.ok) {
          log(`webhook ${event} (${eventId}) delivered → ${res.status}`);
          return;
        }
        problem = `HTTP ${res.status}`;
      } catch (error) {
        if (stop.signal.aborted) return;
        problem = describe(error);
      }
      const delay = retryDelaysMs[attempt - 1];
      if (delay === undefined) {
        log(`webhook ${event} (${eventId}) NOT delivered after ${attempts} attempts: ${problem}`);
        return;
      }
      log(`webhook ${event} (${eventId}) attempt ${attempt}/${attempts} failed: ${problem}; retrying in ${delay} ms`);
      try {
        await sleep(delay, undefined, { signal: stop.signal });
      } catch {
        return; // closed while waiting
      }
    }
  }

  return {
    enabled: Boolean(url && secret),
    accountId,
    send(events) {
      if (!url || !secret || stop.signal.aborted) return;
      // Serialise now: the entities may change later (e.g. a refund), the event must not.
      const prepared = events.map(({ event, payload }) => {
        const full: WebhookEvent = {
          entity: 'event',
          account_id: accountId,
          event,
          contains: Object.keys(payload),
          payload,
          created_at: nowSeconds(),
        };
        return { event, body: JSON.stringify(full), eventId: newId('evt') };
      });
      const run = (async () => {
        for (const { event, body, eventId } of prepared) await deliver(event, body, eventId);
      })().catch((error: unknown) => log(`webhook delivery crashed: ${describe(error)}`));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close() {
      stop.abort();
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
