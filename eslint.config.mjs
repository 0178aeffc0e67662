import globals from 'globals';
// Lint for the whole repo. The rule that matters most is the import boundary of the architecture
// guide: remotes import only packages/* (never each other or the shell), packages never import apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

const REMOTES = ['mf-auth', 'mf-generate', 'mf-billing', 'mf-question-bank', 'mf-resources'];
const APPS = ['shell', ...REMOTES];

const zones = [
  // A remote may not reach into another remote or the shell by path.
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((a) => a !== remote)
      .map((a) => `./${a}`)
      .concat('./bff'),
    message: 'Remotes import only packages/* (docs/frontend-platform.md).',
  })),
  {
    target: './shell',
    from: [...REMOTES.map((r) => `./${r}`), './bff'],
    message: 'The shell loads remotes at run time, never by import.',
  },
  { target: './packages', from: [...APPS.map((a) => `./${a}`), './bff'], message: 'Packages never depend on apps.' },
];

// One door to the API (docs/architecture.md): the front end reaches the BFF only through web-core's callApi, so
// the bearer token, the error shape and 401 -> logout live in one place. The shell's loading of remote
// manifests (not an API call) is the one exception.
const ONE_DOOR = 'Call the API through @lessonloom/web-core (the api, downloadFile, callApi), never fetch directly.';
const API_DOOR = 'packages/web-core/src/api/call-api.ts';
const REMOTE_LOADER = 'shell/src/remotes/federation-loader.ts';

const bannedPackages = {
  patterns: [
    {
      group: ['@lessonloom/mf-*', '@lessonloom/shell', '@lessonloom/shell/*', '@lessonloom/bff', '@lessonloom/bff/*'],
      message: 'Front ends import only @lessonloom/contracts, document, web-core and ui.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      'bench/results/**',
      'samples/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [...APPS.map((a) => `${a}/**/*.{ts,tsx}`), 'packages/web-core/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', bannedPackages] },
  },
  {
    files: [...APPS.map((a) => `${a}/**/*.{ts,tsx}`), 'packages/web-core/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    // Tests stand in for the network by replacing fetch; they never call it.
    ignores: [API_DOOR, REMOTE_LOADER, '**/__tests__/**', 'packages/web-core/src/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: ONE_DOOR },
        { name: 'XMLHttpRequest', message: ONE_DOOR },
        { name: 'EventSource', message: ONE_DOOR },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: ONE_DOOR })),
      ],
    },
  },
  {
    // The document package runs in the browser (preview) and in the BFF (DOCX/PDF): no UI framework,
    // server framework, database or file-format library may creep in (docs/document.md).
    files: ['packages/document/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'styled-components',
                'koa',
                '@koa/*',
                'mongoose',
                'mongodb',
                'docx',
                'pdfkit',
                'node:*',
              ],
              message: '@lessonloom/document is isomorphic: renderers depend on it, never the other way.',
            },
            {
              group: ['@lessonloom/*', '!@lessonloom/contracts'],
              message: '@lessonloom/document depends on contracts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // jest.mock factories need require(); tests are not bundled.
    files: ['**/__tests__/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // CommonJS build and test configuration files.
    files: ['**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { ...globals.node },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Node scripts and benchmarks.
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
