/**
 * The backup and restore drill: a backup is taken (npm run stack:backup), the stack is restored from
 * it into a fresh one (npm run stack:restore: all data deleted first; the restore itself checks every
 * table against the digests the backup took in its dumps' snapshot, before any service starts), and
 * then, with the shop running again, orders, customers, content and pictures are compared here with
 * the backup once more: the tables no service writes to on its own, and every uploaded file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../lib/shop.ts';
import { ARCHIVE_FILES, execToFile, type Manifest } from '../archive.ts';
import { containerOf, type Engine } from '../engine.ts';
import { differences, tableDigestsNow, uploadsDigest } from '../snapshot.ts';

/** The commerce tables that only a shopper or staff change (the reconciler touches pending orders: the restore checked those). */
const COMMERCE_TABLES = [
  'customers',
  'order_lines',
  'order_status_history',
  'payment_events',
  'memberships',
  'staff',
  'audit_log',
  'refunds',
];
/** Strapi's own bookkeeping (sessions, webhooks, settings it writes at boot) is not content. */
const isContentTable = (table: string) => !/^(strapi_|admin_)/.test(table);

export type DrillResult = {
  archive: string;
  backupSeconds: number;
  restoreSeconds: number;
  verified: string;
  differences: string[];
  compared: string;
};

function npm(script: string, args: string[]): { seconds: number; output: string } {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`npm run ${script} failed: ${output.trim().split('\n').slice(-5).join(' / ')}`);
  return { seconds: (Date.now() - started) / 1000, output };
}

function manifestOf(archive: string): Manifest {
  const dir = mkdtempSync(join(tmpdir(), 'koolers-manifest-'));
  try {
    spawnSync('tar', ['-xzf', archive, '-C', dir, ARCHIVE_FILES.manifest]);
    return JSON.parse(readFileSync(join(dir, ARCHIVE_FILES.manifest), 'utf8')) as Manifest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function backupRestoreDrill(engine: Engine): Promise<DrillResult> {
  const backup = npm('stack:backup', []);
  const archive = /✓ (\S+\.tar\.gz)/.exec(backup.output)?.[1];
  if (!archive) throw new Error(`stack:backup named no archive: ${backup.output}`);
  const manifest = manifestOf(archive);
  const restore = npm('stack:restore', [archive]);
  const verified = /verified: ([^(]+)/.exec(restore.output)?.[1]?.trim() ?? 'no verification reported';

  const postgres = containerOf(engine, 'postgres');
  const pick = (digests: Record<string, string>, keep: (table: string) => boolean) =>
    Object.fromEntries(Object.entries(digests).filter(([table]) => keep(table)));
  const commerce = (table: string) => COMMERCE_TABLES.includes(table);
  const found = [
    ...differences(pick(manifest.tables.koolers, commerce), pick(await tableDigestsNow(engine, postgres, 'koolers'), commerce)),
    ...differences(
      pick(manifest.tables.koolers_cms, isContentTable),
      pick(await tableDigestsNow(engine, postgres, 'koolers_cms'), isContentTable),
    ),
  ];
  const work = mkdtempSync(join(tmpdir(), 'koolers-drill-uploads-'));
  try {
    await execToFile(
      engine,
      containerOf(engine, 'cms'),
      ['tar', '-C', '/shop/cms/public/uploads', '-cf', '-', '.'],
      join(work, 'uploads.tar'),
    );
    const uploads = uploadsDigest(join(work, 'uploads.tar'));
    if (uploads !== manifest.uploads) found.push(`uploads: ${manifest.uploads} → ${uploads}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const compared = `${COMMERCE_TABLES.length} commerce tables, ${Object.keys(pick(manifest.tables.koolers_cms, isContentTable)).length} content tables, ${manifest.uploads.split(' ')[0]} pictures; customers ${manifest.tables.koolers.customers}, orders ${manifest.tables.koolers.orders}`;
  return { archive, backupSeconds: backup.seconds, restoreSeconds: restore.seconds, verified, differences: found, compared };
}
