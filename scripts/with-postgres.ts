/**
 * Runs a command against a throw-away PostgreSQL: `node scripts/with-postgres.ts <command…>`.
 * Starts a fresh cluster (lib/postgres-cluster.ts), exports TEST_DATABASE_URL, runs the command,
 * then stops the server and deletes the cluster.
 */
import { spawnSync } from 'node:child_process';
import { POSTGRES_MISSING, type PostgresCluster, startPostgresCluster } from './lib/postgres-cluster.ts';

const command = process.argv.slice(2);
if (command.length === 0) throw new Error('usage: node scripts/with-postgres.ts <command…>');

let cluster: PostgresCluster;
try {
  cluster = await startPostgresCluster();
} catch (error) {
  console.error(error instanceof Error && error.message === POSTGRES_MISSING ? POSTGRES_MISSING : error);
  process.exit(1);
}
let exitCode = 1;
try {
  console.log(`PostgreSQL on ${cluster.url}`);
  const run = spawnSync(command[0] as string, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    shell: process.platform === 'win32',
  });
  exitCode = run.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(exitCode);
