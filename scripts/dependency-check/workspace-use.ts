import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import type { Manifest, PackageImport, UseWithoutImport, WorkspaceUse } from './placement.ts';
import { importsOf, packageName, SOURCE_FILE } from './workspace-imports.ts';

export interface WorkspaceRules {
  /** Files that only tests, benchmarks and tools run, relative to the workspace. */
  tooling: readonly RegExp[];
  usedWithoutImport?: Readonly<Record<string, UseWithoutImport>>;
  /** More package.json scripts whose commands count (the root's tools run in every workspace). */
  moreScripts?: readonly string[];
}

/** Tests, their configuration and their support files, in every workspace. */
export const TESTS: readonly RegExp[] = [
  /(^|\/)(test|tests|e2e|e2e-admin|__tests__)\//,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)(vitest|playwright)[\w.-]*\.config\.[cm]?ts$/,
];

/**
 * What a workspace's files import and what its scripts run, read from the files git knows (tracked
 * or new, not ignored). `dir` is relative to the repository's root; '' is the root itself, whose
 * own files are only its configuration.
 */
export function workspaceUse(root: string, dir: string, rules: WorkspaceRules): WorkspaceUse {
  const manifest = readManifest(join(root, dir));
  const imports: PackageImport[] = [];
  let importsNodeBuiltins = false;
  for (const file of sourceFiles(root, dir)) {
    const tooling = rules.tooling.some((pattern) => pattern.test(file));
    for (const { specifier, typeOnly } of importsOf(file, readFileSync(join(root, dir, file), 'utf8'))) {
      importsNodeBuiltins ||= isBuiltin(specifier);
      const name = packageName(specifier);
      if (name) imports.push({ file: join(dir, file), packageName: name, runtime: !tooling && !typeOnly });
    }
  }
  const scripts = [...Object.values(manifest.scripts ?? {}), ...(rules.moreScripts ?? [])];
  return {
    manifest,
    imports,
    importsNodeBuiltins,
    commands: packagesRunBy(scripts, Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }), [join(root, dir), root]),
    usedWithoutImport: rules.usedWithoutImport ?? {},
  };
}

export function readManifest(dir: string): Manifest & { scripts?: Record<string, string>; workspaces?: string[] } {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

function sourceFiles(root: string, dir: string): string[] {
  const args = ['ls-files', '--cached', '--others', '--exclude-standard', '--', dir || '.'];
  const listed = execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n');
  const inWorkspace = listed.filter((file) => SOURCE_FILE.test(file) && existsSync(join(root, file)));
  // The root's own files: its configuration, not the workspaces below it.
  const own = dir ? inWorkspace : inWorkspace.filter((file) => !file.includes('/'));
  return own.map((file) => (dir ? file.slice(dir.length + 1) : file));
}

/** The declared packages whose command (`bin`) one of the scripts runs. */
function packagesRunBy(scripts: string[], declared: string[], nodeModulesParents: string[]): Set<string> {
  const words = new Set(scripts.flatMap((script) => script.split(/[\s;&|()]+/)));
  const run = new Set<string>();
  for (const name of declared) {
    const manifestPath = nodeModulesParents.map((parent) => join(parent, 'node_modules', name, 'package.json')).find(existsSync);
    if (!manifestPath) continue;
    const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: string | Record<string, string> };
    const commands = typeof bin === 'string' ? [name.split('/').pop() ?? name] : Object.keys(bin ?? {});
    if (commands.some((command) => words.has(command))) run.add(name);
  }
  return run;
}
