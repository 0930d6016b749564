/**
 * Where a workspace's packages belong, judged from what its files really import.
 * - A package that runtime code imports is a dependency: production installs `--omit=dev`.
 * - A package that only tests, benchmarks and tools import may be a devDependency, and must be one
 *   (a dependency ships in the production image).
 * - Nothing declared goes unused: a package is imported, called as a command by the workspace's
 *   scripts, the types of one that is, or listed as used without an import, with the reason.
 */

export interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** One package imported by one file. */
export interface PackageImport {
  file: string;
  packageName: string;
  /** A value import in a file that runs in production (not a test, tool, or type-only import). */
  runtime: boolean;
}

/** A package the workspace needs although no file names it, and why. */
export interface UseWithoutImport {
  /** Needed when the workspace runs in production, not only by its tests or tools. */
  runtime: boolean;
  reason: string;
}

export interface WorkspaceUse {
  manifest: Manifest;
  imports: PackageImport[];
  /** Some file imports a Node.js built-in (so `@types/node` is used). */
  importsNodeBuiltins: boolean;
  /** Packages whose commands the workspace's scripts run (`vitest`, `astro`, `tsc`). */
  commands: ReadonlySet<string>;
  usedWithoutImport: Readonly<Record<string, UseWithoutImport>>;
}

/** What is wrong with the workspace's package.json, one sentence per finding; empty when nothing is. */
export function placementProblems(use: WorkspaceUse): string[] {
  const { manifest } = use;
  const runtimeDeclared = { ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies };
  const devDeclared = manifest.devDependencies ?? {};
  const imports = use.imports.filter(({ packageName }) => packageName !== manifest.name);
  const listed = Object.entries(use.usedWithoutImport).map(([packageName, { runtime, reason }]) => ({
    file: `(used without an import: ${reason})`,
    packageName,
    runtime,
  }));
  const uses = [...imports, ...listed];
  const problems: string[] = [];

  for (const [packageName, found] of groupByPackage(uses)) {
    const runtimeUse = found.find((use) => use.runtime);
    if (runtimeUse && !(packageName in runtimeDeclared)) {
      problems.push(
        packageName in devDeclared
          ? `${packageName} is a devDependency, but ${runtimeUse.file} needs it at runtime: make it a dependency`
          : `${packageName} is imported by ${runtimeUse.file} but not declared: add it to dependencies`,
      );
    } else if (!(packageName in runtimeDeclared) && !(packageName in devDeclared)) {
      problems.push(`${packageName} is imported by ${found[0]?.file} but not declared: add it to devDependencies`);
    }
  }

  for (const [packageName, { runtime }] of Object.entries(use.usedWithoutImport)) {
    // A listing for production stays needed when only tests import the package.
    const importer = imports.find((found) => found.packageName === packageName && (found.runtime || !runtime));
    if (importer) problems.push(`${packageName} is imported by ${importer.file}: take it off the list of packages used without an import`);
  }

  const usedAtRuntime = new Set(uses.filter((use) => use.runtime).map((use) => use.packageName));
  const used = new Set([...uses.map((use) => use.packageName), ...use.commands]);
  const typesUsed = (packageName: string) => {
    const typed = typesPackageOf(packageName);
    return typed !== undefined && (typed === 'node' ? use.importsNodeBuiltins : used.has(typed));
  };
  for (const packageName of Object.keys(manifest.dependencies ?? {})) {
    if (usedAtRuntime.has(packageName)) continue;
    problems.push(
      used.has(packageName) || typesUsed(packageName)
        ? `${packageName} is a dependency, but only tests, tools or types use it: make it a devDependency`
        : `${packageName} is a dependency that nothing uses: remove it, or list it as used without an import with the reason`,
    );
  }
  for (const packageName of Object.keys(devDeclared)) {
    if (packageName in runtimeDeclared) problems.push(`${packageName} is declared twice: as a dependency and as a devDependency`);
    else if (!used.has(packageName) && !typesUsed(packageName))
      problems.push(`${packageName} is a devDependency that nothing uses: remove it, or list it as used without an import with the reason`);
  }
  for (const [packageName, version] of Object.entries({ ...runtimeDeclared, ...devDeclared })) {
    if (/^[a-z]/i.test(version)) problems.push(`${packageName} is declared as "${version}", which moves with every release: pin a version`);
  }
  return problems;
}

function groupByPackage(uses: PackageImport[]): Map<string, PackageImport[]> {
  const groups = new Map<string, PackageImport[]>();
  for (const use of uses) groups.set(use.packageName, [...(groups.get(use.packageName) ?? []), use]);
  return groups;
}

/** The package whose types `@types/…` carries (`@types/a__b` → `@a/b`), or undefined for another package. */
function typesPackageOf(packageName: string): string | undefined {
  if (!packageName.startsWith('@types/')) return undefined;
  const name = packageName.slice('@types/'.length);
  return name.includes('__') ? `@${name.replace('__', '/')}` : name;
}
