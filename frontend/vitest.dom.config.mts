import { configDefaults, defineConfig } from 'vitest/config';
import web, { DOM_TESTS } from './vitest.config.mjs';

// The web tests that need a document (DOM_TESTS), in jsdom, with Testing Library's matchers and cleanup.
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-dom',
    include: DOM_TESTS,
    exclude: configDefaults.exclude,
    environment: 'jsdom',
    setupFiles: ['./app/test-setup.ts'],
  },
});
