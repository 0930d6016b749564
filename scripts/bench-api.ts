/**
 * `npm run bench:api`: the commerce API under load on this machine, next to a bare Express
 * hello-world measured in the same run as the reference (absolute numbers swing with the machine).
 * Starts Strapi (seeded, throw-away database), the Razorpay sandbox and the API on SQLite, logs a
 * customer in, then runs autocannon against each endpoint and prints req/s, p50, p99 and the ratio
 * to the reference, with the targets. Exits non-zero when a target is missed. A second reference, the
 * API's fixed stack (helmet, JSON parser) answering a fixed quote, shows the ceiling any endpoint has:
 * each endpoint's ratio to it is printed too. Every service listens on a free port.
 *
 *   npm run bench:api                                   # this checkout, then the order desk's reads
 *   npm run bench:api -- --compare ../other-checkout    # this API against another one's
 *   npm run bench:api -- --api ../a --api ../b          # only the APIs of these checkouts
 *   npm run bench:api -- --cms http://127.0.0.1:1337    # with a seeded Strapi that is already running
 *   npm run bench:api -- --only invoices                # only the tax-invoice downloads (prints, writes nothing)
 *   npm run bench:api -- --only soak                    # only the paid-order soak (prints, writes nothing)
 *
 * A run of this checkout alone writes what it printed into docs/bench/api.md (date, commit, machine,
 * command), the file the READMEs link to; a comparison only prints.
 * `--compare DIR` (repeatable) measures the API of another checkout of the repository as well (a
 * `git worktree` of the commit before a change, with its own node_modules or a link to this one's).
 * Every API runs at once, each on its own fresh database, idle but for the one being measured; each
 * endpoint is measured on each API in turn, back to back, `--rounds N` times (default 3) in a
 * rotating order, since the machine's speed drifts within seconds. It ends with each endpoint's mean
 * req/s on every API and how far the first is ahead or behind each other one (mean, and the range of
 * the rounds). `--api DIR` (repeatable) measures only the listed checkouts' APIs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { deskBenchmarks } from './bench/desk-bench.ts';
import { invoiceBenchmarks } from './bench/invoice-bench.ts';
import { paidOrderSoak } from './bench/paid-order-soak.ts';
import { startPostgresSoakShop } from './bench/postgres-soak-shop.ts';
import { recordConsole, thisRun, writeBenchReport } from './bench/report.ts';
import { customerDetails, firstKoolerRef, logIn, payOneOrder } from './bench/shop-fixtures.ts';
import { ensureEnvFile } from './lib/env-file.ts';
import { freePort } from './lib/free-port.ts';
import { runServices, waitForAll } from './lib/processes.ts';
import { repoRoot, type Service, shopServices, urlsFor } from './lib/shop.ts';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
// The soak's measured window, after its warm-up: long enough that a few slow seconds do not decide it.
const SOAK_S = Number(process.env.SOAK_SECONDS ?? 30);
const { values: options } = parseArgs({
  options: {
    compare: { type: 'string', multiple: true },
    api: { type: 'string', multiple: true },
    rounds: { type: 'string' },
    cms: { type: 'string' },
    only: { type: 'string' },
  },
});
if (options.only && !['invoices', 'soak'].includes(options.only)) {
  throw new Error(`--only ${options.only}: only "invoices" or "soak" can be run alone`);
}
const checkoutAt = (dir: string) => ({ label: dir, root: resolve(dir) });
const checkouts = options.api?.length
  ? options.api.map(checkoutAt)
  : [{ label: 'this checkout', root: repoRoot }, ...(options.compare ?? []).map(checkoutAt)];
const comparing = checkouts.length > 1;
const run = thisRun('bench:api');
const rounds = Number(options.rounds ?? (comparing ? 3 : 1));
const TARGETS: Record<string, number> = { 'POST /api/cart/quote': 0.5, 'POST /api/orders/create-razorpay-order': 0.15 };
/**
 * Latency budgets beyond p99 < 100 ms: issue 34's promise answers at p95 ≤ 20 ms. autocannon reports
 * no p95; its p97.5, the nearest above, is held to the budget (met there, it is met at p95).
 */
