/**
 * `npm run lint:deps` (part of `npm run lint`): the import rules of the repository.
 * - No import cycles, type-only imports included: a module never depends, however indirectly, on
 *   what depends on it.
 * - A workspace reaches another only through its package name (its package.json `exports`),
 *   never by a relative path into its sources: each workspace installs, builds and ships alone.
 * - In the commerce API, no arrow runs back up: the technical folders (database, HTTP, limits, India's time,
 *   email, sign-in, live feed, audit log, logging, config) never import a business folder or the
 *   app's wiring, and only the wiring (app.ts) imports the desk's routes in admin/.
 * - Every package a file imports is declared in its workspace's package.json, runtime code imports
 *   no devDependency (production installs `--omit=dev`), and no package is declared twice. What
 *   nothing uses, and dependencies only tests or tools use, are knip's part (knip.ts).
 */

/**
 * Files that only tests, benchmarks and tools run: they may import devDependencies. Everything else
 * runs in production (Strapi, the API, the web front, the site's build, the Razorpay sandbox
 * behind `npm start`).
 */
const TOOLING = [
  '(^|/)(test|tests|e2e|e2e-admin|__tests__)/',
  '\\.(test|spec)\\.[cm]?[jt]sx?$',
  '(^|/)(vitest|playwright)[\\w.-]*\\.config\\.[cm]?ts$',
  '^cms/scripts/generate-images\\.mts$',
  '^scripts/(bench/|bench-[\\w-]+\\.ts$|stack/)',
];

/** The API's technical folders and files: they serve every business folder and know none. */
const API_TECHNICAL =
  '^commerce-api/src/(audit|auth|db|email|health|http|limits|live|notifications|time)/|^commerce-api/src/(config|logger)\\.ts$';
/** The API's business folders, and the wiring that assembles them (app, context, server, background jobs). */
const API_BUSINESS_AND_WIRING =
  '^commerce-api/src/(admin|availability|catalog|cms|contact|customers|delivery|invoices|jobs|memberships|messaging|metrics|orders|payment-events|payments|privacy|promotions|reviews)/|^commerce-api/src/(app|app-context|server)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type-only imports count): move the shared part into a module both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-relative-import-across-workspaces',
      severity: 'error',
      comment: 'A relative import into another workspace: import it by its package name, from what it exports.',
      from: { path: '^(cms|commerce-api|contracts|scripts|site|web)/' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'api-technical-never-imports-business',
      severity: 'error',
      comment:
        'A technical folder of the API (db, http, limits, email, auth, live, audit…) imports a business folder or the wiring: move the shared part down (into the technical folder or @koolers/contracts), or the caller up.',
      from: { path: API_TECHNICAL },
      to: { path: API_BUSINESS_AND_WIRING },
    },
    {
      name: 'api-only-wiring-imports-admin',
      severity: 'error',
      comment:
        'Only the app’s wiring (app.ts) imports the desk’s routes in admin/: what another folder needs from there belongs in that folder or below it.',
      from: { path: '^commerce-api/src/', pathNot: '^commerce-api/src/(admin/|app\\.ts$)' },
      to: { path: '^commerce-api/src/admin/' },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment:
        'An import of a package its workspace’s package.json does not declare: it works only while another workspace’s install hoists it. Declare it (dependencies for runtime code, devDependencies for tests and tools).',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-dev-dep',
      severity: 'error',
      comment:
        'Runtime code imports a devDependency, which production installs (--omit=dev) leave out: make it a dependency. If the importing file only runs in tests or tools, add its path to TOOLING.',
      from: { path: '^(cms|commerce-api|contracts|scripts|site|web)/', pathNot: TOOLING },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: 'node_modules/@types/' },
    },
    {
      name: 'no-duplicate-dep-types',
      severity: 'error',
      comment: 'A package declared both as a dependency and as a devDependency: keep one (the dependency, if runtime code imports it).',
      from: {},
      to: { moreThanOneDependencyType: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    // Type-only imports are dependencies too: a cycle of types is a cycle of knowledge.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // A workspace's build output and generated files; never node_modules, so the rules on packages see every import of one.
    exclude: { path: '^(cms|commerce-api|contracts|scripts|site|web)/(dist[^/]*|\\.astro|\\.strapi|\\.cache|types/generated|public)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
