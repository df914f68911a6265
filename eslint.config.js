// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One-way boundaries between workspaces (docs/decisions/001-monorepo-and-boundaries.md):
 *   domain    -> nothing (no I/O, no env, no clock)
 *   contracts -> domain
 *   rich-text -> nothing (no DOM, no I/O: docs/decisions/031-rich-text-dialect.md)
 *   proposal  -> domain, contracts, rich-text (pure: docs/decisions/048-the-proposal-package.md)
 *   reports   -> contracts, rich-text, proposal (docs/decisions/032-proposal-documents.md)
 *   api       -> domain, contracts, rich-text, proposal, reports
 *   web       -> domain, contracts, rich-text, proposal
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

/**
 * Boundaries inside the apps (docs/decisions/017-boundaries-enforced-by-lint.md), checked on the
 * resolved file of every import by `import-x/no-restricted-paths`:
 *   web  lib/, components/, config/ -> no features/, no app/
 *   web  features/X                 -> no app/; another feature only through features/Y/index.ts
 *   api  db/, plugins/, oidc/, lib/, config/, jobs/ -> no modules/
 *   api  modules/X                  -> another module only through modules/Y/*.service.ts,
 *                                      and only a module of a lower layer (MODULE_LAYERS)
 * and queries only in repositories (see the `apps/api/src` block below). Across workspaces, imports
 * name the package, never a relative path (`import-x/no-relative-packages`, docs/decisions/050).
 */
const root = import.meta.dirname;
const WEB = 'apps/web/src';
const API = 'apps/api/src';
const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const featureZones = subfolders(`${WEB}/features`).map((name) => ({
  target: `${WEB}/features/${name}`,
  from: `${root}/${WEB}/features/*/**`,
  except: [`${root}/${WEB}/features/${name}/**`, `${root}/${WEB}/features/*/index.ts`],
  message: 'A feature uses another feature only through its index.ts.',
}));
const moduleZones = subfolders(`${API}/modules`).map((name) => ({
  target: `${API}/modules/${name}`,
  from: `${root}/${API}/modules/*/**`,
  except: [`${root}/${API}/modules/${name}/**`, `${root}/${API}/modules/*/*.service.ts`],
  message: "Modules talk through services: import only another module's *.service.ts.",
}));

/**
 * The API modules from the bottom up (docs/decisions/050): a module imports only modules of a
 * lower layer. What a write below means to a module above (a room deleted, a system saved: the
 * proposal's total) is a hook the lower module declares and src/app.ts connects. Every module
 * folder must be placed here.
 */
const MODULE_LAYERS = [
  ['health', 'users', 'locations', 'reference-data', 'catalog', 'project-events', 'notifications'],
  ['accounts', 'auth', 'projects', 'proposal-templates', 'tax-tables'],
  ['rooms'],
  ['operating-systems'],
  ['proposals'],
  ['proposal-delivery'],
  ['proposal-links'],
  ['proposal-reminders'],
];
const unplaced = subfolders(`${API}/modules`).filter(
  (name) => !MODULE_LAYERS.some((layer) => layer.includes(name)),
);
if (unplaced.length > 0) {
  throw new Error(
    `eslint.config.js: place the API module(s) ${unplaced.join(', ')} in MODULE_LAYERS`,
  );
}
const layerZones = MODULE_LAYERS.flatMap((layer, index) => {
  const notBelow = MODULE_LAYERS.slice(index).flat();
  return layer.map((name) => ({
    target: `${API}/modules/${name}`,
    from: notBelow.filter((other) => other !== name).map((other) => `${API}/modules/${other}`),
    message:
      'A module calls only the modules below it (docs/decisions/050): take a hook that src/app.ts connects instead.',
  }));
}).filter((zone) => zone.from.length > 0);

const boundaryZones = [
  {
    target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code imports no feature and nothing of app/: have the caller pass it in.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features import nothing of app/: app/ composes the features.',
  },
  ...featureZones,
  {
    target: [
      `${API}/db`,
      `${API}/plugins`,
      `${API}/oidc`,
      `${API}/lib`,
      `${API}/config`,
      `${API}/jobs`,
    ],
    from: `${API}/modules`,
    message: 'Infrastructure imports no module: modules depend on it, not the reverse.',
  },
  ...moduleZones,
  ...layerZones,
];

/** Calls on the database handle that run SQL; only repositories (and db/) make them. */
const QUERY_METHODS =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|\\$count)$/';
const QUERY_MESSAGE =
  "Queries live in *.repository.ts (docs/decisions/017): call a repository function, or the other module's service.";

/** How import-x finds the file of an import: relative with the extension, or a workspace name. */
const importResolution = {
  'import-x/resolver-next': [
    createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
  ],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
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
    // Every file, tests and scripts included: another workspace is imported by its package name
    // (and declared in package.json), so the one-way rules below see it; a relative path past
    // the workspace's own folder is refused.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: {
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${API}/**/*.ts`],
    ignores: [`${API}/**/*.repository.ts`, `${API}/db/**`, `${API}/oidc/database-adapter.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: QUERY_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name=/^(db|tx)$/][property.name=${QUERY_METHODS}]`,
          message: QUERY_MESSAGE,
        },
        {
          selector: `MemberExpression[object.property.name=/^(db|tx)$/][property.name=${QUERY_METHODS}]`,
          message: QUERY_MESSAGE,
        },
      ],
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
            forbid(
              ['contracts', 'rich-text', 'proposal', 'api', 'web', 'e2e', 'reports'],
              'domain depends on nothing.',
            ),
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
          patterns: [
            forbid(
              ['rich-text', 'proposal', 'api', 'web', 'e2e', 'reports'],
              'contracts depend only on domain.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/rich-text/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['domain', 'contracts', 'proposal', 'api', 'web', 'e2e', 'reports'],
              'rich-text depends on nothing of ours.',
            ),
            { ...nodeBuiltins, message: 'rich-text is pure: no I/O, no DOM.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['document', 'window', 'DOMParser', 'fetch', 'process'].map((name) => ({
          name,
          message: 'rich-text is pure: no DOM, no I/O, no environment.',
        })),
      ],
    },
  },
  {
    files: ['packages/proposal/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['api', 'web', 'e2e', 'reports'],
              'proposal depends on domain, contracts and rich-text only.',
            ),
            { ...nodeBuiltins, message: 'The proposal is pure: no I/O, no env, no clock.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['document', 'window', 'fetch', 'process', 'Date'].map((name) => ({
          name,
          message: 'The proposal is pure: no DOM, no I/O, no environment, no clock.',
        })),
      ],
    },
  },
  {
    files: ['packages/reports/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['domain', 'api', 'web', 'e2e'],
              'reports depends on contracts, rich-text and proposal only.',
            ),
          ],
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
            forbid(
              ['api', 'e2e', 'reports'],
              'the web depends on domain, contracts and rich-text only.',
            ),
          ],
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message: 'Use zodFormResolver (lib/forms/zod-form-resolver.ts): one typed resolver.',
            },
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
              ['domain', 'rich-text', 'proposal', 'web', 'reports'],
              'e2e depends on contracts only: test as a user.',
            ),
            {
              // The one exception: the harness picks the API's port as the API's tests do.
              regex: '^@camara-fria/api(?!/test/support/free-port\\.ts$)(/.*)?$',
              message: 'e2e depends on contracts only: test as a user.',
            },
          ],
        },
      ],
    },
  },
);
