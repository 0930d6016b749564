/**
 * The order desk under a realistic load of history: 10,000 orders seeded over 90 days, then the
 * desk's three reads, each asked 300 times in a row by one signed-in desk (keep-alive, after a
 * warm-up), on SQLite and on PostgreSQL: the first page of the list (with its per-status counts),
 * a filtered search, and one order's detail. Prints p50 and p95 in ms against the ≤ 50 ms target.
 *
 * The time is measured at the client over loopback, one request at a time: the server's time plus
 * a fraction of a millisecond of HTTP.
 *
 *   node scripts/bench/desk-bench.ts            # SQLite, then PostgreSQL (needs its server binaries)
 *   node scripts/bench/desk-bench.ts --sqlite   # one engine only (also --postgres, used internally)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { hash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Db } from '@koolers/commerce-api/database';
import type { OrderFilters } from '@koolers/commerce-api/desk-order-list';
import { migrateToLatest } from '@koolers/commerce-api/migrate';
import type { DeliveryStatus, PaymentStatus } from '@koolers/contracts/order-status';
import { sql } from 'kysely';
import { freePort } from '../lib/free-port.ts';
import { type DeskQueryPlan, deskListPlans, printPlans } from './desk-plans.ts';

const ORDERS = 10_000;
const SAMPLES = 300;
const WARM_UP = 30;
const TARGET_P95_MS = 50;
const scriptsDir = new URL('..', import.meta.url).pathname;
const apiDir = new URL('../../commerce-api', import.meta.url).pathname;

export type DeskResult = { database: string; name: string; p50: number; p95: number };
/** What one engine's run found: the times, and on PostgreSQL the plans of the list and the search. */
type DeskRun = { results: DeskResult[]; plans: { title: string; plans: DeskQueryPlan[] }[] };

/** Both engines, printed; returns how many reads missed the target (what `npm run bench:api` adds). */
export async function deskBenchmarks(): Promise<number> {
  const sqlite = await benchDesk('sqlite');
  const postgres = runOnPostgres();
  const results = [...sqlite.results, ...postgres.results];
  printDeskRun({ results, plans: postgres.plans });
  const missed = results.filter((result) => !result.name.startsWith('reference') && result.p95 > TARGET_P95_MS);
  return missed.length + (results.length < 8 ? 1 : 0);
}

/** The PostgreSQL run, in a throw-away cluster (scripts/with-postgres.ts), read back from its last output line. */
export function runOnPostgres(): DeskRun {
  const run = spawnSync(process.execPath, ['with-postgres.ts', process.execPath, 'bench/desk-bench.ts', '--postgres', '--json'], {
    cwd: scriptsDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = run.stdout
    .trim()
    .split('\n')
    .findLast((text) => text.startsWith('{"results":'));
  if (!line) {
    console.error(`desk bench on PostgreSQL did not run:\n${run.stdout}`);
    return { results: [], plans: [] };
  }
  return JSON.parse(line) as DeskRun;
}

export function printDeskRun({ results, plans }: DeskRun) {
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ results, plans }));
    return;
  }
  console.log(`\nOrder desk with ${ORDERS.toLocaleString('en')} orders: ${SAMPLES} requests each, one at a time\n`);
  console.log('database    read                                   p50 ms  p95 ms  target');
  for (const result of results) {
    const reference = result.name.startsWith('reference');
    const ok = reference || result.p95 <= TARGET_P95_MS;
    console.log(
      `${result.database.padEnd(11)} ${result.name.padEnd(38)} ${result.p50.toFixed(1).padStart(6)}  ${result.p95.toFixed(1).padStart(6)}  ${reference ? '' : `p95 ≤ ${TARGET_P95_MS} ${ok ? '✓' : '✗'}`}`,
    );
  }
  for (const { title, plans: queries } of plans) printPlans(title, queries);
}

