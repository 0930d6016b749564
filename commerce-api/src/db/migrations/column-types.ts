import { type Kysely, SqliteAdapter } from 'kysely';

/** An auto-increment key: SQLite's rowid alias, or PostgreSQL's serial. */
export function idType(db: Kysely<unknown>): 'integer' | 'serial' {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'integer' : 'serial';
}
