import { defineConfig } from 'vitest/config';

// Tests boot a real Strapi (compile ~4 s; a fresh database seeds in ~8 s, a restart ~1 s): long timeouts, one file at a time.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.mts', 'src/**/*.test.{ts,mts}'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
