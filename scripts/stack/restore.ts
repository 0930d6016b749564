/**
 * `npm run stack:restore <archive> [-- --offline]`: puts a backup (npm run stack:backup) into a fresh
 * stack. It deletes the stack's current data (as stack:down --wipe does), starts PostgreSQL alone (its
 * first start creates the roles and empty databases), restores both dumps as they were (owners and
 * grants included), checks every table against the digests the backup took in its dumps' snapshot,
 * starts Strapi and copies the uploads back (checked too), then starts everything and waits until it
 * is healthy. The web front then rebuilds the site from the restored content.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ARCHIVE_FILES, execFromFile, execToFile, unpack } from './archive.ts';
import { COMPOSE_FILE, compose, containerOf, detectEngine, exec, isHealthy, logFile, OFFLINE_FILE, PROJECT } from './engine.ts';
import { configurationProblem, ensureStackEnv, stackEnvFile, stackMode } from './env-file.ts';
import { waitUntilHealthy } from './health.ts';
import { differences, tableDigestsNow, uploadsDigest } from './snapshot.ts';

const archive = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!archive || !existsSync(archive)) {
  console.error('Usage: npm run stack:restore -- <archive made by npm run stack:backup> [--offline]');
  process.exit(2);
}
const started = Date.now();
const env = ensureStackEnv();
const mode = stackMode(env, process.argv.slice(2));
const problem = 'problem' in mode ? mode.problem : configurationProblem(env, mode.offline);
if (problem) {
  console.error(`✗ ${stackEnvFile}: ${problem}`);
  process.exit(1);
}
const offline = 'offline' in mode && mode.offline;
const files = offline ? [COMPOSE_FILE, OFFLINE_FILE] : [COMPOSE_FILE];
const engine = detectEngine();
const work = mkdtempSync(join(tmpdir(), 'koolers-restore-'));
const step = (line: string) => console.log(`▸ ${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

async function until(what: string, ready: () => boolean, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 1_000));
  }
}

try {
  const manifest = unpack(resolve(archive), work);
  step(`restoring the backup of ${manifest.createdAt} into a fresh ${PROJECT}: its current data is deleted`);
  await compose(engine, [COMPOSE_FILE, OFFLINE_FILE], ['down', '-v'], { log: logFile('compose') });
  await compose(engine, files, ['up', '-d', 'postgres'], { log: logFile('compose') });
  const postgres = containerOf(engine, 'postgres');
  // Through its first start (init-roles.sh made the roles) and listening on TCP: the image runs the
  // init scripts on a socket-only server, which stops before the real one starts.
  const ready = () =>
    exec(engine, postgres, ['psql', '-h', '127.0.0.1', '-U', 'postgres', '-Atc', "SELECT 1 FROM pg_roles WHERE rolname = 'koolers_api'"], {
      env: { PGPASSWORD: env.POSTGRES_PASSWORD ?? '' },
    }).stdout.trim() === '1';
  await until('PostgreSQL', () => isHealthy(engine, postgres) && ready());
  for (const [database, file] of [
    ['koolers', ARCHIVE_FILES.commerce],
    ['koolers_cms', ARCHIVE_FILES.cms],
  ] as const) {
    step(`restoring ${database}`);
    await execFromFile(
      engine,
      postgres,
      ['pg_restore', '-U', 'postgres', '--dbname', database, '--exit-on-error', '--single-transaction'],
      join(work, file),
    );
    // Nothing has started writing yet: every table must be as the backup digested it.
    const changed = differences(manifest.tables[database], await tableDigestsNow(engine, postgres, database));
    if (changed.length > 0) throw new Error(`${database} differs from the backup after restoring it: ${changed.slice(0, 3).join('; ')}`);
  }
  step('starting Strapi and copying the uploads back');
  await compose(engine, files, ['up', '-d', 'cms'], { log: logFile('compose') });
  await execFromFile(
    engine,
    containerOf(engine, 'cms'),
    ['tar', '-C', '/shop/cms/public/uploads', '-xf', '-'],
    join(work, ARCHIVE_FILES.uploads),
  );
  const copied = join(work, 'restored-uploads.tar');
  await execToFile(engine, containerOf(engine, 'cms'), ['tar', '-C', '/shop/cms/public/uploads', '-cf', '-', '.'], copied);
  const uploads = uploadsDigest(copied);
  if (uploads !== manifest.uploads)
    throw new Error(`the uploads differ from the backup after copying them back: ${manifest.uploads} → ${uploads}`);
  const tableCount = Object.keys(manifest.tables.koolers).length + Object.keys(manifest.tables.koolers_cms).length;
  step(`verified: ${tableCount} tables and ${uploads.split(' ')[0]} uploaded files are identical to the backup`);
  step('starting everything');
  await compose(engine, files, ['up', '-d'], { log: logFile('compose') });
  await waitUntilHealthy(engine, { quiet: true });
  console.log(`✓ restored ${archive} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`✗ restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
