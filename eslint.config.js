// ESLint flat config. The import-boundary rules enforce the design doc's
// Boundaries (docs/design.md): imports flow lib/components/api ->
// features -> app, features never import each other, and server/ never imports
// src/ except that server tests may import src/api/schemas (contract tests).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every folder under src/features, read at config load so a new feature is covered without editing this file. */
function featureNames() {
  const dir = path.join(root, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const layerMessage = 'Imports flow lib/components/api -> features -> app (see docs/design.md, Boundaries).';

/** Zones for files under src/. Paths are relative to `basePath` (the repo root). */
const srcZones = [
  ...['src/lib', 'src/components', 'src/api'].flatMap((target) => [
    { target, from: 'src/features', message: layerMessage },
    { target, from: 'src/app', message: layerMessage },
  ]),
  { target: 'src/features', from: 'src/app', message: layerMessage },
  {
    target: 'src/api',
    from: 'src/components',
    message: 'The API layer has no UI: no JSX, no toasts, no navigation.',
  },
  {
    // The schemas are compiled into the server project (tsconfig.server.json) for
    // contract tests, so they must stay self-contained.
    target: 'src/api/schemas',
    from: 'src',
    except: ['./api/schemas'],
    message: 'src/api/schemas is shared with server tests and may import only zod and other schemas.',
  },
  ...featureNames().map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: `Features never import each other; compose "${name}" with other features in a route module under src/app.`,
  })),
];

const serverMessage = 'server/ never imports src/ (see docs/design.md, Boundaries).';

/** Shared settings for eslint-plugin-import-x: resolve TS paths (the `@/` alias) through every tsconfig. */
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
  'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
  'import-x/resolver': {
    typescript: {
      alwaysTryTypes: true,
      project: ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.tooling.json'],
    },
  },
};

// Several worker processes share the database: a deferred transaction that reads before it writes cannot wait
// for another worker's write lock (SQLite answers SQLITE_BUSY at once), so every transaction starts IMMEDIATE.
const immediateTransactions = {
  selector: "CallExpression[callee.type='CallExpression'][callee.callee.property.name='transaction']",
  message: 'Run db.transaction(fn).immediate(): a deferred transaction fails with SQLITE_BUSY beside another worker (docs/decisions).',
};

const clockMessage = "Read the server's time from server/canvas/clock.ts (now(), nowDate(), nowIso()): testing mode moves it (decision 0083).";

/** Every way the server could read the real time around the one clock, SQL's own "now" included. */
const serverClock = [
  "MemberExpression[object.name='Date'][property.name='now']",
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.name='Date']",
  "Literal[value=/CURRENT_(TIMESTAMP|DATE|TIME)\\b|'now'/i]",
  "TemplateElement[value.raw=/CURRENT_(TIMESTAMP|DATE|TIME)\\b|'now'/i]",
].map((selector) => ({ selector, message: clockMessage }));

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-testing/',
    'dist-server/',
    'dist-ssr/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    '.lectern-data/',
    '.tsbuild/',
    'coverage/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true, 'ts-nocheck': true, 'ts-check': false },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Numbers in template strings are fine; objects and nullish values are not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onSubmit={form.handleSubmit(save)}` is the react-hook-form idiom.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React Router loaders throw redirect()/data() responses by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },

  // Plain JS (this file, scripts/*.mjs) is in no tsconfig: lint it without type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },

  // The React app.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, pluginQuery.configs['flat/recommended']],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: srcZones }],
      'import-x/no-default-export': 'error',
      // This warns that React Compiler will skip a component (TanStack Table,
      // react-hook-form's watch). The app does not use React Compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  // The app parses with zod/mini: classic zod would put about 18 KiB more on every route's first visit, since the
  // core both share is one module (docs/decisions/0043). Only the server's contracts, built for tests, use classic.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/api/schemas/contracts.ts', 'src/api/schemas/strict.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({ name, message: "Import from 'zod/mini' in the app." })) },
      ],
    },
  },

  {
    files: ['server/**/*.ts'],
    rules: {
      // Hono's fluent methods are typed as returning HonoBase, so returning
      // `new Hono<AppEnv>().get(...)` as Hono<AppEnv> (one sub-app per resource)
      // is reported although the value is a real Hono instance.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  // shared/: plain TypeScript both the app and the server run (the course-grade calculator); it imports neither.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [{ target: 'shared', from: ['src', 'server'], message: 'shared/ runs in the app and the server alike: it imports neither.' }],
        },
      ],
      'import-x/no-default-export': 'error',
    },
  },
  // testing/ (`lectern/testing`) ships in the package and reaches the server over HTTP alone, as its users' tests do.
  {
    files: ['testing/**/*.ts', 'examples/**/*.ts'],
    // Playwright reads its config's default export.
    // Its unit tests may run the server from source.
    ignores: ['examples/*/playwright.config.ts', 'testing/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['testing', 'examples'],
              from: ['src', 'server', 'shared'],
              message: 'lectern/testing and its example talk to the server over HTTP only: they import neither src/, server/ nor shared/.',
            },
          ],
        },
      ],
      'import-x/no-default-export': 'error',
    },
  },
  // The server: no src/ at all outside tests ...
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'server',
              from: 'src',
              message: `${serverMessage} Only server tests may import src/api/schemas.`,
            },
          ],
        },
      ],
      'import-x/no-default-export': 'error',
      'no-restricted-syntax': ['error', immediateTransactions, ...serverClock],
    },
  },
  // The clock itself, and the proxy: a real Canvas's tokens expire in real time, and testing mode never runs there.
  {
    files: ['server/canvas/clock.ts', 'server/proxy/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', immediateTransactions] },
  },
  // ... and tests may import only the zod schemas, so the server cannot drift from what the app accepts.
  {
    files: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [{ target: 'server', from: 'src', except: ['./api/schemas'], message: serverMessage }],
        },
      ],
      'import-x/no-default-export': 'error',
    },
  },
);
