// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One-way boundaries between workspaces (docs/decisions/001-monorepo-and-boundaries.md):
 *   domain    -> nothing (no I/O, no env, no clock)
 *   contracts -> domain
 *   api       -> domain, contracts
 *   web       -> domain, contracts
 *   e2e       -> contracts
 */
const ws = (name) => [`@camara-fria/${name}`, `@camara-fria/${name}/*`];
const forbid = (names, message) => ({
  group: names.flatMap(ws),
  message,
});
const nodeBuiltins = {
  group: ['node:*', 'fs', 'path', 'os', 'http', 'https', 'child_process', 'crypto', 'process'],
  message: 'The domain is pure: no I/O, no env, no clock.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/drizzle/**',
      '**/*.d.ts',
      '.vitest-report*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and route handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['contracts', 'api', 'web', 'e2e', 'reports'], 'domain depends on nothing.'),
            nodeBuiltins,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The domain reads no environment.' },
        { name: 'fetch', message: 'The domain does no I/O.' },
        { name: 'Date', message: 'The domain reads no clock: pass times in.' },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [forbid(['api', 'web', 'e2e', 'reports'], 'contracts depend only on domain.')],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [forbid(['web', 'e2e'], 'the api depends on domain and contracts only.')] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config/env.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['api', 'e2e', 'reports'], 'the web depends on domain and contracts only.'),
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['domain', 'api', 'web', 'reports'],
              'e2e depends on contracts only: test as a user.',
            ),
          ],
        },
      ],
    },
  },
);
