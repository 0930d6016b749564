import { describe, expect, it } from 'vitest';
import { type PackageImport, placementProblems, type WorkspaceUse } from './placement.ts';
import { importsOf, packageName } from './workspace-imports.ts';
import { readManifest, TESTS, type WorkspaceRules, workspaceUse } from './workspace-use.ts';

const root = new URL('../..', import.meta.url).pathname;

/** Each workspace's files that only tests, benchmarks and tools run, and what it needs unnamed. */
const RULES: Record<string, WorkspaceRules> = {
  contracts: { tooling: TESTS },
  cms: {
    tooling: [...TESTS, /^scripts\/generate-images\.mts$/],
    usedWithoutImport: {
      '@strapi/plugin-users-permissions': { runtime: true, reason: 'Strapi loads the plugins its package.json lists' },
      '@strapi/provider-upload-local': { runtime: true, reason: "Strapi requires the upload provider config/plugins.ts names ('local')" },
      'better-sqlite3': { runtime: true, reason: "Strapi's knex loads the driver of config/database.ts's client (sqlite)" },
      pg: { runtime: true, reason: "Strapi's knex loads the driver of config/database.ts's client (postgres)" },
      'react-dom': { runtime: true, reason: "a peer of Strapi's admin panel, which `strapi build` bundles" },
      'styled-components': { runtime: true, reason: "a peer of Strapi's admin panel, which `strapi build` bundles" },
      '@types/pdfkit': {
        runtime: true,
        reason:
          '`strapi build` type-checks the server code in the production image (--omit=dev) and refuses to emit without the types of pdfkit (src/seed/pdf.ts)',
      },
    },
  },
  'commerce-api': { tooling: TESTS },
  site: {
    tooling: TESTS,
    usedWithoutImport: {
      '@astrojs/check': { runtime: false, reason: '`astro check` (the typecheck script) loads it' },
    },
  },
  web: { tooling: TESTS },
  scripts: { tooling: [...TESTS, /^bench\//, /^bench-\w+\.ts$/, /^dependency-check\//, /^stack\//] },
};

describe('every workspace declares what its files import, where production installs find it', () => {
  const workspaces: string[] = readManifest(root).workspaces ?? [];

  it('every workspace has its rules here', () => {
    expect(Object.keys(RULES).sort()).toEqual([...workspaces].sort());
  });

  it.each(workspaces)('%s', (workspace) => {
    expect(placementProblems(workspaceUse(root, workspace, RULES[workspace] ?? { tooling: TESTS }))).toEqual([]);
  });

  it('the root declares only the tools every workspace runs', () => {
    const everyScript = workspaces.flatMap((workspace) => Object.values(readManifest(`${root}/${workspace}`).scripts ?? {}));
    expect(placementProblems(workspaceUse(root, '', { tooling: [/./], moreScripts: everyScript }))).toEqual([]);
  });
});

describe('the placement rules', () => {
  const use = (overrides: Partial<WorkspaceUse>): WorkspaceUse => ({
    manifest: { name: '@koolers/example' },
    imports: [],
    importsNodeBuiltins: false,
    commands: new Set(),
    usedWithoutImport: {},
    ...overrides,
  });
  const runtime = (packageName: string, file = 'src/app.ts'): PackageImport => ({ file, packageName, runtime: true });
  const tooling = (packageName: string, file = 'src/app.test.ts'): PackageImport => ({ file, packageName, runtime: false });

  it.each<[string, Partial<WorkspaceUse>, string[]]>([
    ['a runtime import declared as a dependency', { manifest: { dependencies: { express: '5.3.0' } }, imports: [runtime('express')] }, []],
    [
      'an undeclared runtime import',
      { imports: [runtime('kysely', 'src/db.ts')] },
      ['kysely is imported by src/db.ts but not declared: add it to dependencies'],
    ],
    [
      'an undeclared import of a test',
      { imports: [tooling('supertest')] },
      ['supertest is imported by src/app.test.ts but not declared: add it to devDependencies'],
    ],
    [
      'a runtime import declared for development only',
      { manifest: { devDependencies: { postcss: '8.5.33' } }, imports: [runtime('postcss', 'integrations/css.ts')] },
      ['postcss is a devDependency, but integrations/css.ts needs it at runtime: make it a dependency'],
    ],
    [
      'a dependency only a benchmark imports',
      { manifest: { dependencies: { helmet: '8.3.0' } }, imports: [tooling('helmet', 'bench/hello.ts')] },
      ['helmet is a dependency, but only tests, tools or types use it: make it a devDependency'],
    ],
    [
      'a dependency nothing imports',
      { manifest: { dependencies: { zod: '4.6.7' } } },
      ['zod is a dependency that nothing uses: remove it, or list it as used without an import with the reason'],
    ],
    [
      'a devDependency nothing imports',
      { manifest: { devDependencies: { lodash: '4.17.21' } } },
      ['lodash is a devDependency that nothing uses: remove it, or list it as used without an import with the reason'],
    ],
    [
      'a package run as a command, and the types of an imported one',
      {
        manifest: { dependencies: { express: '5.3.0' }, devDependencies: { vitest: '5.1.1', '@types/express': '5.0.6' } },
        imports: [runtime('express')],
        commands: new Set(['vitest']),
      },
      [],
    ],
    [
      '@types/node once a file imports a built-in',
      { manifest: { devDependencies: { '@types/node': '24.0.0' } }, importsNodeBuiltins: true },
      [],
    ],
    [
      'the types of a scoped package',
      { manifest: { devDependencies: { '@types/a__b': '1.0.0', '@a/b': '1.0.0' } }, imports: [tooling('@a/b')] },
      [],
    ],
    [
      'a package listed as needed at runtime without an import, declared for development only',
      {
        manifest: { devDependencies: { sharp: '0.35.3' } },
        imports: [tooling('sharp', 'e2e/shot.ts')],
        usedWithoutImport: { sharp: { runtime: true, reason: "Astro's image service imports it" } },
      },
      [
        "sharp is a devDependency, but (used without an import: Astro's image service imports it) needs it at runtime: make it a dependency",
      ],
    ],
    [
      'a listed package that a runtime file imports after all',
      {
        manifest: { dependencies: { pg: '8.23.1' } },
        imports: [runtime('pg', 'src/db.ts')],
        usedWithoutImport: { pg: { runtime: true, reason: 'the driver' } },
      },
      ['pg is imported by src/db.ts: take it off the list of packages used without an import'],
    ],
    ['its own name', { manifest: { name: '@koolers/example' }, imports: [runtime('@koolers/example')] }, []],
    [
      'a version that moves',
      {
        manifest: { devDependencies: { '@astrojs/check': 'latest' } },
        usedWithoutImport: { '@astrojs/check': { runtime: false, reason: 'astro check' } },
      },
      ['@astrojs/check is declared as "latest", which moves with every release: pin a version'],
    ],
    [
      'a package declared twice',
      { manifest: { dependencies: { react: '19.3.1' }, devDependencies: { react: '19.3.1' } }, imports: [runtime('react')] },
      ['react is declared twice: as a dependency and as a devDependency'],
    ],
  ])('%s', (_, overrides, problems) => {
    expect(placementProblems(use(overrides))).toEqual(problems);
  });
});

describe('reading a file’s imports', () => {
  it('finds value, type-only, dynamic, re-exported and required packages, and nothing in strings or comments', () => {
    const text = [
      "import express from 'express';",
      "import type { Kysely } from 'kysely';",
      "import { type Pool } from 'pg';",
      "export { z } from 'zod';",
      "export type { Page } from '@playwright/test';",
      "const sharp = await import('sharp');",
      "const strapi = require('@strapi/strapi');",
      "const where = createRequire(import.meta.url).resolve('@sparticuz/chromium/package.json');",
      "const elsewhere = createRequire(siteDir).resolve('astro');",
      "type Options = import('lighthouse').Flags;",
      "// import nothing from 'commented-out';",
      'const text = "import nothing from \'in-a-string\'";',
    ].join('\n');
    expect(importsOf('src/example.ts', text)).toEqual([
      { specifier: 'express', typeOnly: false },
      { specifier: 'kysely', typeOnly: true },
      { specifier: 'pg', typeOnly: false },
      { specifier: 'zod', typeOnly: false },
      { specifier: '@playwright/test', typeOnly: true },
      { specifier: 'sharp', typeOnly: false },
      { specifier: '@strapi/strapi', typeOnly: false },
      { specifier: '@sparticuz/chromium/package.json', typeOnly: false },
      { specifier: 'lighthouse', typeOnly: true },
    ]);
  });

  it('reads an Astro component’s frontmatter and scripts, not its markup', () => {
    const text = [
      '---',
      "import Layout from '../layouts/Layout.astro';",
      "import { getCollection } from 'astro:content';",
      '---',
      '<p>import x from "not-code"</p>',
      "<script>import { persistentAtom } from '@nanostores/persistent';</script>",
    ].join('\n');
    expect(importsOf('src/pages/index.astro', text).map(({ specifier }) => specifier)).toEqual([
      '../layouts/Layout.astro',
      'astro:content',
      '@nanostores/persistent',
    ]);
  });

  it.each([
    ['react-dom/client', 'react-dom'],
    ['@astrojs/react', '@astrojs/react'],
    ['@koolers/contracts/forms/phone', '@koolers/contracts'],
    ['lean-qr?raw', 'lean-qr'],
    ['./local.ts', undefined],
    ['node:fs', undefined],
    ['fs', undefined],
    ['astro:content', undefined],
    ['virtual:pwa', undefined],
  ])('%s names the package %s', (specifier, name) => {
    expect(packageName(specifier)).toBe(name);
  });
});
