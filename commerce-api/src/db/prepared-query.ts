import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.ts';
import { canRunImmediately } from './sqlite-dialect.ts';

type Executor = Kysely<Database>;
/** A parameter of the compiled query: a constant, or where to find it in the arguments. */
type Slot = { value: unknown } | { path: (string | number)[] };
type Template<Row> = { query: CompiledQuery<Row>; slots: Slot[] };

/**
 * A query of a hot path, built with Kysely's builder once per database and then run with new
 * values: building and compiling a query costs Kysely more than SQLite takes to answer it, and on
 * SQLite the same SQL text reuses its prepared statement and, outside transactions, runs at once
 * when the connection is free (see sqlite-dialect.ts).
 *
 * `build` receives stand-ins for the arguments and must hand each value to the builder as a value
 * (a bound parameter), never as an identifier or a raw SQL fragment; compiling checks that every
 * stand-in became a parameter and fails loudly otherwise. Nor may it branch on an argument's value
 * (it only ever sees the stand-in): write one prepared query per variant. Arrays and plain objects stand for one
 * value per element or property (an `in (…)` list, the rows of an insert): the query is compiled
 * once per shape (array lengths, property names). Works in transactions too (a transaction shares
 * its database's compiled queries).
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
): (db: Executor, ...args: Args) => Promise<QueryResult<Row>> {
  // Per database (its dialect adapter, which its transactions share), per shape of the arguments.
  const compiled = new WeakMap<DialectAdapter, Map<string, Template<Row>>>();

  return (db, ...args) => {
    try {
      const adapter = db.getExecutor().adapter;
      let templates = compiled.get(adapter);
      if (!templates) {
        templates = new Map();
        compiled.set(adapter, templates);
      }
      const shape = args.map(shapeOf).join();
      let template = templates.get(shape);
      if (!template) {
        template = compile(db, build, args);
        templates.set(shape, template);
      }
      const parameters = template.slots.map((slot) => ('value' in slot ? slot.value : valueAt(args, slot.path)));
      // SQLite, outside a transaction, connection free, no plugin to run: the same, at once.
      if (!db.isTransaction && canRunImmediately(adapter) && db.getExecutor().plugins.length === 0) {
        const result = adapter.runIfIdle<Row>(template.query.sql, parameters);
        if (result) return Promise.resolve(result);
      }
      return db.executeQuery({ ...template.query, parameters });
    } catch (error) {
      return Promise.reject(error);
    }
  };
}

function compile<Args extends unknown[], Row>(
  db: Executor,
  build: (db: Executor, ...args: Args) => Compilable<Row>,
  args: Args,
): Template<Row> {
  const marker = `\u0000prepared-query-${Math.random().toString(36).slice(2)}:`;
  const expected: string[] = [];
  const standIn = (value: unknown, path: string): unknown => {
    if (value === undefined) return undefined; // Kysely leaves such a column out: part of the shape
    if (Array.isArray(value)) return value.map((item, i) => standIn(item, `${path}\u0001${i}`));
    if (isPlainObject(value))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, standIn(item, `${path}\u0001${key}`)]));
    expected.push(path);
    return `${marker}${path}`;
  };
  const standIns = args.map((arg, i) => standIn(arg, String(i)));
  const query = build(db, ...(standIns as Args)).compile();
  if (query.sql.includes(marker)) throw new Error(`preparedQuery: an argument was written into the SQL text: ${query.sql}`);

  const used = new Set<string>();
  const slots = query.parameters.map((value): Slot => {
    if (typeof value !== 'string' || !value.startsWith(marker)) return { value };
    const path = value.slice(marker.length);
    used.add(path);
    return { path: path.split('\u0001').map((part, i) => (i === 0 || /^\d+$/.test(part) ? Number(part) : part)) };
  });
  const unused = expected.find((path) => !used.has(path));
  if (unused !== undefined) {
    throw new Error(`preparedQuery: argument ${unused.replaceAll('\u0001', '.')} is not a parameter of ${query.sql}`);
  }
  return { query, slots };
}

function shapeOf(value: unknown): string {
  if (value === undefined) return 'u';
  if (Array.isArray(value)) return `[${value.map(shapeOf).join()}]`;
  if (isPlainObject(value)) return `{${Object.keys(value).join()}:${Object.values(value).map(shapeOf).join()}}`;
  return '';
}

function valueAt(args: unknown[], path: (string | number)[]): unknown {
  let value: unknown = args;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
