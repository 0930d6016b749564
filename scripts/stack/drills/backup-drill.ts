/**
 * The backup and restore drill: what the shop holds (orders, customers, content, pictures) is
 * digested, a backup is taken (npm run stack:backup), the stack is restored from it into a fresh one
 * (npm run stack:restore: all data deleted first), and the same digests must come out.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { repoRoot } from '../../lib/shop.ts';
import { containerOf, type Engine, exec } from '../engine.ts';
import { tableDigests, tablesOf } from './database.ts';

/** The commerce API's business tables (sessions, limits, leases and live events are working state). */
const COMMERCE_TABLES = [
  'customers',
  'orders',
  'order_lines',
  'order_status_history',
  'payment_events',
  'memberships',
  'staff',
  'audit_log',
  'refunds',
  'order_notes',
  'contact_messages',
  'wishlist_items',
];

export type Snapshot = Record<string, string>;

/** Digests of the data a restore must bring back unchanged. */
export function snapshot(engine: Engine): Snapshot {
  const commerce = tableDigests(engine, 'koolers', COMMERCE_TABLES);
  // Strapi's content, media rows and their links; its own bookkeeping (strapi_*, admin sessions) is not content.
  const contentTables = tablesOf(engine, 'koolers_cms').filter((table) => !/^(strapi_|admin_)/.test(table));
  const content = tableDigests(engine, 'koolers_cms', contentTables);
  const pictures = exec(engine, containerOf(engine, 'cms'), [
    'sh',
    '-c',
    'cd /shop/cms/public/uploads && find . -type f -exec sha256sum {} + | sort',
  ]).stdout;
  const pictureCount = pictures.split('\n').filter(Boolean).length;
  return {
    ...Object.fromEntries(Object.entries(commerce).map(([table, digest]) => [`commerce.${table}`, digest])),
    ...Object.fromEntries(Object.entries(content).map(([table, digest]) => [`cms.${table}`, digest])),
    uploads: `${pictureCount} files ${sha(pictures)}`,
  };
}

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export type DrillResult = {
  archive: string;
  backupSeconds: number;
  restoreSeconds: number;
  differences: string[];
  tables: number;
  pictures: string;
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

export function backupRestoreDrill(engine: Engine): DrillResult {
  const before = snapshot(engine);
  const backup = npm('stack:backup', []);
  const archive = /✓ (\S+\.tar\.gz)/.exec(backup.output)?.[1];
  if (!archive) throw new Error(`stack:backup named no archive: ${backup.output}`);
  const restore = npm('stack:restore', [archive]);
  const after = snapshot(engine);
  const differences = Object.keys({ ...before, ...after })
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key]} → ${after[key]}`);
  return {
    archive,
    backupSeconds: backup.seconds,
    restoreSeconds: restore.seconds,
    differences,
    tables: Object.keys(before).length - 1,
    pictures: before.uploads ?? '',
  };
}
