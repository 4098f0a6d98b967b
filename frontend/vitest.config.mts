import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const here = import.meta.dirname;
const esm = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/**
 * The tests that need a document: the components' and the few others that use the DOM, the
 * browser's storage or its XML parser. They run in jsdom (vitest.dom.config.mts, project
 * `web-dom`); every other test runs in plain Node, which skips jsdom's setup for each file.
 */
export const DOM_TESTS = [
  'app/**/*.test.tsx',
  // These drive a real Quill editor, which lives in a document.
  'app/features/editor/editor-tools.test.ts',
  'app/features/editor/faithful-formats.test.ts',
  'app/features/editor/local-copy.test.ts',
  'app/features/editor/markdown-paste.test.ts',
  'app/features/editor/markdown-shortcuts.test.ts',
  'app/features/editor/table-note-tools.test.ts',
  'app/features/editor/working-copy.test.ts',
  'app/features/feeds/feed-documents.test.ts',
];

// Separate from vite.config.ts: the React Router plugin is for builds, not for component tests.
export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: path.join(here, 'app') },
      // This app is React 19; npm hoists Strapi's React 18 to the root. Pin React and
      // React DOM to this folder's copies, and load React Router's ES module build so
      // that its own `import 'react'` goes through the pin too.
      { find: /^react-router$/, replacement: esm('react-router') },
      // recharts' ES module build, so its React imports go through the pin below too.
      { find: /^recharts$/, replacement: esm('recharts/es6/index.js') },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.join(here, 'app/test/use-sync-external-store-shim.ts') },
      { find: /^react(-dom)?(\/.*)?$/, replacement: `${path.join(here, 'node_modules')}/react$1$2` },
    ],
  },
  // Files imported with ?url (the dashboard's icons) go through Vite's file-access check, which
  // refuses packages linked from outside the repository (a git worktree's node_modules). The
  // test runner serves nobody, so the check is off here.
  server: { fs: { strict: false } },
  test: {
    name: 'web',
    root: here,
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...DOM_TESTS],
    environment: 'node',
    // Processed by Vite, so the alias above applies inside them too.
    server: { deps: { inline: ['react-router', 'swr', 'js-cookie', 'recharts'] } },
  },
});
