import { defineConfig } from 'vitest/config';

// One runner, five projects: `rules`, `contract`, `web` and `web-dom` (the web tests that need a
// document, in jsdom) are unit tests; `api` boots a real Strapi in-process on a temporary
// database (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
export default defineConfig({
  test: {
    // A worker per core: Vitest's default keeps one core free, which on two cores runs one file at
    // a time (the unit suite took 179 s so, 113 s on both). The API suite runs its files one by one anyway.
    maxWorkers: '100%',
    projects: [
      'packages/rules/vitest.config.mts',
      'packages/contract/vitest.config.mts',
      'frontend/vitest.config.mts',
      'frontend/vitest.dom.config.mts',
      'cms/vitest.config.mts',
    ],
  },
});
