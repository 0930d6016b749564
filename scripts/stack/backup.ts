/**
 * `npm run stack:backup [-- --to DIR]`: one timestamped archive of the running stack's data, in
 * deploy/backups/ unless told otherwise: both databases (pg_dump, each a consistent snapshot taken
 * inside the PostgreSQL container) and the uploads. Strapi's database is dumped before the uploads
 * are copied: uploads are only added or removed with their rows, so every picture the dump names is
 * in the archive. Prints the archive's path; `npm run stack:restore <archive>` puts it back.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ARCHIVE_FILES, describeFile, execToFile, type Manifest, pack } from './archive.ts';
import { containerOf, deployDir, detectEngine, PROJECT } from './engine.ts';
import { snapshotSession, uploadsDigest } from './snapshot.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const started = Date.now();
const engine = detectEngine();
const target = resolve(values.to ?? join(deployDir, 'backups'));
mkdirSync(target, { recursive: true, mode: 0o700 });
const work = mkdtempSync(join(tmpdir(), 'koolers-backup-'));
try {
  const postgres = containerOf(engine, 'postgres');
  // Each dump is taken in a snapshot held open by a session, which digests every table in it too.
  const dump = async (database: 'koolers' | 'koolers_cms', file: string) => {
    const session = await snapshotSession(engine, postgres, database);
    try {
      const command = ['pg_dump', '-U', 'postgres', '--format=custom', '--compress=6', `--snapshot=${session.snapshot}`, database];
      await execToFile(engine, postgres, command, join(work, file));
      return await session.tableDigests();
    } finally {
      await session.close();
    }
  };
  const tables = { koolers: await dump('koolers', ARCHIVE_FILES.commerce), koolers_cms: await dump('koolers_cms', ARCHIVE_FILES.cms) };
  await execToFile(
    engine,
    containerOf(engine, 'cms'),
    ['tar', '-C', '/shop/cms/public/uploads', '-cf', '-', '.'],
    join(work, ARCHIVE_FILES.uploads),
  );
  const files = Object.fromEntries(
    [ARCHIVE_FILES.commerce, ARCHIVE_FILES.cms, ARCHIVE_FILES.uploads].map((name) => [name, describeFile(join(work, name))]),
  );
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    project: PROJECT,
    files,
    tables,
    uploads: uploadsDigest(join(work, ARCHIVE_FILES.uploads)),
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(join(work, ARCHIVE_FILES.manifest), JSON.stringify(manifest, null, 2));
  const archive = join(target, `koolers-backup-${manifest.createdAt.replace(/[:.]/g, '-')}.tar.gz`);
  pack(work, archive);
  const sizes = Object.entries(files)
    .map(([name, file]) => `${name} ${(file.bytes / 1024).toFixed(0)} KB`)
    .join(', ');
  console.log(`✓ ${archive} (${sizes}; ${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(`✗ backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
