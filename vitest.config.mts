import { defineConfig } from 'vitest/config';

// One runner, five projects: `rules`, `contract`, `web` and `web-dom` (the web tests that need a
// document, in jsdom) are unit tests; `api` boots a real Strapi in-process on a temporary
// database (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
export default defineConfig({
  test: {
    projects: [
      'packages/rules/vitest.config.mts',
      'packages/contract/vitest.config.mts',
      'frontend/vitest.config.mts',
      'frontend/vitest.dom.config.mts',
      'cms/vitest.config.mts',
    ],
  },
});
