// Lint rules that keep the architecture's boundaries (docs/architecture.md): core imports nothing
// of ours, server and web never import each other, web features do not import each other, no
// cycles, no default exports.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

/** Every folder of apps/web/src/features: each is a zone the others may not import. */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ours = (names) =>
  names.map((name) => ({ group: [`@plateful/${name}`, `@plateful/${name}/*`] }));

/** Packages each part may import (ARCHITECTURE.md "Parts"). */
const allowed = {
  'packages/core': [],
  'packages/contracts': ['core'],
  'packages/scrape': ['core', 'contracts'],
  'apps/server': ['core', 'contracts', 'scrape'],
  'apps/web': ['core', 'contracts'],
  'apps/cli': ['core', 'contracts', 'scrape'],
  e2e: ['contracts'],
};
const all = ['core', 'contracts', 'scrape', 'server', 'web', 'cli', 'e2e'];

const boundaryConfigs = Object.entries(allowed).map(([dir, may]) => ({
  files: [`${dir}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...ours(all.filter((name) => !may.includes(name))).map((p) => ({
            ...p,
            message: `${dir} may import only: ${may.join(', ') || 'nothing of ours'}.`,
          })),
          {
            group: [
              '**/src/index',
              '**/src/index.ts',
              '../index',
              './index',
              '../index.ts',
              './index.ts',
            ],
            message:
              "A package's index is its public entry: import the module itself from inside the package.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.tsbuild/**',
      'apps/server/.test-bundle-*/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'playwright-report/**',
      'test-results/**',
      'apps/web/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['**/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  ...boundaryConfigs,
  {
    // Web features are composed by app/; one feature never reaches into another.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'Features do not import each other; compose them in app/.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Config files that their tools require to default-export.
    files: ['**/*.config.{ts,js,mjs}', 'e2e/playwright.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // CommonJS: the CLI's bin and loader skip Node's ES module loader (decision 0023).
    files: ['**/*.cjs', 'apps/cli/bin/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
