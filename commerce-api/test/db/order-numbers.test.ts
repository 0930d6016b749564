import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { nextInSeries } from '../../src/db/series.ts';
import { insertPendingOrder, newOrderId } from '../../src/orders/order-repository.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

/**
 * Order numbers come from one counter row moved in each order's own transaction. Two API replicas
 * are two connection pools on one database: on PostgreSQL, two Kysely instances on the same
 * database (each a pool of up to 10 connections), their transactions truly concurrent. SQLite
 * (better-sqlite3) is one synchronous connection per process, and two in one process would wait on
 * each other's locks with the event loop stopped: there both "replicas" share the connection, as
 * every request of one API process does.
 */
let dir: string;
let testDb: TestDb;
let replicaB: Db;
let customerId: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'koolers-numbers-'));
  testDb = await createTestDb(join(dir, 'commerce.db'));
  replicaB = testDb.location.kind === 'postgres' ? createDatabase({ kind: 'postgres', url: testDb.location.url }) : testDb.db;
  const { id } = await testDb.db
    .insertInto('customers')
    .values({
      email: 'numbers@example.in',
      name: 'Buyer',
      phone: '9820012345',
      password_hash: 'x',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  customerId = Number(id);
});
afterAll(async () => {
  if (replicaB !== testDb.db) await replicaB.destroy();
  await testDb.drop();
  rmSync(dir, { recursive: true, force: true });
});

function place(db: Db, attempt?: string) {
  const id = newOrderId();
  return insertPendingOrder(db, {
    id,
    customerId,
    paymentMethod: 'cod',
    details: { name: 'Buyer', email: 'numbers@example.in', phone: '9820012345', address: 'Sector 17, Vashi', pincode: '400703' },
    quote: {
      lines: [{ ref: 'kooler:mango', name: 'Mango', size: null, quantity: 1, unitPricePaise: 10_000, lineTotalPaise: 10_000 }],
      subtotalPaise: 10_000,
      deliveryFeePaise: 0,
      discountPaise: 0,
      totalPaise: 10_000,
    },
    ...(attempt ? { attempt: { key: attempt, fingerprint: 'same cart' } } : {}),
  }).then((placed) => (placed ? id : null));
}

async function numbers(): Promise<number[]> {
  const rows = await testDb.db.selectFrom('orders').select('number').orderBy('number').execute();
  return rows.map((row) => Number(row.number));
}

describe('order numbers', () => {
  it(`are unique and consecutive when two replicas place 80 orders at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const before = await numbers();
    const placed = await Promise.all(Array.from({ length: 80 }, (_, index) => place(index % 2 ? replicaB : testDb.db)));
    expect(placed.every((id) => id !== null)).toBe(true);
    const taken = (await numbers()).slice(before.length);
    expect(new Set(taken).size).toBe(80);
    const first = (before.at(-1) ?? 1000) + 1;
    expect(taken).toEqual(Array.from({ length: 80 }, (_, index) => first + index));
  });

  it('are not used up by a repeated checkout attempt: the order placed after it takes the next number', async () => {
    const before = await numbers();
    const answers = await Promise.all([place(testDb.db, 'attempt-repeat-0001'), place(replicaB, 'attempt-repeat-0001')]);
    expect(answers.filter((id) => id !== null)).toHaveLength(1);
    await place(testDb.db);
    const last = before.at(-1) ?? 1000;
    expect((await numbers()).slice(before.length)).toEqual([last + 1, last + 2]);
  });
});

describe('a number series', () => {
  it('starts at its first number, counts on, and takes back a number whose transaction rolled back', async () => {
    const take = (db: Db) => db.transaction().execute((trx) => nextInSeries(trx, 'test-series', 1));
    expect(await take(testDb.db)).toBe(1);
    expect(await take(replicaB)).toBe(2);
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await nextInSeries(trx, 'test-series', 1);
        throw new Error('the document could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    expect(await take(testDb.db)).toBe(3);
  });

  it('gives 40 concurrent takers of a new series 40 different numbers, 1 to 40', async () => {
    const taken = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 ? replicaB : testDb.db).transaction().execute((trx) => nextInSeries(trx, 'fresh-series', 1)),
      ),
    );
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });
});
