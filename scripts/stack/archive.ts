/**
 * A backup archive: one tar.gz holding both databases as PostgreSQL custom-format dumps (each a
 * consistent snapshot), the uploads as a tar, and a manifest with their sizes and SHA-256 digests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, createReadStream, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Engine } from './engine.ts';

export const ARCHIVE_FILES = { commerce: 'commerce.dump', cms: 'cms.dump', uploads: 'uploads.tar', manifest: 'manifest.json' } as const;

export type Manifest = {
  createdAt: string;
  project: string;
  files: Record<string, { bytes: number; sha256: string }>;
  /** Each table's digest, taken in the snapshot its dump was taken in (snapshot.ts). */
  tables: Record<'koolers' | 'koolers_cms', Record<string, string>>;
  /** The uploads' files, as uploadsDigest() gives them. */
  uploads: string;
  seconds: number;
};

/** `<engine> exec <container> <command>` with its standard output written to `file` (binary-safe). */
export function execToFile(engine: Engine, container: string, command: string[], file: string, user?: string): Promise<void> {
  const fd = openSync(file, 'w', 0o600);
  return new Promise((resolve, reject) => {
    const child = spawn(engine.cli, ['exec', ...(user ? ['-u', user] : []), container, ...command], { stdio: ['ignore', fd, 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => {
      closeSync(fd);
      if (code === 0) resolve();
      else reject(new Error(`${command.join(' ')} in ${container} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** `<engine> exec -i <container> <command>` reading `file` on its standard input. */
export function execFromFile(engine: Engine, container: string, command: string[], file: string, user?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(engine.cli, ['exec', '-i', ...(user ? ['-u', user] : []), container, ...command], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    createReadStream(file).pipe(child.stdin);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command.join(' ')} in ${container} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

export function describeFile(path: string): { bytes: number; sha256: string } {
  return { bytes: statSync(path).size, sha256: createHash('sha256').update(readFileSync(path)).digest('hex') };
}

export function pack(dir: string, archive: string): void {
  // Customers' names, addresses and password hashes: for the operator only, from the first byte (tar
  // truncates the file and keeps its mode; chmod after tar left it readable while it was written).
  closeSync(openSync(archive, 'w', 0o600));
  chmodSync(archive, 0o600);
  const result = spawnSync('tar', ['-czf', archive, '-C', dir, ...Object.values(ARCHIVE_FILES)], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tar could not write ${archive}`);
  chmodSync(archive, 0o600);
}

/** Unpacks the archive into `dir` and checks every file against the manifest. */
export function unpack(archive: string, dir: string): Manifest {
  const result = spawnSync('tar', ['-xzf', archive, '-C', dir], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tar could not read ${archive}`);
  const manifest = JSON.parse(readFileSync(join(dir, ARCHIVE_FILES.manifest), 'utf8')) as Manifest;
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (describeFile(join(dir, name)).sha256 !== expected.sha256) throw new Error(`${archive}: ${name} is damaged (its digest differs)`);
  }
  return manifest;
}
