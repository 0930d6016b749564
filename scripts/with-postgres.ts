/**
 * Runs a command against a throw-away PostgreSQL: `node scripts/with-postgres.ts <command…>`.
 * initdb's a temporary cluster, starts it on a free loopback port, exports TEST_DATABASE_URL, runs
 * the command, then stops the server and deletes the cluster. PostgreSQL's server binaries must be
 * installed (Debian: `apt-get install postgresql`); they are looked up on PATH and in
 * /usr/lib/postgresql/<version>/bin.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) throw new Error('usage: node scripts/with-postgres.ts <command…>');

const bin = findPostgresBin();
if (!bin) {
  console.error(
    'PostgreSQL server binaries not found: install them (Debian: apt-get install postgresql) to run the API tests on PostgreSQL.',
  );
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'koolers-pg-'));
chmodSync(dir, 0o777);
const dataDir = join(dir, 'data');
const port = await freePort();
// initdb refuses to run as root: run the server as the `postgres` user then.
const asServerUser = (file: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
    : execFileSync(file, args, { stdio: 'pipe' });

let exitCode = 1;
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
  console.log(`PostgreSQL ${bin} on 127.0.0.1:${port}`);
  const run = spawnSync(command[0] as string, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
    shell: process.platform === 'win32',
  });
  exitCode = run.status ?? 1;
} finally {
  try {
    asServerUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  } catch {}
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);

function findPostgresBin(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, '');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
