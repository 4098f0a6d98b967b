import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // strapi.destroy() removes process listeners: each file gets its own worker thread.
    pool: 'threads',
    fileParallelism: false,
    testTimeout: 30000,
    hookTimeout: 180000,
    // Strapi logs every request; show them only for a failing test.
    silent: 'passed-only',
  },
});
