/**
 * `npm run bench:api`: the commerce API under load on this machine, next to a bare Express
 * hello-world measured in the same run as the reference (absolute numbers swing with the machine).
 * Starts Strapi (seeded, throw-away database), the Razorpay sandbox and the API on SQLite, logs a
 * customer in, then runs autocannon against each endpoint and prints req/s, p50, p99 and the ratio
 * to the reference, with the targets. Exits non-zero when a target is missed. A second reference, the
 * API's fixed stack (helmet, JSON parser) answering a fixed quote, shows the ceiling any endpoint has:
 * each endpoint's ratio to it is printed too. Every service listens on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { deskBenchmarks } from './bench/desk-bench.ts';
import { customerDetails, firstKoolerRef, logIn, payOneOrder } from './bench/shop-fixtures.ts';
import { ensureEnvFile } from './lib/env-file.ts';
import { runServices, waitForAll } from './lib/processes.ts';
import { repoRoot, shopServices, urlsFor } from './lib/shop.ts';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ports = { cms: await freePort(), api: await freePort(), sandbox: await freePort(), site: await freePort() };
const urls = urlsFor(ports);
const origin = urls.site;
const shopUrls = { api: urls.api, cms: urls.cms, sandbox: urls.sandbox, origin };

const dataDir = mkdtempSync(join(tmpdir(), 'koolers-bench-'));
const referencePort = await freePort();
const referenceUrl = `http://127.0.0.1:${referencePort}`;
const services = [
  ...shopServices(ensureEnvFile(join(repoRoot, '.env')), ports, { dataDir }).map((service) =>
    // Emails of the set-up's orders go to the throw-away folder, not to commerce-api/data/outbox.
    // The limits are counted as in production, only never reached: the load comes from one customer.
    service.name === 'api'
      ? { ...service, env: { ...service.env, LOG_LEVEL: 'warn', OUTBOX_DIR: join(dataDir, 'outbox'), RATE_LIMIT_SCALE: '1000000' } }
      : service,
  ),
  {
    name: 'reference',
    command: 'node bench/hello-world.ts',
    cwd: join(repoRoot, 'scripts'),
    env: { PORT: String(referencePort) },
    readyUrl: referenceUrl,
  },
];
const running = runServices(services);

try {
  await waitForAll(services, running);
  const mango = await firstKoolerRef(shopUrls);
  const items = [{ ref: mango, quantity: 2 }];
  const headers = { 'content-type': 'application/json', origin, cookie: await logIn(shopUrls, 'bench@example.in') };
  // A regular's order history: 25 orders, the last one paid online.
  const regular = { 'content-type': 'application/json', origin, cookie: await logIn(shopUrls, 'regular@example.in') };
  for (let i = 0; i < 24; i++) {
    await fetch(`${urls.api}/api/orders/cod`, { method: 'POST', headers: regular, body: JSON.stringify({ items, customerDetails }) });
  }
  const paid = await payOneOrder(shopUrls, regular, items, customerDetails);

  const results = [
    await measure('reference: express hello-world', { url: `${referenceUrl}/` }),
    await measure('reference: helmet+JSON, fixed quote', {
      url: `${referenceUrl}/floor`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
    }),
    await measure('POST /api/cart/quote', { url: `${urls.api}/api/cart/quote`, method: 'POST', headers, body: JSON.stringify({ items }) }),
    await measure('GET /api/me/orders', { url: `${urls.api}/api/me/orders`, headers: regular }),
    await measure('POST /api/orders/verify-payment', {
      url: `${urls.api}/api/orders/verify-payment`,
      method: 'POST',
      headers: regular,
      body: JSON.stringify(paid),
    }),
    // Last: it writes an order (and a sandbox order) per request.
    await measure('POST /api/orders/create-razorpay-order', {
      url: `${urls.api}/api/orders/create-razorpay-order`,
      method: 'POST',
      headers,
      body: JSON.stringify({ items, customerDetails }),
    }),
  ];
  const targets: Record<string, number> = { 'POST /api/cart/quote': 0.5, 'POST /api/orders/create-razorpay-order': 0.15 };
  const referenceRate = results[0]?.rps ?? 1;
  const floorRate = results[1]?.rps ?? 1;
  let missed = 0;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, API on SQLite, request logging at warn\n`);
  console.log('endpoint                                   req/s     p50 ms  p99 ms  errors  vs reference  vs floor  target');
  for (const result of results) {
    const ratio = result.rps / referenceRate;
    const toFloor = `${((result.rps / floorRate) * 100).toFixed(0).padStart(7)}%`;
    const target = targets[result.name];
    const ok = result.errors === 0 && result.p99 < 100 && (target === undefined || ratio >= target);
    if (!ok && !result.name.startsWith('reference')) missed += 1;
    console.log(
      `${result.name.padEnd(42)} ${result.rps.toFixed(0).padStart(6)}  ${String(result.p50).padStart(7)} ${String(result.p99).padStart(7)} ${String(result.errors).padStart(7)}  ${(ratio * 100).toFixed(0).padStart(10)}%  ${toFloor}  ${target ? `≥${target * 100}%, ` : ''}p99<100, 0 errors ${ok ? '✓' : '✗'}`,
    );
  }
  // The order desk's reads with 10,000 orders, on SQLite and PostgreSQL (bench/desk-bench.ts).
  missed += await deskBenchmarks();
  process.exitCode = missed ? 1 : 0;
} finally {
  running.stop();
  await running.exited.catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function measure(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}
