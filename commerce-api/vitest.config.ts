import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One real Strapi for the whole API suite (seeded catalogue); tests read its URL with inject('cmsUrl').
    globalSetup: ['test/support/strapi-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