/** Seeds a fresh database of `engine`, starts the API on it and measures the desk's reads. */
export async function benchDesk(engine: 'sqlite' | 'postgres'): Promise<DeskRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'koolers-desk-bench-'));
  let databaseEnv: Record<string, string>;
  if (engine === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('--postgres runs under scripts/with-postgres.ts (TEST_DATABASE_URL)');
    databaseEnv = { DATABASE_URL: serverUrl };
  } else {
    databaseEnv = { SQLITE_PATH: join(dataDir, 'commerce.db') };
  }
  const db = createDatabase(
    engine === 'postgres'
      ? { kind: 'postgres', url: databaseEnv.DATABASE_URL as string }
      : { kind: 'sqlite', path: databaseEnv.SQLITE_PATH as string },
  );
  let api: ChildProcess | undefined;
  try {
    await migrateToLatest(db);
    const orderIds = await seedOrders(db);
    // Statistics as a live database has them (autovacuum on PostgreSQL): a freshly bulk-loaded table has none.
    await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    const cookie = await signedInDesk(db);
    const plans =
      engine === 'postgres'
        ? [
            { title: 'PostgreSQL plan: first page of the list (+ counts)', plans: await deskListPlans(db, LIST) },
            { title: 'PostgreSQL plan: filtered search', plans: await deskListPlans(db, searchFilters()) },
          ]
        : [];
    await db.destroy();

    const port = await freePort();
    api = spawn(process.execPath, ['src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        RAZORPAY_KEY_ID: 'rzp_test_sandboxdeskbench',
        RAZORPAY_KEY_SECRET: 'desk-bench-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'desk-bench-webhook-secret',
        RAZORPAY_API_URL: 'http://127.0.0.1:9/v1/',
        OUTBOX_DIR: join(dataDir, 'outbox'),
        ...databaseEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}/api/admin`;
    await waitForApi(`${base}/me`, api);
    const get = keepAliveGetter(cookie);

    const { sort: _sort, unpaid: _unpaid, ...searched } = searchFilters();
    const search = `${base}/orders?${new URLSearchParams(searched)}`;
    const reads: [string, () => string][] = [
      // The floor on this machine right now: the session check alone, the same for every read.
      ['reference: GET /me (session only)', () => `${base}/me`],
      ['first page of the list (+ counts)', () => `${base}/orders`],
      ['filtered search', () => search],
      ['one order’s detail', () => `${base}/orders/${orderIds[Math.floor(Math.random() * orderIds.length)]}`],
    ];
    const results: DeskResult[] = [];
    for (const [name, url] of reads) {
      for (let i = 0; i < WARM_UP; i++) await get(url());
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) times.push(await get(url()));
      times.sort((a, b) => a - b);
      results.push({
        database: engine === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        name,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
      });
    }
    return { results, plans };
  } finally {
    api?.kill('SIGTERM');
    if (api && api.exitCode === null) await new Promise((resolve) => api?.once('exit', resolve));
    await db.destroy().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The list as the desk opens it, and a filtered search: confirmed cash orders of the last 60 days with a surname in them. */
const LIST: OrderFilters = { sort: 'newest', unpaid: 'hide' };
function searchFilters(): OrderFilters {
  return { ...LIST, delivery: 'confirmed', payment: 'cod', q: 'sharma', from: daysAgo(60), to: daysAgo(0) };
}

const FIRST = ['Priya', 'Rahul', 'Anita', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rohan', 'Meera', 'Aditya', 'Pooja', 'Sanjay'];
const LAST = ['Sharma', 'Patil', 'Nair', 'Iyer', 'Deshmukh', 'Kulkarni', 'Reddy', 'Menon', 'Joshi', 'Gupta'];
const DRINKS = ['Mango', 'Tender Coconut', 'Jamun', 'Chocolate', 'Avocado', 'Dragon Fruit', 'Lychee', 'Guava'];
const PINCODES = ['400703', '400705', '400706', '400709', '400614', '400701'];

/** 10,000 orders over 90 days as checkout and the desk leave them: numbers, lines, both statuses, COD and online. */
export async function seedOrders(db: Db): Promise<string[]> {
  const { id: customerId } = await db
    .insertInto('customers')
    .values({
      email: 'desk-bench@example.in',
      name: 'Bench',
      phone: '9820012345',
      password_hash: 'x',
      address: null,
      pincode: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  /** Where orders stand: the payment of an online order, of a cash one, and the delivery. */
  const shapes: [online: PaymentStatus, cash: PaymentStatus, delivery: DeliveryStatus][] = [
    ['paid', 'cash_collected', 'delivered'],
    ['paid', 'cash_collected', 'delivered'],
    ['paid', 'cash_collected', 'delivered'],
    ['paid', 'cash_due', 'confirmed'],
    ['paid', 'cash_due', 'unconfirmed'],
    ['pending', 'cash_due', 'unconfirmed'],
    ['voided', 'voided', 'cancelled'],
    ['paid', 'cash_due', 'out_for_delivery'],
    ['refunded', 'cash_collected', 'delivered'],
  ];
  const ids: string[] = [];
  const now = Date.now();
  for (let batch = 0; batch < ORDERS / 500; batch++) {
    await db.transaction().execute(async (trx) => {
      const orders = [];
      const lines = [];
      const history = [];
      for (let i = 0; i < 500; i++) {
        const n = batch * 500 + i;
        const id = `ord_${randomBytes(12).toString('base64url')}`;
        ids.push(id);
        const cod = n % 3 === 0;
        const [online, cash, delivery] = shapes[n % shapes.length] as (typeof shapes)[number];
        const payment = cod ? cash : online;
        const createdAt = new Date(now - Math.floor(((ORDERS - n) / ORDERS) * 90 * 86_400_000)).toISOString();
        const name = `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]}`;
        const quantity = 1 + (n % 4);
        const unit = n % 5 === 0 ? 12_000 : 10_000;
        const paid = !cod && payment !== 'pending' && payment !== 'voided';
        orders.push({
          id,
          number: 1001 + n,
          customer_id: Number(customerId),
          payment_status: payment,
          delivery_status: delivery,
          payment_method: cod ? ('cod' as const) : ('razorpay' as const),
          customer_name: name,
          customer_email: `${name.toLowerCase().replace(' ', '.')}${n}@example.in`,
          customer_phone: `98${String(20_000_000 + n).padStart(8, '0')}`,
          customer_address: `Flat ${n % 300}, Sector ${n % 30}, Vashi, Navi Mumbai`,
          customer_pincode: PINCODES[n % PINCODES.length] as string,
          subtotal_paise: quantity * unit,
          delivery_fee_paise: 0,
          discount_paise: 0,
          total_paise: quantity * unit,
          razorpay_order_id: cod ? null : `order_bench${n}`,
          razorpay_payment_id: paid ? `pay_bench${n}` : null,
          payment_error: null,
          created_at: createdAt,
          updated_at: createdAt,
          paid_at: paid ? createdAt : null,
        });
        lines.push({
          order_id: id,
          ref: `kooler:${n % DRINKS.length}`,
          name: DRINKS[n % DRINKS.length] as string,
          size: null,
          quantity,
          unit_price_paise: unit,
          line_total_paise: quantity * unit,
        });
        const first: PaymentStatus = cod ? 'cash_due' : 'pending';
        history.push(
          {
            order_id: id,
            kind: 'payment' as const,
            from_status: null,
            to_status: first,
            actor: 'customer',
            note: null,
            created_at: createdAt,
          },
          {
            order_id: id,
            kind: 'delivery' as const,
            from_status: null,
            to_status: 'unconfirmed' as const,
            actor: 'customer',
            note: null,
            created_at: createdAt,
          },
        );
        if (payment !== first)
          history.push({
            order_id: id,
            kind: 'payment' as const,
            from_status: first,
            to_status: payment,
            actor: 'system',
            note: null,
            created_at: createdAt,
          });
        if (delivery !== 'unconfirmed')
          history.push({
            order_id: id,
            kind: 'delivery' as const,
            from_status: 'unconfirmed' as const,
            to_status: delivery,
            actor: 'system',
            note: null,
            created_at: createdAt,
          });
      }
      // PostgreSQL takes at most 65,535 parameters a statement: rows in slices.
      for (let i = 0; i < orders.length; i += 100)
        await trx
          .insertInto('orders')
          .values(orders.slice(i, i + 100))
          .execute();
      for (let i = 0; i < lines.length; i += 200)
        await trx
          .insertInto('order_lines')
          .values(lines.slice(i, i + 200))
          .execute();
      for (let i = 0; i < history.length; i += 200)
        await trx
          .insertInto('order_status_history')
          .values(history.slice(i, i + 200))
          .execute();
    });
  }
  await db
    .updateTable('number_series')
    .set({ last_value: 1000 + ORDERS })
    .where('name', '=', 'order')
    .execute();
  return ids;
}

/** A signed-in owner's session written straight to the database (sign-in itself is not measured). */
async function signedInDesk(db: Db): Promise<string> {
  const now = new Date();
  const { id } = await db
    .insertInto('staff')
    .values({
      email: 'bench-owner@koolers.test',
      name: 'Bench Owner',
      role: 'owner',
      password_hash: 'x',
      totp_secret: 'x',
      totp_pending_secret: null,
      totp_last_step: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      disabled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hash('sha256', token, 'hex'),
      staff_id: Number(id),
      stage: 'signed-in',
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 12 * 3_600_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return `koolers_staff=${token}`;
}

/** One keep-alive connection, as a desk's browser keeps; resolves to the request's time in ms. */
function keepAliveGetter(cookie: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return (url: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      request(url, { agent, headers: { cookie } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
          else resolve(performance.now() - started);
        });
      })
        .on('error', reject)
        .end();
    });
}

async function waitForApi(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 401) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function daysAgo(days: number): string {
  return new Date(Date.now() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

// Last: the constants above must be initialised before the top-level await runs.
const only = process.argv.includes('--sqlite') ? 'sqlite' : process.argv.includes('--postgres') ? 'postgres' : null;
if (import.meta.main) {
  const runs: DeskRun[] = [];
  if (only !== 'postgres') runs.push(await benchDesk('sqlite'));
  if (only === 'postgres') runs.push(await benchDesk('postgres'));
  if (only === null) runs.push(runOnPostgres());
  const results = runs.flatMap((run) => run.results);
  printDeskRun({ results, plans: runs.flatMap((run) => run.plans) });
  process.exitCode = results.some((result) => !result.name.startsWith('reference') && result.p95 > TARGET_P95_MS) ? 1 : 0;
}
