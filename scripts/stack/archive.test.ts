import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ARCHIVE_FILES, pack } from './archive.ts';

const dir = mkdtempSync(join(tmpdir(), 'koolers-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a backup archive is private while tar writes it, not only afterwards (review 3, I5)', () => {
  const [work, shim, shared] = ['work', 'bin', 'shared'].map((name) => join(dir, name)) as [string, string, string];
  for (const made of [work, shim, shared]) mkdirSync(made);
  chmodSync(shared, 0o777);
  for (const name of Object.values(ARCHIVE_FILES)) writeFileSync(join(work, name), `${name}\n`);
  // A tar that notes the archive's mode as it starts writing, then runs the real one.
  const seen = join(dir, 'mode-seen');
  writeFileSync(
    join(shim, 'tar'),
    `#!/bin/sh\nstat -c %a "$2" > "${seen}" 2>/dev/null || echo missing > "${seen}"\nexec /usr/bin/tar "$@"\n`,
  );
  chmodSync(join(shim, 'tar'), 0o755);
  const path = process.env.PATH;
  process.env.PATH = `${shim}:${path}`;
  try {
    pack(work, join(shared, 'backup.tar.gz'));
  } finally {
    process.env.PATH = path;
  }
  expect(readFileSync(seen, 'utf8').trim()).toBe('600');
  expect(statSync(join(shared, 'backup.tar.gz')).mode & 0o777).toBe(0o600);
});
