/**
 * The commerce API's replicas as the drills see them: how many requests each has answered (from its
 * own Prometheus metrics, on its internal port), and the shop's throughput through the web front
 * with a given number of replicas running.
 */
import { containers, type Engine, exec } from '../engine.ts';
import type { ShopClient } from './http-client.ts';

const METRICS = "fetch('http://127.0.0.1:9464/metrics').then((r) => r.text()).then((t) => process.stdout.write(t))";

/** The requests each running replica has answered so far (the sum of its request histogram's counts). */
export function requestsPerReplica(engine: Engine): Map<string, number> {
  const counts = new Map<string, number>();
  for (const replica of containers(engine, 'commerce-api').filter((container) => container.state === 'running')) {
    const { stdout } = exec(engine, replica.name, ['node', '-e', METRICS]);
    const total = stdout
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    counts.set(replica.name, total);
  }
  return counts;
}

/** One replica's metric lines whose name starts with `prefix` (for the report). */
export function metricLines(engine: Engine, replica: string, prefix: string): string[] {
  return exec(engine, replica, ['node', '-e', METRICS])
    .stdout.split('\n')
    .filter((line) => line.startsWith(prefix));
}

export type Throughput = { requests: number; perSecond: number; p50Ms: number; p99Ms: number; errors: number };

/** Prices the cart through the web front from `clients` for `seconds`, each as fast as it is answered. */
export async function measureThroughput(clients: ShopClient[], seconds: number, items: unknown): Promise<Throughput> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < end) {
        const started = performance.now();
        const answer = await client.post('/api/cart/quote', { items }).catch(() => null);
        if (answer?.status === 200) latencies.push(performance.now() - started);
        else errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { requests: latencies.length, perSecond: Math.round(latencies.length / seconds), p50Ms: at(0.5), p99Ms: at(0.99), errors };
}
