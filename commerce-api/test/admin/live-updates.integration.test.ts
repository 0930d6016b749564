import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createInvite } from '../../src/admin/staff/staff-service.ts';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { appendChange, appendChangeNow, changesAfter } from '../../src/live/change-feed.ts';
import { STAFF_PASSWORD, totpCode } from '../support/desk.ts';
import { buildOrder } from '../support/orders.ts';
import { freePort } from '../support/ports.ts';
import { keys, SITE_ORIGIN } from '../support/test-app.ts';
import { openEventStream } from './event-stream.ts';

/**
 * Two real API processes (`node src/server.ts`) on one database: PostgreSQL when the suite runs on
 * it (TEST_DATABASE_URL), otherwise one SQLite file. A desk follows process A's event stream while
 * process B, and a third writer straight to the database, change orders at the same time.
 */
const cmsUrl = inject('cmsUrl');
const dataDir = mkdtempSync(join(tmpdir(), 'koolers-live-'));
const processes: ChildProcess[] = [];
let db: Db;
let databaseEnv: Record<string, string>;
let dropDatabase = async () => {};
let apiA: string;
let apiB: string;
let cookie: string;
let customerId: number;

async function startApi(port: number): Promise<string> {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: new URL('../..', import.meta.url),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SITE_ORIGIN,
      CMS_URL: cmsUrl,
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: 'http://127.0.0.1:9/v1/',
      OUTBOX_DIR: join(dataDir, 'outbox'),
      ...databaseEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/admin/me`)).status === 401) return url;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An owner signs in on process A: the cookie then works on either process (the session is in the database). */
async function signIn(): Promise<string> {
  const email = `live-owner-${Date.now()}@koolers.test`;
  const { link } = await createInvite(
    { db, siteOrigin: SITE_ORIGIN },
    { staffId: null, email: 'test', ip: null },
    { email, role: 'owner' },
  );
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${apiA}/api/admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
      body: JSON.stringify(body),
    });
  const invite = new URL(link).hash.replace('#invite=', '');
  const registered = await post('/register', { invite, name: 'Live Owner', email, password: STAFF_PASSWORD });
  expect(registered.status).toBe(201);
  const session = (registered.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const enrolment = (await (await fetch(`${apiA}/api/admin/second-factor/setup`, { headers: { cookie: session } })).json()) as {
    secret: string;
  };
  expect((await post('/second-factor/setup', { code: totpCode(enrolment.secret) }, { cookie: session })).status).toBe(200);
  return session;
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `koolers_live_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseEnv = { DATABASE_URL: url.toString() };
    db = createDatabase({ kind: 'postgres', url: url.toString() });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  } else {
    const path = join(dataDir, 'commerce.db');
    databaseEnv = { SQLITE_PATH: path };
    db = createDatabase({ kind: 'sqlite', path });
  }
  await migrateToLatest(db);
  [apiA, apiB] = await Promise.all([freePort().then(startApi), freePort().then(startApi)]);
  cookie = await signIn();
  const { id } = await db
    .insertInto('customers')
    .values({
      email: 'live@example.in',
      name: 'Live Buyer',
      phone: '9820012345',
      password_hash: 'x',
      address: null,
      pincode: null,
      created_at: '',
      updated_at: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  customerId = Number(id);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    processes.map((child) => {
      if (child.exitCode !== null) return null;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    }),
  );
  await db.destroy();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const shop = () => ({ deps: { db } }) as Parameters<typeof buildOrder>[0];
const confirmOn = (api: string, orderId: string) =>
  fetch(`${api}/api/admin/orders/${orderId}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, cookie },
    body: JSON.stringify({ status: 'confirmed' }),
  });
async function waitFor(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}
const latest = async () =>
  Number(
    (
      await db
        .selectFrom('change_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

describe('live updates across API processes', () => {
  it('a desk on process A sees, in order and without a gap, every change made by process B and by other writers', async () => {
    const start = await latest();
    const desk = openEventStream(`${apiA}/api/admin/events?after=${start}`, { cookie });
    await desk.until((events) => events.some((event) => event.event === 'ready'));

    // Orders placed by "checkout" (written straight to the database) while process B confirms others.
    const placed = await Promise.all(Array.from({ length: 12 }, () => buildOrder(shop(), customerId)));
    const confirmations = await Promise.all(placed.slice(0, 8).map((id) => confirmOn(apiB, id)));
    expect(confirmations.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const more = await Promise.all(Array.from({ length: 6 }, () => buildOrder(shop(), customerId)));

    const expected = await db
      .selectFrom('change_events')
      .select(['id', 'subject_id', 'kind'])
      .where('id', '>', start)
      .orderBy('id')
      .execute();
    await desk.until(() => desk.changes().length >= expected.length);
    await desk.close();

    expect(desk.changes().map((change) => change.id)).toEqual(expected.map((row) => Number(row.id)));
    const seen = new Set(desk.changes().map((change) => `${change.subjectId}:${change.kind}`));
    for (const id of [...placed, ...more]) expect(seen.has(`${id}:placed`)).toBe(true);
    for (const id of placed.slice(0, 8)) expect(seen.has(`${id}:confirmed`)).toBe(true);
  });

  it('resumes after a dropped connection from Last-Event-ID, on the other process, missing nothing', async () => {
    const first = openEventStream(`${apiA}/api/admin/events?after=${await latest()}`, { cookie });
    const before = await buildOrder(shop(), customerId);
    await first.until(() => first.changes().some((change) => change.subjectId === before));
    await first.close();
    const lastEventId = first.events.at(-1)?.id as string;

    // While no desk is connected: a new order, and a confirmation on process B.
    const missed = await buildOrder(shop(), customerId);
    expect((await confirmOn(apiB, before)).status).toBe(200);

    const resumed = openEventStream(`${apiB}/api/admin/events`, { cookie, 'last-event-id': lastEventId });
    await resumed.until(() => resumed.changes().some((change) => change.subjectId === before && change.kind === 'confirmed'));
    await resumed.close();
    expect(resumed.changes().map((change) => `${change.subjectId}:${change.kind}`)).toEqual([`${missed}:placed`, `${before}:confirmed`]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, a change never becomes visible before one that took an earlier id', async () => {
    const start = await latest();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = db.transaction().execute(async (trx) => {
      await appendChange(trx, { topic: 'order', subjectId: 'slow', kind: 'test' });
      await held;
    });
    const advisoryLocks = async (granted: boolean) => {
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from pg_locks where locktype = 'advisory' and granted = ${granted}`.execute(db);
      return Number(rows[0]?.n);
    };
    // The first writer holds the feed's lock (its transaction is still open)…
    await waitFor(async () => (await advisoryLocks(true)) === 1);
    const fast = appendChangeNow(db, { topic: 'order', subjectId: 'fast', kind: 'test' });
    // …the second one waits for it…
    await waitFor(async () => (await advisoryLocks(false)) === 1);
    // …so a reader meanwhile sees neither change, rather than the later one alone.
    expect(await changesAfter(db, start, 10)).toEqual([]);
    release();
    await Promise.all([slow, fast]);
    expect((await changesAfter(db, start, 10)).map((change) => change.subjectId)).toEqual(['slow', 'fast']);
  });

  it('refuses the stream to anyone but signed-in staff', async () => {
    expect((await fetch(`${apiA}/api/admin/events`)).status).toBe(401);
    const customerCookie = { cookie: `koolers_session=${'A'.repeat(43)}` };
    expect((await fetch(`${apiB}/api/admin/events`, { headers: customerCookie })).status).toBe(401);
  });
});
