import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firefoxProblem } from './firefox.ts';

/** A stand-in for a Firefox binary that only answers `--version`, as the real one does. */
function firefoxPrinting(version: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'koolers-fake-firefox-')), 'firefox-esr');
  writeFileSync(path, `#!/bin/sh\necho "Mozilla Firefox ${version}"\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('which Firefox the journeys in every engine can drive', () => {
  it('drives the two ESRs Debian 12 offers, 140 and 153', () => {
    expect(firefoxProblem(firefoxPrinting('140.12.0esr'))).toBeNull();
    expect(firefoxProblem(firefoxPrinting('153.8.0esr'))).toBeNull();
  });

  it('says in one line which older Firefox it found and the command that fixes it', () => {
    const path = firefoxPrinting('128.9.0esr');
    expect(firefoxProblem(path)).toBe(
      `Firefox 128.9.0esr at ${path} is older than the journeys can drive (140 ESR or newer): apt-get update && apt-get install firefox-esr`,
    );
  });

  it('says how to install a Firefox that is missing', () => {
    expect(firefoxProblem('/nowhere/firefox-esr')).toBe(
      'Firefox is not installed at /nowhere/firefox-esr: apt-get update && apt-get install firefox-esr',
    );
  });
});
