import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One-way imports: app → routes → features → components → domain → lib → api. `src` never imports
// `mocks` except the mock bootstrap and tests (which run against the mock backend rather than fakes);
// `mocks` may import only the generated contract from `src`.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noMocks = {
  group: ['**/mocks/**', '../mocks/*', '../../mocks/*'],
  message: 'Only src/mock-bootstrap.ts may import the mock backend.',
};
const noApp = { group: ['@/app/*'], message: 'Only the app layer (src/app, src/main.tsx) may import src/app.' };
const noRoutes = {
  group: ['@/routes/*', '@/routeTree.gen'],
  message: 'Routes compose features; features and shared code never import routes.',
};
const noFeatures = { group: ['@/features/*'], message: 'Shared code (components, domain, lib, api) must not depend on a feature.' };
const noComponents = { group: ['@/components/*'], message: 'The domain layer holds values and rules, no UI.' };
const noDomain = { group: ['@/domain/*'], message: 'api and lib sit below the domain layer.' };
const noQueries = { group: ['@/queries/*'], message: 'Features and routes use the query layer; nothing below them does.' };
const noUiLibraries = {
  group: ['react', 'react-dom', '@mantine/*', '@tanstack/*', 'recharts'],
  message: 'The domain layer is plain TypeScript: no React, no UI or data-fetching library.',
};
// Journeys word what the screen should say themselves (support/expected-text.ts, literals) and take
// figures from the mock; from src they import types only, so a wrong sentence cannot pass by calling the
// code that wrote it. The one exception: the typed client with which support/mock-answers.ts asks the mock.
const TYPES_ONLY = 'Journeys import types only from src: spell the expected text in the journey or e2e/support, ask the mock for figures.';
const noAppCode = (allowed = '') => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: allowed === '' ? '^@/' : `^@/(?!${allowed}$)`,
          allowTypeImports: true,
          message: TYPES_ONLY,
        },
        {
          regex: '^(\\.\\.?/)+(.*/)?src(/|$)',
          allowTypeImports: true,
          message: TYPES_ONLY,
        },
      ],
    },
  ],
});
// Tests drive the real mock backend instead of fakes (their kits are under tests/).
const TEST_FILES = ['src/**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'test-results',
      'test-results-*',
      'coverage',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/api/generated/**',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    // The API client is one per app (a new credential resets every query), never part of a key: a query
    // that hands it to another query's options (a shared entry fetched inside a compound answer) is fine.
    rules: { '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['ApiClient'] } }] },
  },
  // Node-side config files and scripts.
  { files: ['*.{js,cjs,mjs}', 'scripts/**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  // The offline demo's service worker logic: a classic worker script, not Node.
  { files: ['scripts/vite/offline-shell-worker.js'], languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // src/**: never the mocks (except the bootstrap below).
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/mock-bootstrap.ts', ...TEST_FILES], rules: restrict([noMocks]) },
  // Shared layers depend on nothing above them.
  { files: ['src/components/**'], ignores: TEST_FILES, rules: restrict([noMocks, noApp, noRoutes, noFeatures, noQueries]) },
  // The query layer: one module per API resource, over api, lib and domain.
  { files: ['src/queries/**'], ignores: TEST_FILES, rules: restrict([noMocks, noApp, noRoutes, noFeatures, noComponents]) },
  {
    files: ['src/domain/**'],
    ignores: TEST_FILES,
    rules: restrict([noMocks, noApp, noRoutes, noFeatures, noComponents, noQueries, noUiLibraries]),
  },
  {
    files: ['src/lib/**', 'src/api/**'],
    ignores: TEST_FILES,
    rules: restrict([noMocks, noApp, noRoutes, noFeatures, noDomain, noQueries]),
  },
  // Features: no app, no routes, no other feature (checked per feature below); their tests may use the mock.
  ...FEATURES.flatMap((feature) => {
    const noOtherFeature = {
      // Inside a feature, imports are relative; reaching another feature is refused either way.
      group: [
        '@/features/*',
        ...FEATURES.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}/**`, `../${other}/*`]),
      ],
      message: 'A feature must not import another feature; compose them in a route.',
    };
    const files = [`src/features/${feature}/**`];
    return [
      { files, ignores: TEST_FILES, rules: restrict([noMocks, noApp, noRoutes, noOtherFeature]) },
      {
        files: TEST_FILES.map((glob) => glob.replace('src/', `src/features/${feature}/`)),
        rules: restrict([noApp, noRoutes, noOtherFeature]),
      },
    ];
  }),
  // Routes: no app layer.
  { files: ['src/routes/**'], rules: restrict([noMocks, noApp]) },
  // Tests of the shared layers keep the layering but may use the mock backend.
  {
    files: ['src/{components,domain,lib,api}/**/*.test.{ts,tsx}'],
    rules: restrict([noApp, noRoutes, noFeatures]),
  },
  // mocks/**: only the generated contract from src.
  {
    files: ['mocks/**/*.ts'],
    rules: restrict([
      { regex: '^@/(?!api/generated/)', message: 'mocks may import only the generated contract (@/api/generated/*) from src.' },
      { group: ['**/src/**'], message: 'mocks may import only the generated contract (@/api/generated/*) from src.' },
    ]),
  },
  // e2e/**: types only from src (see noAppCode).
  { files: ['e2e/**/*.{ts,tsx}'], ignores: ['e2e/support/mock-answers.ts'], rules: noAppCode() },
  { files: ['e2e/support/mock-answers.ts'], rules: noAppCode('api/client') },
  // Router files export a Route object and its components by convention.
  { files: ['src/routes/**'], rules: { 'react-hooks/rules-of-hooks': 'error' } },
);