const P95_BUDGETS_MS: Record<string, number> = { 'GET /api/delivery/promise': 20 };

const ports = { cms: await freePort(), api: await freePort(), sandbox: await freePort(), site: await freePort() };
// --cms URL: a seeded Strapi already running (a busy machine can take minutes to start one).
const urls = { ...urlsFor(ports), ...(options.cms ? { cms: options.cms.replace(/\/$/, '') } : {}) };
const origin = urls.site;

const dataDir = mkdtempSync(join(tmpdir(), 'koolers-bench-'));
const referencePort = await freePort();
const referenceUrl = `http://127.0.0.1:${referencePort}`;
const [cms, sandbox, shopApi] = shopServices(ensureEnvFile(join(repoRoot, '.env')), ports, { dataDir });
if (!cms || !sandbox || !shopApi) throw new Error('bench:api needs the Razorpay sandbox: use sandbox keys in .env');
const api: Service = { ...shopApi, env: { ...shopApi.env, CMS_URL: urls.cms } };
// Every API on a fresh database of its own; emails of the set-up's orders go to the throw-away folder.
// The limits are counted as in production, only never reached: the load comes from one customer.
// The first API has the sandbox's webhooks; the others record the set-up's payment when it is verified.
const apis: Service[] = await Promise.all(
  checkouts.map(async (checkout, index) => {
    const port = index === 0 ? ports.api : await freePort();
    return {
      ...api,
      name: comparing ? `api ${String.fromCharCode(65 + index)}` : 'api',
      cwd: join(checkout.root, 'commerce-api'),
      env: {
        ...api.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SQLITE_PATH: join(dataDir, `api-${index}`, 'commerce.db'),
        OUTBOX_DIR: join(dataDir, `api-${index}`, 'outbox'),
        RATE_LIMIT_SCALE: '1000000',
      },
      readyUrl: `http://127.0.0.1:${port}/api/health`,
    };
  }),
);
const services: Service[] = [
  ...(options.cms ? [] : [cms]),
  sandbox,
  {
    name: 'reference',
    command: 'node bench/hello-world.ts',
    cwd: join(repoRoot, 'scripts'),
    env: { PORT: String(referencePort) },
    readyUrl: referenceUrl,
  },
  ...apis,
];
const running = runServices(services);

type Measured = { name: string; options: autocannon.Options };
type Result = { name: string; rps: number; p50: number; p97_5: number; p99: number; errors: number };

