/**
 * A throw-away PostgreSQL cluster: initdb'd in a temporary folder, started on a free loopback port,
 * deleted when stopped. For the API's tests (scripts/with-postgres.ts) and the benchmarks. Needs
 * PostgreSQL's server binaries (Debian: `apt-get install postgresql`), looked up on PATH and in
 * /usr/lib/postgresql/<version>/bin. Durability is off (fsync, synchronous_commit): nothing in it outlives the run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export type PostgresCluster = { url: string; stop(): void };

export const POSTGRES_MISSING =
  'PostgreSQL server binaries not found: install them (Debian: apt-get install postgresql) to run the API tests on PostgreSQL.';

/** Starts a fresh cluster; throws POSTGRES_MISSING when the server binaries are not installed. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'koolers-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root: run the server as the `postgres` user then.
  const asServerUser = (file: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
      : execFileSync(file, args, { stdio: 'pipe' });
  const stop = () => {
    try {
      asServerUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asServerUser(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    asServerUser(join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

function findPostgresBin(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, '');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}
