// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Lint: typescript-eslint with type information (no-floating-promises on), React hooks rules, and
 * the layering rules of docs/ARCHITECTURE.md made mechanical with no-restricted-imports.
 */
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
              group: ['**/apps/server/**', '@memeforge/server', '@memeforge/server/*'],
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
  {
    files: ['packages/contract/**/*.ts', 'packages/render/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@memeforge/*', '**/apps/**'], message: 'Packages import nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/store', '**/db/schema', 'drizzle-orm', 'drizzle-orm/*'],
              message: "Routes parse and delegate: go through the module's service.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', '@fastify/*'], message: 'Services never see Fastify.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@memeforge/web'],
              message: 'The server loads the web app only through its built SSR bundle.',
            },
          ],
        },
      ],
    },
  },
);
