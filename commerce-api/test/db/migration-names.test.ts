import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knownMigrations } from '../../src/db/migrate.ts';

/**
 * A migration's name is what a database records once it has run it: renamed, it would run again.
 * So names stay as they are, and each number is taken once (features land from parallel branches,
 * each given its own number). The three 0007s predate that rule and keep their names.
 */
const NUMBERED_TWICE_BEFORE_THE_RULE = ['0007-audit-without-typed-text', '0007-refund-reconciliation', '0007-staff-credentials'];

const filesInFolder = readdirSync(new URL('../../src/db/migrations/', import.meta.url))
  .filter((file) => /^\d{4}-.+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('migration names', () => {
  it('registers every migration file under its file name, and nothing else', () => {
    expect(knownMigrations()).toEqual(filesInFolder);
  });

  it('gives each number to one migration (but the three 0007s kept from before)', () => {
    const byNumber = Map.groupBy(
      knownMigrations().filter((name) => !NUMBERED_TWICE_BEFORE_THE_RULE.includes(name)),
      (name) => name.slice(0, 4),
    );
    const taken = [...byNumber].filter(([, names]) => names.length > 1).map(([, names]) => names);
    expect(taken).toEqual([]);
    expect(NUMBERED_TWICE_BEFORE_THE_RULE.every((name) => knownMigrations().includes(name))).toBe(true);
  });
});
