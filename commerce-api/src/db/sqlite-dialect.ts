import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';

/** Distinct SQL texts kept prepared; queries with `in (…)` lists of many lengths stay bounded. */
const MAX_CACHED_STATEMENTS = 500;

/** A dialect adapter that can also run a query at once, outside Kysely's executor (see preparedQuery). */
export interface ImmediateQueryRunner {
  /** Runs the query now if the connection is free (no query or transaction holds it); undefined otherwise. */
  runIfIdle<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> | undefined;
}

export function canRunImmediately(adapter: unknown): adapter is ImmediateQueryRunner {
  return adapter instanceof QueuedSqliteAdapter;
}

/**
 * Kysely's SQLite dialect with changes that matter under load, same SQL and same semantics:
 *
 * - each distinct SQL text is prepared once and its statement reused (Kysely's driver prepares
 *   every query anew, which cost more than running most of our queries);
 * - the one connection is handed to waiting queries and transactions in arrival order, one at a
 *   time, as Kysely's own lock does, but without waking every waiter on each release;
 * - a query outside any transaction may run synchronously when the connection is free
 *   (`ImmediateQueryRunner`): exactly what acquiring, running and releasing would do, since
 *   nothing else can run in between, without the dozen promise hops of Kysely's executor.
 */
export class QueuedSqliteDialect extends SqliteDialect {
  readonly #driver: QueuedSqliteDriver;

  /** `beforeClose` runs when the database is destroyed, before its connection closes. */
  constructor(database: SqliteDatabase, options: { beforeClose?: () => Promise<void> } = {}) {
    super({ database });
    this.#driver = new QueuedSqliteDriver(database, options.beforeClose);
  }

  override createDriver(): Driver {
    return this.#driver;
  }

  override createAdapter(): SqliteAdapter {
    return new QueuedSqliteAdapter(this.#driver);
  }
}

/** Tells Kysely not to add its own lock: QueuedSqliteDriver serialises access itself. */
class QueuedSqliteAdapter extends SqliteAdapter implements ImmediateQueryRunner {
  readonly #driver: QueuedSqliteDriver;

  constructor(driver: QueuedSqliteDriver) {
    super();
    this.#driver = driver;
  }

  override get supportsMultipleConnections(): boolean {
    return true;
  }

  runIfIdle<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> | undefined {
    return this.#driver.runIfIdle<R>(sql, parameters);
  }
}

class QueuedSqliteDriver extends SqliteDriver {
  readonly #connection: CachingSqliteConnection;
  readonly #beforeClose: (() => Promise<void>) | undefined;
  readonly #waiting: (() => void)[] = [];
  #busy = false;

  constructor(database: SqliteDatabase, beforeClose?: () => Promise<void>) {
    super({ database });
    this.#connection = new CachingSqliteConnection(database);
    this.#beforeClose = beforeClose;
  }

  override async destroy(): Promise<void> {
    await this.#beforeClose?.();
    await super.destroy();
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) {
      // Released by releaseConnection(), which hands over without ever marking the connection free.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#busy = true;
    return this.#connection;
  }

  override async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  runIfIdle<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> | undefined {
    return this.#busy ? undefined : this.#connection.execute<R>(sql, parameters);
  }
}

class CachingSqliteConnection implements DatabaseConnection {
  readonly #database: SqliteDatabase;
  readonly #statements = new Map<string, Statement>();

  constructor(database: SqliteDatabase) {
    this.#database = database;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.execute<R>(compiledQuery.sql, compiledQuery.parameters);
  }

  execute<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> {
    const statement = this.#prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
      numAffectedRows: changes != null ? BigInt(changes) : undefined,
      rows: [],
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely's interface requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on SQLite here');
  }

  #prepare(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (statement) return statement;
    statement = this.#database.prepare(sql);
    if (this.#statements.size >= MAX_CACHED_STATEMENTS) {
      // Drop the oldest (a Map iterates in insertion order).
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    this.#statements.set(sql, statement);
    return statement;
  }
}
