/**
 * SQL against the stack's PostgreSQL, run inside its container by the superuser over the local socket
 * (the drills check what only the database can show; nothing here is a role the services use).
 */
import { containerOf, type Engine, exec } from '../engine.ts';

export type DatabaseName = 'koolers' | 'koolers_cms';

/** Rows of a query, each a list of its columns (tab-separated by psql, unaligned, no header). */
export function query(engine: Engine, database: DatabaseName, sql: string): string[][] {
  const result = exec(
    engine,
    containerOf(engine, 'postgres'),
    ['psql', '-U', 'postgres', '-d', database, '-X', '-A', '-t', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-f', '-'],
    {
      input: sql,
    },
  );
  if (result.status !== 0) throw new Error(`psql (${database}) failed: ${result.stderr.trim()}`);
  return result.stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split('\t'));
}
