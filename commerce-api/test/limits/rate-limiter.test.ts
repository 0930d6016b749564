import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { createRateLimiter } from '../../src/limits/rate-limiter.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

function clock(start = Date.parse('2026-11-23T10:00:00Z')) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'koolers-limits-'));
let database: TestDb;
/** A second connection to the same database, as another API process has. */
let other: Db;
beforeAll(async () => {
  database = await createTestDb(join(dir, 'limits.db'));
  other = createDatabase(database.location.kind === 'postgres' ? database.location : { kind: 'sqlite', path: database.location.path });
});
afterAll(async () => {
  await other.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

let limitCount = 0;
/** A limit of its own for each test: the tests share one database. */
const freshLimit = (points: number, windowSeconds = 60) => {
  limitCount += 1;
  return { name: `test-${limitCount}`, points, windowSeconds };
};

describe('the shared rate limiter', () => {
  it('allows `points` per window, then refuses with the seconds left, then opens a new window', async () => {
    const time = clock();
    const limiter = createRateLimiter(database.db, { now: time.now });
    const limit = freshLimit(3);
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push((await limiter.consume(limit, 'a')).allowed);
    expect(verdicts).toEqual([true, true, true]);
    time.advance(15_000);
    expect(await limiter.consume(limit, 'a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.consume(limit, 'b')).allowed).toBe(true);
    time.advance(45_000);
    expect((await limiter.consume(limit, 'a')).allowed).toBe(true);
    expect(await limiter.peek(limit, 'a')).toEqual({ used: 1, limit: 3, retryAfterSeconds: 60 });
  });

  it('peek counts nothing; refund gives points back; reset starts from zero', async () => {
    const limiter = createRateLimiter(database.db, { now: clock().now });
    const limit = freshLimit(2);
    expect(await limiter.peek(limit, 'a')).toMatchObject({ used: 0, limit: 2 });
    await limiter.consume(limit, 'a');
    await limiter.consume(limit, 'a');
    await limiter.refund(limit, 'a');
    expect((await limiter.peek(limit, 'a')).used).toBe(1);
    expect((await limiter.consume(limit, 'a')).allowed).toBe(true);
    expect((await limiter.consume(limit, 'a')).allowed).toBe(false);
    await limiter.reset(limit, 'a');
    expect((await limiter.consume(limit, 'a')).allowed).toBe(true);
    await limiter.refund(limit, 'never-counted');
    expect((await limiter.peek(limit, 'never-counted')).used).toBe(0);
  });

  it('counts parallel requests exactly: 20 at once against a limit of 5 let 5 through', async () => {
    const limiter = createRateLimiter(database.db);
    const limit = freshLimit(5);
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(limit, 'burst')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('holds across processes: two connections to one database share every window', async () => {
    const here = createRateLimiter(database.db);
    const there = createRateLimiter(other);
    const limit = freshLimit(4);
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? here : there).consume(limit, 'shared').then((verdict) => verdict.allowed)),
    );
    expect(verdicts.filter(Boolean)).toHaveLength(4);
    expect((await there.peek(limit, 'shared')).used).toBeGreaterThanOrEqual(4);
  });

  it('scale multiplies every limit (load tests, a very large carrier NAT)', async () => {
    const limiter = createRateLimiter(database.db, { scale: 3 });
    const limit = freshLimit(2);
    const verdicts = [];
    for (let i = 0; i < 7; i++) verdicts.push((await limiter.consume(limit, 'a')).allowed);
    expect(verdicts).toEqual([true, true, true, true, true, true, false]);
  });

  it('purges counters whose window has ended, and only those', async () => {
    const time = clock(Date.parse('2030-01-01T00:00:00Z'));
    const limiter = createRateLimiter(database.db, { now: time.now });
    const short = freshLimit(1, 10);
    const long = freshLimit(1, 600);
    await limiter.consume(short, 'a');
    await limiter.consume(long, 'a');
    time.advance(60_000);
    expect(await limiter.purgeEnded()).toBeGreaterThanOrEqual(1);
    expect((await limiter.peek(long, 'a')).used).toBe(1);
    expect((await limiter.consume(short, 'a')).allowed).toBe(true);
  });
});
