import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: SQLite in memory by default, or a new PostgreSQL
 * database on the server in TEST_DATABASE_URL (CI runs the whole suite on both).
 */
export async function createTestDb(sqlitePath = ':memory:'): Promise<{ db: Db; engine: 'sqlite' | 'postgres'; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = createDatabase({ kind: 'sqlite', path: sqlitePath });
    await migrateToLatest(db);
    return { db, engine: 'sqlite', drop: () => db.destroy() };
  }
  const name = `koolers_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    engine: 'postgres',
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}
