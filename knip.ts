import type { KnipConfig } from 'knip';

/**
 * `npm run lint:unused` (part of `npm run lint`): no file that nothing runs, no declared package that
 * nothing uses, no used package left undeclared. Knip follows every workspace's imports from its entry
 * files: package.json scripts and exports, what the Astro, vitest and playwright plugins read from
 * their configs, and the files listed here (Strapi has no plugin: it loads its files by convention).
 * - `knip --production` runs once more on runtime code only (entries marked `!`): a package that only
 *   tests or tools use is then unused, since it must be a devDependency (production installs
 *   `--omit=dev`).
 * - Where imports go (no undeclared package, no devDependency in runtime code, no package declared
 *   twice) is dependency-cruiser's part (.dependency-cruiser.cjs).
 * - Unused exports are not checked yet: many constants are exported for their tests.
 */
const production = process.argv.includes('--production');

const config: KnipConfig = {
  include: ['files', 'dependencies', 'unlisted', 'binaries', 'unresolved'],
  // Commands the tests and tools run from the machine, not from a package: poppler-utils, util-linux,
  // and the API profile's perf and strace.
  ignoreBinaries: ['pdfinfo', 'pdftotext', 'runuser', 'perf', 'strace'],
  workspaces: {
    '.': {},
    contracts: {},
    cms: {
      entry: [
        // What Strapi loads by convention: its config, the app's register/bootstrap, the content
        // types' controllers, routes and services, the middlewares config names, the admin panel.
        'config/*.ts!',
        'src/index.ts!',
        'src/api/*/{controllers,routes,services,middlewares,policies}/*.ts!',
        'src/middlewares/*.ts!',
        'src/admin/app.tsx!',
        'scripts/{serve,create-editor}.mts!',
        'scripts/generate-images.mts',
      ],
      // That these stay dependencies (production installs --omit=dev) is scripts/project-setup.test.ts's part.
      ignoreDependencies: [
        // Strapi loads the plugins and the upload provider its package.json and config/plugins.ts name.
        '@strapi/plugin-users-permissions',
        '@strapi/provider-upload-local',
        // Strapi's knex loads the driver of config/database.ts's client (postgres; sqlite's is also
        // imported by tests, so only the production run needs it listed).
        'pg',
        ...(production ? ['better-sqlite3'] : []),
      ],
    },
    'commerce-api': {
      entry: ['src/db/migrate-cli.ts!'],
    },
    site: {
      // The web front builds the site in production, so astro.config.ts and what it imports (the
      // integrations, @astrojs/react) are runtime code: an entry of its own, not the plugin's config.
      astro: { config: [] },
      entry: ['astro.config.ts!'],
      // vitest.config.ts goes through Astro's getViteConfig, which would boot Astro in knip: its tests
      // are named here instead (the config's include).
      vitest: { config: [], entry: ['vitest.config.ts', 'src/**/*.test.ts', 'integrations/**/*.test.ts', 'e2e/engines/**/*.test.ts'] },
      ignoreDependencies: [
        // e2e/engines/chromium-111.ts finds its folder with createRequire(…).resolve, which knip does not follow.
        '@sparticuz/chromium',
      ],
    },
    web: {},
    scripts: {
      entry: [
        // Run by hand, or by the production stack's containers (deploy/, Dockerfile).
        'bench/hello-world.ts',
        'bench/profile-api.ts',
        'bench/summarize-profile.ts',
        'stack/mail-sink.ts!',
      ],
    },
  },
};

export default config;
