import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One-way imports: app → routes → features → shared (components, lib, api). `src` never imports
// `mocks` except the mock bootstrap; `mocks` may import only the generated contract from `src`.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noMocks = { group: ['**/mocks/**', '../mocks/*', '../../mocks/*'], message: 'Only src/mock-bootstrap.ts may import the mock backend.' };
const noApp = { group: ['@/app/*'], message: 'Only the app layer (src/app, src/main.tsx) may import src/app.' };
const noRoutes = { group: ['@/routes/*', '@/routeTree.gen'], message: 'Routes compose features; features and shared code never import routes.' };
const noFeatures = { group: ['@/features/*'], message: 'Shared code (components, lib, api) must not depend on a feature.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'test-results', 'test-results-*', 'coverage', 'node_modules', 'src/routeTree.gen.ts', 'src/api/generated/**', 'public/mockServiceWorker.js', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  // Node-side config files and scripts.
  { files: ['*.{js,cjs,mjs}', 'scripts/**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['*.cjs'], languageOptions: { sourceType: 'commonjs' } },
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
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/mock-bootstrap.ts'], rules: restrict([noMocks]) },
  // Shared layers depend on nothing above them.
  { files: ['src/components/**', 'src/lib/**', 'src/api/**'], rules: restrict([noMocks, noApp, noRoutes, noFeatures]) },
  // Features: no app, no routes, no other feature (checked per feature below).
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrict([
      noMocks,
      noApp,
      noRoutes,
      // Inside a feature, imports are relative; reaching another feature is refused either way.
      {
        group: [
          '@/features/*',
          ...FEATURES.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}/**`, `../${other}/*`]),
        ],
        message: 'A feature must not import another feature; compose them in a route.',
      },
    ]),
  })),
  // Routes: no app layer.
  { files: ['src/routes/**'], rules: restrict([noMocks, noApp]) },
  // mocks/**: only the generated contract from src.
  {
    files: ['mocks/**/*.ts'],
    rules: restrict([
      { regex: '^@/(?!api/generated/)', message: 'mocks may import only the generated contract (@/api/generated/*) from src.' },
      { group: ['**/src/**'], message: 'mocks may import only the generated contract (@/api/generated/*) from src.' },
    ]),
  },
  // Router files export a Route object and its components by convention.
  { files: ['src/routes/**'], rules: { 'react-hooks/rules-of-hooks': 'error' } },
);
