import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToJustBefore, migrateToLatest } from '../../src/db/migrate.ts';
import { insertMembership } from '../../src/memberships/membership-repository.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const MIGRATION = '0023-club-request-numbers';
const member = { customerId: null, name: 'Meera', phone: '9820012345', address: 'Vashi', pincode: '400703', amountPaise: 120_000 };

/** Requests stored by the code before the migration: ids in another order than the time they were made. */
const EARLIER = [
  { id: 'mem_zzzzzzzzzzzz', created_at: '2026-10-01T10:00:00.000Z' },
  { id: 'mem_aaaaaaaaaaaa', created_at: '2026-10-03T10:00:00.000Z' },
  { id: 'mem_mmmmmmmmmmmm', created_at: '2026-10-02T10:00:00.000Z' },
];

describe(`migration ${MIGRATION}`, () => {
  let withRequests: TestDb;
  let empty: TestDb;
  beforeAll(async () => {
    withRequests = await createTestDb(':memory:', (db) => migrateToJustBefore(db, MIGRATION));
    for (const [index, row] of EARLIER.entries()) {
      await sql`INSERT INTO memberships (id, customer_id, name, email, phone, address, pincode, status, amount_paise, created_at)
        VALUES (${row.id}, NULL, 'Meera', ${`meera${index}@example.in`}, '9820012345', 'Vashi', '400703', 'requested', 120000, ${row.created_at})`.execute(
        withRequests.db,
      );
    }
    await migrateToLatest(withRequests.db);
    empty = await createTestDb();
  });
  afterAll(async () => {
    await withRequests?.drop();
    await empty?.drop();
  });

  it('numbers the requests made before it CC-1001 onwards in the order they were made, and new ones follow', async () => {
    const numbered = await withRequests.db.selectFrom('memberships').select(['id', 'number']).orderBy('number').execute();
    expect(numbered.map((row) => [row.id, Number(row.number)])).toEqual([
      ['mem_zzzzzzzzzzzz', 1001],
      ['mem_mmmmmmmmmmmm', 1002],
      ['mem_aaaaaaaaaaaa', 1003],
    ]);
    await insertMembership(withRequests.db, { ...member, id: 'mem_after0023', email: 'new@example.in' }, new Date().toISOString());
    const added = await withRequests.db
      .selectFrom('memberships')
      .select('number')
      .where('id', '=', 'mem_after0023')
      .executeTakeFirstOrThrow();
    expect(Number(added.number)).toBe(1004);
  });

  it('starts a shop without requests at CC-1001, and never gives one number twice', async () => {
    await insertMembership(empty.db, { ...member, id: 'mem_first', email: 'first@example.in' }, new Date().toISOString());
    const first = await empty.db.selectFrom('memberships').select('number').where('id', '=', 'mem_first').executeTakeFirstOrThrow();
    expect(Number(first.number)).toBe(1001);
    await expect(
      sql`INSERT INTO memberships (id, number, customer_id, name, email, phone, address, pincode, status, amount_paise, created_at)
        VALUES ('mem_copy', 1001, NULL, 'Meera', 'copy@example.in', '9820012345', 'Vashi', '400703', 'requested', 120000, '2026-11-01T00:00:00.000Z')`.execute(
        empty.db,
      ),
    ).rejects.toThrow();
  });
});
