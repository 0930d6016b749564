import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { QueuedSqliteDialect } from './sqlite-dialect.ts';
import { startCheckpointer } from './wal-checkpointer.ts';

export type Db = Kysely<Database>;

/** SQLite (WAL) embedded by default; PostgreSQL when DATABASE_URL is set. */
export function createDatabase(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 10 }) }),
    });
  }
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  const wal = sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (!wal) return new Kysely<Database>({ dialect: new QueuedSqliteDialect(sqlite) });

  // The log is copied into the database file by a background thread, off the event loop.
  const checkpointer = startCheckpointer(database.path, () => sqlite.pragma('wal_autocheckpoint = 1000'));
  sqlite.pragma('wal_autocheckpoint = 0');
  // After a burst of writes, the log file is cut back to 64 MiB when it starts over.
  sqlite.pragma('journal_size_limit = 67108864');
  return new Kysely<Database>({ dialect: new QueuedSqliteDialect(sqlite, { beforeClose: () => checkpointer.stop() }) });
}

export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
