/**
 * `npm run lint:deps` (part of `npm run lint`): the import rules of the repository.
 * - No import cycles, type-only imports included: a module never depends, however indirectly, on
 *   what depends on it.
 * - A workspace reaches another only through its package name (its package.json `exports`),
 *   never by a relative path into its sources: each workspace installs, builds and ships alone.
 */
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
  ],
  options: {
    // Type-only imports are dependencies too: a cycle of types is a cycle of knowledge.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*|\\.astro|\\.strapi|\\.cache|types/generated|public)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
