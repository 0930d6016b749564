import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { QueuedSqliteDialect } from './sqlite-dialect.ts';
import { startCheckpointer } from './wal-checkpointer.ts';

export type Db = Kysely<Database>;

/** How the API's PostgreSQL connections name themselves (pg_stat_activity.application_name). */
export const DATABASE_APPLICATION_NAME = 'koolers-commerce-api';

/** SQLite (WAL) embedded by default; PostgreSQL when DATABASE_URL is set. */
export function createDatabase(database: Config['database'], logger?: Pick<Logger, 'warn'>): Db {
  if (database.kind === 'postgres') {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(database.url, logger) }) });
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

/**
 * A pool that survives the database going away: an idle connection ended by a restart, a failover,
 * `pg_terminate_backend` or a network blip emits 'error' on the pool, which without a listener is an
 * uncaught exception that ends the process. The pool drops that connection and opens a new one for
 * the next query; a query in flight on it fails and its request answers 5xx.
 */
function createPool(url: string, logger?: Pick<Logger, 'warn'>): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: DATABASE_APPLICATION_NAME,
    // A database that does not answer fails the request in seconds instead of holding it.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Notices a peer that vanished without closing the connection (a NAT or a failover dropping it).
    keepAlive: true,
  });
  const lost = (error: Error) => logger?.warn({ err: error }, 'database connection lost; the pool opens a new one');
  pool.on('error', lost);
  // The pool listens only to idle connections: one checked out between two statements (a transaction,
  // or Kysely holding it) that is ended emits 'error' on the client itself. On release the pool sees
  // it is no longer queryable and drops it.
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
