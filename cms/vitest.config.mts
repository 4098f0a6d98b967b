import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // One seeded demo site per run and database kind, which each file copies (tests/harness.ts).
    globalSetup: ['tests/templates.ts'],
    // One worker loads the CMS's modules once for every file (they took 90 s of 520 loaded per
    // file); tests/fresh-env.ts gives each file the worker's first environment back.
    pool: 'threads',
    isolate: false,
    setupFiles: ['tests/fresh-env.ts'],
    fileParallelism: false,
    testTimeout: 30000,
    // Two of these suites share the machine's two cores with each other's Strapi and database: a
    // test that fails once is run again, and \`npm test\` names it at its end either way.
    retry: 1,
    hookTimeout: 180000,
    // Strapi logs every request; show them only for a failing test.
    silent: 'passed-only',
  },
});