try {
  await waitForAll(services, running);
  const references: Measured[] = [
    { name: 'reference: express hello-world', options: { url: `${referenceUrl}/` } },
    {
      name: 'reference: helmet+JSON, fixed quote',
      options: {
        url: `${referenceUrl}/floor`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A cart's size, as the quote endpoint is sent.
        body: JSON.stringify({ items: [{ ref: 'kooler:strawberry', quantity: 2 }] }),
      },
    },
  ];
  const endpoints: Measured[][] = [];
  if (!options.only) for (const service of apis) endpoints.push(await prepareEndpoints(service.readyUrl.replace('/api/health', '')));

  if (options.only) {
    const apiUrl = apis[0]?.readyUrl.replace('/api/health', '') ?? '';
    const shopUrls = { api: apiUrl, cms: urls.cms, sandbox: urls.sandbox, origin };
    const items = [{ ref: await firstKoolerRef(shopUrls), quantity: 2 }];
    process.exitCode = options.only === 'soak' ? await soaks(items) : await invoiceBenchmarks(shopUrls, items, DURATION_S);
  } else if (!comparing) {
    const output = recordConsole();
    const results: Result[] = [];
    for (const measured of [...references, ...(endpoints[0] ?? [])]) results.push(await measure(measured));
    printResults(results);
    const missed = results.filter((result) => !result.name.startsWith('reference') && !metTarget(result, results));
    // Tax-invoice downloads (bench/invoice-bench.ts): a stored PDF read back, and a quote beside 8
    // downloaders; then the paid-order soak (bench/paid-order-soak.ts).
    const apiUrl = apis[0]?.readyUrl.replace('/api/health', '') ?? '';
    const shopUrls = { api: apiUrl, cms: urls.cms, sandbox: urls.sandbox, origin };
    const items = [{ ref: await firstKoolerRef(shopUrls), quantity: 2 }];
    const invoicesMissed = (await invoiceBenchmarks(shopUrls, items, DURATION_S)) + (await soaks(items));
    // The order desk's reads with 10,000 orders, on SQLite and PostgreSQL (bench/desk-bench.ts).
    process.exitCode = missed.length + invoicesMissed + (await deskBenchmarks()) ? 1 : 0;
    output.stop();
    writeBenchReport(join(repoRoot, 'docs/bench/api.md'), 'The commerce API under load', run, output.lines, process.exitCode);
  } else {
    // results[endpoint index][checkout index] = req/s of each round
    const results: number[][][] = (endpoints[0] ?? []).map(() => checkouts.map(() => []));
    for (let round = 0; round < rounds; round++) {
      console.log(`\nround ${round + 1} of ${rounds}`);
      const reference = await measure(references[0] as Measured);
      console.log(`  ${reference.name.padEnd(42)} ${reference.rps.toFixed(0).padStart(6)} req/s`);
      for (const [endpoint, row] of results.entries()) {
        // A rotating order: no API is always measured first, or always right after another.
        for (let turn = 0; turn < checkouts.length; turn++) {
          const index = (turn + round) % checkouts.length;
          const result = await measure(endpoints[index]?.[endpoint] as Measured);
          row[index]?.push(result.rps);
          console.log(
            `  ${`${result.name} (${String.fromCharCode(65 + index)})`.padEnd(42)} ${result.rps.toFixed(0).padStart(6)} req/s  p99 ${result.p99} ms${result.errors ? `  ${result.errors} errors` : ''}`,
          );
        }
      }
    }
    printComparison(
      (endpoints[0] ?? []).map((measured) => measured.name),
      results,
    );
  }
} finally {
  running.stop();
  await running.exited.catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

/** The paid-order soak on the first API (SQLite), then on two API processes sharing a PostgreSQL; answers the targets missed. */
async function soaks(items: object[]): Promise<number> {
  const first = apis[0] as Service;
  const sqliteDir = join(dataDir, 'api-0');
  const onSqlite = await paidOrderSoak(
    {
      label: 'SQLite, one API process',
      apis: [first.readyUrl.replace('/api/health', '')],
      sandbox: urls.sandbox,
      origin,
      database: { kind: 'sqlite', path: join(sqliteDir, 'commerce.db') },
      outboxDirs: [join(sqliteDir, 'outbox')],
      targeted: true,
    },
    items,
    SOAK_S,
  );
  const postgres = await startPostgresSoakShop(first, sandbox as Service, origin, dataDir);
  try {
    return onSqlite + (await paidOrderSoak(postgres.shop, items, SOAK_S));
  } finally {
    await postgres.stop();
  }
}

/** Logs customers in on the API at `apiUrl`, gives one a history and a paid order, and says what to measure. */
async function prepareEndpoints(apiUrl: string): Promise<Measured[]> {
  const shopUrls = { api: apiUrl, cms: urls.cms, sandbox: urls.sandbox, origin };
  const mango = await firstKoolerRef(shopUrls);
  const items = [{ ref: mango, quantity: 2 }];
  const headers = { 'content-type': 'application/json', origin, cookie: await logIn(shopUrls, 'bench@example.in') };
  // A regular's order history: 25 orders, the last one paid online.
  const regular = { 'content-type': 'application/json', origin, cookie: await logIn(shopUrls, 'regular@example.in') };
  for (let i = 0; i < 24; i++) {
    await fetch(`${apiUrl}/api/orders/cod`, { method: 'POST', headers: regular, body: JSON.stringify({ items, customerDetails }) });
  }
  const paid = await payOneOrder(shopUrls, regular, items, customerDetails);
  return [
    {
      name: 'POST /api/cart/quote',
      options: { url: `${apiUrl}/api/cart/quote`, method: 'POST', headers, body: JSON.stringify({ items }) },
    },
    { name: 'GET /api/me/orders', options: { url: `${apiUrl}/api/me/orders`, headers: regular } },
    // Issue 34: every product page and cart asks it (cached 10 s by browsers; this measures the API behind it).
    { name: 'GET /api/delivery/promise', options: { url: `${apiUrl}/api/delivery/promise` } },
    {
      name: 'POST /api/orders/verify-payment',
      options: { url: `${apiUrl}/api/orders/verify-payment`, method: 'POST', headers: regular, body: JSON.stringify(paid) },
    },
    // Last: it writes an order (and a sandbox order) per request.
    {
      name: 'POST /api/orders/create-razorpay-order',
      options: {
        url: `${apiUrl}/api/orders/create-razorpay-order`,
        method: 'POST',
        headers,
        body: JSON.stringify({ items, customerDetails }),
      },
    },
  ];
}

function metTarget(result: Result, results: Result[]): boolean {
  const target = TARGETS[result.name];
  const p95Budget = P95_BUDGETS_MS[result.name];
  return (
    result.errors === 0 &&
    result.p99 < 100 &&
    (p95Budget === undefined || result.p97_5 <= p95Budget) &&
    (target === undefined || result.rps / (results[0]?.rps ?? 1) >= target)
  );
}

function printResults(results: Result[]) {
  const referenceRate = results[0]?.rps ?? 1;
  const floorRate = results[1]?.rps ?? 1;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, API on SQLite, request logging at warn\n`);
  console.log('endpoint                                   req/s     p50 ms  p99 ms  errors  vs reference  vs floor  target');
  for (const result of results) {
    const ratio = result.rps / referenceRate;
    const toFloor = `${((result.rps / floorRate) * 100).toFixed(0).padStart(7)}%`;
    const target = TARGETS[result.name];
    const p95Budget = P95_BUDGETS_MS[result.name];
    const ok = metTarget(result, results);
    console.log(
      `${result.name.padEnd(42)} ${result.rps.toFixed(0).padStart(6)}  ${String(result.p50).padStart(7)} ${String(result.p99).padStart(7)} ${String(result.errors).padStart(7)}  ${(ratio * 100).toFixed(0).padStart(10)}%  ${toFloor}  ${target ? `≥${target * 100}%, ` : ''}${p95Budget ? `p95≤${p95Budget} (p97.5 ${result.p97_5} ms), ` : ''}p99<100, 0 errors ${ok ? '✓' : '✗'}`,
    );
  }
}

/** Each endpoint's mean req/s per API, and the first API against each other one: mean, and the range of the rounds. */
function printComparison(names: string[], results: number[][][]) {
  const letters = checkouts.map((_, index) => String.fromCharCode(65 + index));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(0)}%`;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${rounds} rounds; mean req/s, and A against each other API`);
  for (const [index, checkout] of checkouts.entries()) console.log(`  ${letters[index]} = ${checkout.label}`);
  console.log(
    `\n${'endpoint'.padEnd(40)} ${letters.map((letter) => letter.padStart(6)).join(' ')}  ${letters
      .slice(1)
      .map((letter) => `A vs ${letter} (rounds)`.padEnd(26))
      .join(' ')}`,
  );
  for (const [endpoint, name] of names.entries()) {
    const row = results[endpoint] ?? [];
    const first = row[0] ?? [];
    const versus = row.slice(1).map((other) => {
      const perRound = first.map((rps, round) => rps / (other[round] ?? rps) - 1);
      return `${signed(mean(first) / mean(other) - 1)} (${signed(Math.min(...perRound))} … ${signed(Math.max(...perRound))})`.padEnd(26);
    });
    console.log(`${name.padEnd(40)} ${row.map((values) => mean(values).toFixed(0).padStart(6)).join(' ')}  ${versus.join(' ')}`);
  }
}

async function measure(measured: Measured): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...measured.options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name: measured.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors,
  };
}
