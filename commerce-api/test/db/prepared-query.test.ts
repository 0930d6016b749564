import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { preparedQuery } from '../../src/db/prepared-query.ts';
import { createTestDb } from '../support/test-db.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

const message = (name: string) => ({
  name,
  email: `${name}@example.in`,
  contact: '9820012345',
  message: 'Hello',
  created_at: '2026-01-01T00:00:00.000Z',
});

const insertMessages = preparedQuery((db, rows: ReturnType<typeof message>[]) => db.insertInto('contact_messages').values(rows));
const byNames = preparedQuery((db, names: string[], email: string) =>
  db.selectFrom('contact_messages').select(['name', 'email']).where('name', 'in', names).where('email', '!=', email).orderBy('name'),
);
const countByContact = preparedQuery((db, contact: string) =>
  db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('contact', '=', contact),
);

describe('preparedQuery', () => {
  it('answers like the builder, for every length of a list and every row of an insert', async () => {
    await insertMessages(db, [message('asha'), message('bela')]);
    await insertMessages(db, [message('chitra')]);
    expect((await byNames(db, ['asha', 'chitra'], 'nobody')).rows).toEqual([
      { name: 'asha', email: 'asha@example.in' },
      { name: 'chitra', email: 'chitra@example.in' },
    ]);
    expect((await byNames(db, ['bela'], 'nobody')).rows).toEqual([{ name: 'bela', email: 'bela@example.in' }]);
    expect((await byNames(db, ['bela', 'asha', 'chitra'], 'bela@example.in')).rows.map((row) => row.name)).toEqual(['asha', 'chitra']);
    const built = await db
      .selectFrom('contact_messages')
      .select(['name', 'email'])
      .where('name', 'in', ['asha', 'bela'])
      .orderBy('name')
      .execute();
    expect((await byNames(db, ['asha', 'bela'], 'nobody')).rows).toEqual(built);
  });

  it('binds values, never splices them into the SQL', async () => {
    await insertMessages(db, [{ ...message("o'brien"), contact: "'); drop table contact_messages; --" }]);
    expect(Number((await countByContact(db, "'); drop table contact_messages; --")).rows[0]?.n)).toBe(1);
    expect((await byNames(db, ["o'brien"], 'nobody')).rows).toEqual([{ name: "o'brien", email: "o'brien@example.in" }]);
  });

  it('runs inside a transaction, and a rolled back write is gone', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await insertMessages(trx, [{ ...message('dia'), contact: 'in-transaction' }]);
        expect(Number((await countByContact(trx, 'in-transaction')).rows[0]?.n)).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(Number((await countByContact(db, 'in-transaction')).rows[0]?.n)).toBe(0);
  });

  it('refuses, when compiling, an argument that does not become a bound parameter', async () => {
    const identifier = preparedQuery((db, column: string) => db.selectFrom('contact_messages').select(sql.ref(column).as('x')));
    await expect(identifier(db, 'name')).rejects.toThrow(/written into the SQL text/);
    const raw = preparedQuery((db, name: string) =>
      db
        .selectFrom('contact_messages')
        .select('name')
        .where(sql.raw<boolean>(`name = '${name}'`)),
    );
    await expect(raw(db, 'asha')).rejects.toThrow(/written into the SQL text/);
    const unused = preparedQuery((db, _name: string) => db.selectFrom('contact_messages').select('name'));
    await expect(unused(db, 'asha')).rejects.toThrow(/argument 0 is not a parameter/);
  });
});

describe('SQLite: one connection, shared in arrival order', () => {
  const dir = mkdtempSync(join(tmpdir(), 'koolers-sqlite-'));
  let file: Db;
  beforeAll(async () => {
    file = createDatabase({ kind: 'sqlite', path: join(dir, 'commerce.db') });
    await migrateToLatest(file);
  });
  afterAll(async () => {
    await file.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a query asked for during a transaction waits for its end: it never sees, nor joins, its writes', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = file.transaction().execute(async (trx) => {
      await insertMessages(trx, [{ ...message('esha'), contact: 'queued' }]);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insertDone;
    const during = countByContact(file, 'queued');
    let answered = false;
    void during.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(Number((await during).rows[0]?.n)).toBe(0);
  });

  it('copies the write-ahead log into the database file from a background thread', async () => {
    expect(Number((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(file)).rows[0]?.wal_autocheckpoint)).toBe(
      0,
    );
    const before = statSync(join(dir, 'commerce.db')).size;
    const long = 'x'.repeat(2_000);
    await insertMessages(
      file,
      Array.from({ length: 200 }, (_, i) => ({ ...message(`guest${i}`), message: long })),
    );
    // Pages reach the database file only through a checkpoint, and this connection makes none. The
    // thread checkpoints every second or so: a busy machine may take a few.
    await expect.poll(() => statSync(join(dir, 'commerce.db')).size, { timeout: 15_000 }).toBeGreaterThan(before + 200 * 2_000);
  });
});
