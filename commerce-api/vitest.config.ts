import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that need the real Strapi, named `*.integration.test.ts`: the catalogue as Strapi serves
 * it, the health of the API's dependencies, and the API running as its own processes (which read
 * the catalogue over HTTP). Every other test prices with the catalogue fixture and starts in seconds.
 */
const INTEGRATION = 'test/**/*.integration.test.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: [...configDefaults.exclude, INTEGRATION] },
      },
      {
        extends: true,
        // One real Strapi for the whole integration project (seeded catalogue); tests read its URL with inject('cmsUrl').
        test: { name: 'integration', include: [INTEGRATION], globalSetup: ['test/support/strapi-global-setup.ts'] },
      },
    ],
  },
});
