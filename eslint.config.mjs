// Lint for the whole repository (ADR 17): recommended rules everywhere, React
// hooks and accessibility rules for the front end's app, and the app's import
// boundaries in bulletproof-react's manner.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const APP = 'frontend/app';
const FEATURES = readdirSync(path.join(ROOT, APP, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The files of a feature that another feature may import (file: the feature that may), each with its reason.
 * Everything else two features share lives in `lib` or `components`; keep this short.
 */
const SHARED_FEATURE_FILES = {
  // Drafts are edited in the article editor, with its fields and body encoding (admin-side.md section 2, Draft page).
  'editor/components/rich-text-editor.tsx': 'drafts',
  'editor/article-fields.ts': 'drafts',
  'editor/article-payload.ts': 'drafts',
  'editor/body-codec.ts': 'drafts',
  // The owner's article list searches titles through the reader's GET /api/search, by its rules (admin-side.md section 2).
  'search/api/search-articles.ts': 'owner-articles',
  'search/match.ts': 'owner-articles',
  // The reader pages' heads and share cards name the category pages by their titles and intros (ADR 55).
  'articles/categories.ts': 'site',
};

/** Each feature may import another only through SHARED_FEATURE_FILES: one zone per pair of features. */
const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./${APP}/features/${feature}`,
    from: `./${APP}/features/${other}`,
    except: Object.keys(SHARED_FEATURE_FILES)
      .filter((file) => file.startsWith(`${other}/`) && SHARED_FEATURE_FILES[file] === feature)
      .map((file) => file.slice(other.length + 1)),
    message: 'Features import each other only through the shared files listed in eslint.config.mjs; move the rest to lib or components.',
  })),
);

const sharedZones = ['lib', 'components'].map((shared) => ({
  target: `./${APP}/${shared}`,
  from: [`./${APP}/features`, `./${APP}/routes`],
  message: 'Shared code never imports features or routes: let the route pass them in.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'cms/types/generated/**',
      'cms/public/**',
      'cms/.strapi/**',
      'frontend/public/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused arguments named with a leading underscore are kept for a signature (Express error handlers, Strapi lifecycles).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Input checks match control characters on purpose (NUL and C0 in names, bodies, URL schemes).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['frontend/tests/e2e/**'],
    rules: {
      // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern, even `{}`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // Every route is written once, in the wire contract (packages/contract, ADR 60): product code takes
    // paths from it (routeUrl, strapiRoute), never as text of its own.
    files: ['cms/src/**/*.ts', 'cms-plugins/*/server/**/*.{ts,js}', `${APP}/**/*.{ts,tsx}`, 'frontend/server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\/[A-Za-z]/]',
          message: 'Take the route from @blog/contract (routeUrl) instead of writing its path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\/[A-Za-z]/]',
          message: 'Take the route from @blog/contract (routeUrl) instead of writing its path.',
        },
      ],
    },
  },
  {
    // One configuration module per server process (ADR 20): the rest asks it, never the environment.
    files: ['cms/src/**/*.ts', 'cms/config/**/*.ts', `${APP}/**/*.{ts,tsx}`, 'frontend/server/**/*.ts', 'frontend/server.js'],
    ignores: ['cms/src/lib/config.ts', `${APP}/lib/config.server.ts`, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from cms/src/lib/config.ts or frontend/app/lib/config.server.ts.',
        },
      ],
    },
  },
  {
    // A Strapi plugin's server half is CommonJS too, in .js files (Strapi requires its entry as it is).
    files: ['**/*.cjs', 'cms-plugins/*/server/**/*.js'],
    rules: {
      // CommonJS files load with require by definition.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: [`${APP}/**/*.{ts,tsx}`],
    ...importX.recommended,
  },
  {
    files: [`${APP}/**/*.{ts,tsx}`],
    ...importX.typescript,
  },
  {
    files: [`${APP}/**/*.{ts,tsx}`, 'cms-plugins/*/admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [`${APP}/**/*.{ts,tsx}`],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: [`${APP}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'types', 'default'],
          tsconfig: { configFile: path.join(ROOT, 'frontend/tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...sharedZones, ...featureZones] }],
      // A scrolling region takes focus so a keyboard can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // TypeScript's own check already proves every import resolves and every name exists (and knows `~/` and zod's re-exports).
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
    },
  },
);
