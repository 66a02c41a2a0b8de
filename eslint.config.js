// One lint setup for the whole monorepo (issue 2, item 1). Type-aware rules are limited to the few that
// catch real bugs (forgotten promises) so a full lint stays fast on CI's 2 cores.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typedSources = [
  'packages/contract/src/**/*.ts',
  'apps/server/src/**/*.ts',
  'apps/server/test/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'tests/e2e/**/*.ts',
];

// The web app's layers (bulletproof-react; docs/architecture.md "Inside the web app"), lowest first:
// lib -> api (shared calls and query keys) -> components -> features -> app. An import only ever
// points down, features never import one another, and no import circle is allowed.
const web = 'apps/web/src';
const webFeatures = readdirSync(`${import.meta.dirname}/${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'Features never import one another: move what both need to src/api, src/components or src/lib, or compose them in src/app.',
  })),
  {
    target: [`${web}/features`, `${web}/components`, `${web}/api`, `${web}/lib`],
    from: `${web}/app`,
    message: 'Only src/app (and main.tsx) may import src/app: it composes the layers below it.',
  },
  {
    target: [`${web}/components`, `${web}/api`, `${web}/lib`],
    from: `${web}/features`,
    message: 'Shared code never imports a feature: move what it needs down to src/api or src/lib.',
  },
  {
    target: `${web}/api`,
    from: `${web}/components`,
    message: 'src/api holds calls and query keys only: it never imports components.',
  },
  {
    target: `${web}/lib`,
    from: [`${web}/api`, `${web}/components`],
    message: 'src/lib is the lowest layer: it never imports src/api or src/components.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/data/**',
      '.test-results/**',
      '.bench/**',
      'tests/e2e/artifacts/**',
      // Local experiments, never committed (.gitignore).
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // Type-aware checks, only where a tsconfig covers the file.
    files: typedSources,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The service worker runs in its own global scope, not a window.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads imported files itself (for no-cycle): it must parse TypeScript and resolve
      // through the web tsconfig.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            "Query keys are exported next to their query (src/api or the feature's api/ folder): import the key instead of writing it.",
        },
      ],
    },
  },
  {
    // Where query keys are defined: one file per call, with its fetcher, key and hook.
    files: [`${web}/api/**/*.ts`, `${web}/features/**/api/**/*.ts`],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
