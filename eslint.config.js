// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webBoundaries } from './eslint/web-features.js';
import { serverRoles } from './eslint/server-roles.js';

/**
 * Lint: typescript-eslint with type information (no-floating-promises on), React hooks rules, and
 * the layering rules of docs/ARCHITECTURE.md made mechanical with no-restricted-imports.
 */
/** The server reaches the web app only through its built SSR bundle. */
const SERVER_NOT_WEB = {
  group: ['**/apps/web/**', '**/web/src/**', '@memeforge/web'],
  message: 'The server loads the web app only through its built SSR bundle.',
};
/** Fastify and its plugins: for routes and plugins, not for services or stores. */
const FASTIFY = ['fastify', 'fastify/*', '@fastify/*', 'fastify-plugin', 'fastify-type-provider-zod'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/.artifacts/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '**/server/src/**', '@memeforge/server', '@memeforge/server/*'],
              message: 'The web app talks to the server over HTTP only.',
            },
            {
              group: ['@memeforge/render/*', '!@memeforge/render/layout'],
              message: "The web app may use only the render package's layout.",
            },
            { group: ['**/packages/*/src/**'], message: 'Import workspace packages by name, through their exports.' },
          ],
        },
      ],
    },
  },
  ...webBoundaries,
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@memeforge/*', '**/apps/**'], message: 'The contract imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['packages/render/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@memeforge/*', '!@memeforge/contract', '**/apps/**', '**/packages/*/src/**'],
              message: 'The render package imports only the contract (the meme document and editor constants).',
            },
          ],
        },
      ],
    },
  },
  // The server's layers by file role (docs/ARCHITECTURE.md). ESLint replaces a rule's options
  // when a later block sets it again, so every server block repeats the server-wide patterns.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB] }] },
  },
  {
    files: ['apps/server/src/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_WEB,
            {
              group: ['**/*store', '**/db/schema', 'drizzle-orm', 'drizzle-orm/*'],
              message: "Routes parse and delegate: go through the module's service, never a store or Drizzle.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_NOT_WEB, { group: FASTIFY, message: 'Services never see Fastify.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_WEB,
            { group: FASTIFY, message: 'Stores never see Fastify.' },
            {
              group: ['**/*service', '**/*routes'],
              message: 'Stores are queries only: services call stores, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  ...serverRoles,
);
