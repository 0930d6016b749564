/**
 * What a backup holds, as digests: each table of a database (its rows, in a stable order) and the
 * uploads (every file's SHA-256). The backup takes the table digests in the very snapshot pg_dump
 * dumps (an exported snapshot, held open by one psql session); the restore takes them again right
 * after pg_restore, before any service starts writing, and the two must be equal.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import type { Engine } from './engine.ts';

export type TableDigests = Record<string, string>;

const TABLES = "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename;";
const digestOf = (table: string) =>
  `SELECT '${table}' || E'\\t' || count(*) || ' rows ' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '-') FROM "${table}" t;`;

/**
 * A psql session in the PostgreSQL container holding a repeatable-read transaction: `snapshot` is its
 * exported snapshot (for `pg_dump --snapshot`), `ask` runs SQL in it, line by line.
 */
export async function snapshotSession(engine: Engine, container: string, database: string) {
  const child = spawn(
    engine.cli,
    ['exec', '-i', container, 'psql', '-U', 'postgres', '-d', database, '-X', '-A', '-t', '-q', '-v', 'ON_ERROR_STOP=1'],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  const buffered: string[] = [];
  lines.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else buffered.push(line);
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const line = buffered.shift();
      if (line !== undefined) return resolve(line);
      waiting.push(resolve);
      void exited.then(() => reject(new Error(`psql (${database}) ended: ${stderr.trim()}`)));
    });
  /** Runs `sql` and returns the lines it printed, up to a marker the session prints after it. */
  const ask = async (sql: string): Promise<string[]> => {
    const marker = `-- end ${Math.random()}`;
    child.stdin.write(`${sql}\nSELECT '${marker}';\n`);
    const out: string[] = [];
    for (let line = await nextLine(); line !== marker; line = await nextLine()) out.push(line);
    return out;
  };
  child.stdin.write('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY;\n');
  const [snapshot = ''] = await ask('SELECT pg_export_snapshot();');
  return {
    snapshot,
    ask,
    async tableDigests(): Promise<TableDigests> {
      const tables = await ask(TABLES);
      const rows = tables.length ? await ask(tables.map(digestOf).join('\n')) : [];
      return Object.fromEntries(rows.map((row) => row.split('\t') as [string, string]));
    },
    async close(): Promise<void> {
      child.stdin.end('COMMIT;\n\\q\n');
      await exited;
    },
  };
}

/** The digests of every table of `database` now (outside any other transaction). */
export async function tableDigestsNow(engine: Engine, container: string, database: string): Promise<TableDigests> {
  const session = await snapshotSession(engine, container, database);
  try {
    return await session.tableDigests();
  } finally {
    await session.close();
  }
}

/** One digest of the files in a tar of the uploads: every file's SHA-256, by path. */
export function uploadsDigest(tarFile: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'koolers-uploads-'));
  try {
    if (spawnSync('tar', ['-xf', tarFile, '-C', dir]).status !== 0) throw new Error(`tar could not read ${tarFile}`);
    const lines: string[] = [];
    const visit = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (entry.isFile()) lines.push(`${createHash('sha256').update(readFileSync(path)).digest('hex')}  ${relative(dir, path)}`);
      }
    };
    visit(dir);
    lines.sort();
    return `${lines.length} files ${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The tables whose digests differ (or that only one side has). */
export function differences(expected: TableDigests, actual: TableDigests): string[] {
  return Object.keys({ ...expected, ...actual })
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: ${expected[table] ?? 'absent'} → ${actual[table] ?? 'absent'}`);
}
