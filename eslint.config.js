import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * Which folder may import which (issue 14; decision 0021). Each zone forbids the files under `target`
 * to import anything under `from`, except the paths in `except` (relative to `from`). Imports are resolved
 * to files first (tsconfig.json, aliases included), so `../../x` and `@server/x` are caught alike.
 */
const boundaries = [
  {
    target: './client',
    from: './server',
    message:
      'The console runs in the browser: it reaches the server over HTTP and shares code through contract/.',
  },
  {
    target: './client/src/data',
    from: ['./client/src/resources', './client/src/shell', './client/src/workflows'],
    message: 'The data layer sits below the pages: move what both need into data/ (or contract/).',
  },
  {
    target: ['./server/platform/http', './server/platform/auth', './server/platform/db'],
    from: './server/platform',
    // What a lower layer may use: the other lower layers, the audit trail, node subtrees, reach checks, the
    // platform's errors (errors.ts, which every layer raises) and the dependencies' type.
    except: ['./http', './auth', './db', './audit', './nodes', './security', './deps.ts', './errors.ts'],
    message: 'http/, auth/ and db/ sit below the domain modules: move what they need down, or pass it in.',
  },
  {
    target: ['./server/idp', './server/bff'],
    from: './server/platform',
    except: ['./identity/index.ts'],
    message:
      'The IdP and the BFF reach the platform only through its facade, server/platform/identity/index.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'server/platform/db/migrations',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read untyped JSON bodies; typing every response shape there buys nothing.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and test support sit above everything they test (a console test starts a real Keel), so the
    // boundaries bind production code only.
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries }],
    },
  },
  {
    // The console imports each contract module by name, never the contract's index: the index brings every
    // schema of every call, and one import of it from the shell would put them all in the first load
    // (decision 0215). The call table reaches the console as virtual:keel/call-routes. Tests are not bundled.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^((\\.\\./)+contract(/index)?|@contract(/index)?)$',
              message:
                "Import the contract module that defines it (e.g. '…/contract/enums'), not the contract's index.",
            },
            {
              regex: '^((\\.\\./)+contract|@contract)/calls(/index)?$',
              allowTypeImports: true,
              message:
                'Use the call routes (client/src/data/callRoutes.ts) or contract/calls/paths, not the call table.',
            },
          ],
        },
      ],
    },
  },
);
