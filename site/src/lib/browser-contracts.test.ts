/**
 * Browser code may import only the contracts' plain modules: one that reached zod (or a Node
 * module) would ship it to every page with an island, past the pages' JavaScript budgets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const siteSrc = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module specifiers a file imports for their values (`import type` is erased). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import (?!type )[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1] as string);
}

/** Every module a contracts module loads, itself included. */
function loaded(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (specifier.startsWith('.')) loaded(resolve(dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

const browserCode = [...sources(join(siteSrc, 'components')), ...sources(join(siteSrc, 'stores'))];
const contracts = new Set(browserCode.flatMap(valueImports).filter((specifier) => specifier.startsWith('@koolers/contracts/')));

it('the browser imports contracts', () => {
  expect(contracts.size).toBeGreaterThan(0);
});

it.each([...contracts])('%s loads neither zod nor a Node module', (specifier) => {
  const heavy = [...loaded(require.resolve(specifier))].filter((module) => module === 'zod' || module.startsWith('node:'));
  expect(heavy).toEqual([]);
});
