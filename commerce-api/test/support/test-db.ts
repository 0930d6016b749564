import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

type Migrate = (db: Db) => Promise<void>;

export type TestDb = {
  db: Db;
  engine: 'sqlite' | 'postgres';
  /** Where it is, for another process to open the same database. */
  location: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  drop(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: SQLite (in memory by default, or the file at
 * `sqlitePath`), or a new PostgreSQL database on the server in TEST_DATABASE_URL (CI runs the whole
 * suite on both). `migrate` brings it to another version than the latest (a migration's own test).
 */
export async function createTestDb(sqlitePath = ':memory:', migrate: Migrate = migrateToLatest): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = createDatabase({ kind: 'sqlite', path: sqlitePath });
    await migrate(db);
    return { db, engine: 'sqlite', location: { kind: 'sqlite', path: sqlitePath }, drop: () => db.destroy() };
  }
  const name = `koolers_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ kind: 'postgres', url: url.toString() });
  await migrate(db);
  return {
    db,
    engine: 'postgres',
    location: { kind: 'postgres', url: url.toString() },
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // Another process may still hold connections (one killed with SIGKILL leaves them to time out).
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
