// @ts-check
import boundaries from 'eslint-plugin-boundaries';

/**
 * The server's files by role, written once: the first row whose pattern matches a file (relative
 * to apps/server/src) names its role, and a file no row matches is a lint error
 * (`boundaries/no-unknown-files`), so a new folder or file has to be given a role here. A module's
 * files are known by suffix (`*routes.ts`, `*store.ts`, `*-form.ts`, `*-command.ts`); its other
 * files are its rules (services and what they use). Outside the modules, the folder says the role.
 */
export const SERVER_ROLES = [
  ['test', ['**/*.test.ts', 'test-support/**', '**/*test-support.ts']],
  // Transport: parse the request, call a service, shape the answer.
  ['routes', ['modules/*/*routes.ts']],
  // Transport helpers that read a multipart form off the request for the routes.
  ['form', ['modules/*/*-form.ts']],
  // Transport for the server-rendered pages: the data a page's SSR render starts from.
  ['page-data', ['modules/*/*page-data.ts']],
  // Queries and nothing else: the only files with SQL, besides the database layer (see SQL_HOMES).
  ['store', ['**/*store.ts']],
  // Operator commands (the CLI).
  ['command', ['modules/*/*-command.ts', 'cli/**', 'main.ts']],
  // Rules: services, job work, presenters, page-data loaders, caches, policies.
  ['module', ['modules/*/*.ts']],
  ['jobs', ['jobs/**']],
  ['adapter', ['adapters/**']],
  ['db', ['db/**']],
  ['http', ['plugins/**', 'web/**', 'app.ts', 'http-json.ts']],
  ['platform', ['auth/**', 'security/**', 'mail/**', 'media/**', 'metrics/**']],
  ['wiring', ['wiring/**', 'runtime.ts', 'config.ts']],
  ['core', ['domain-errors.ts', 'logger.ts', 'pagination.ts', 'version.ts', 'server-root.ts']],
  ['eval', ['eval/**']],
];

/** Where SQL (Drizzle's query builders and the schema's tables as values) may be written. */
export const SQL_HOMES = [
  '**/*store.ts',
  'db/**',
  'adapters/**/schema.ts',
  '**/*.test.ts',
  'test-support/**',
  '**/*test-support.ts',
];

/**
 * What a role may not import, by role (the rest is allowed). Stores are queries only: they import
 * other stores and the database layer, never a service, a cache or anything with a side effect.
 */
const DISALLOWED = {
  routes: ['store', 'db'],
  form: ['store', 'db', 'routes'],
  'page-data': ['store', 'db', 'routes'],
  store: ['routes', 'form', 'module', 'command', 'jobs', 'http', 'platform', 'wiring', 'eval'],
  // `wiring/services.ts` is the shape services declare their needs in (types only).
  module: ['routes', 'form', 'command', 'http'],
  jobs: ['routes', 'form', 'http'],
  adapter: ['routes', 'form', 'module', 'command', 'jobs', 'http'],
  db: ['routes', 'form', 'module', 'command', 'jobs', 'adapter', 'http', 'platform', 'wiring'],
  platform: ['routes', 'form', 'command', 'http'],
  core: ['routes', 'form', 'store', 'module', 'command', 'jobs', 'adapter', 'db', 'http', 'platform', 'wiring'],
};
/** Nothing but tests (and the caption evaluation, which runs the writers against the LLM double) imports test support. */
const PRODUCT_ROLES = SERVER_ROLES.map(([role]) => role).filter((role) => role !== 'test' && role !== 'eval');

const SERVER = 'apps/server/src';
const type = (role) => `server-${role}`;
const FASTIFY = ['fastify', 'fastify/*', '@fastify/*', 'fastify-plugin', 'fastify-type-provider-zod'];
const SQL_ONLY_IN_STORES = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
  allowTypeImports: true,
  message: 'SQL lives in stores (`*store.ts`) and db/: call a store, or import the row types only.',
};
const NO_FASTIFY = {
  group: FASTIFY,
  allowTypeImports: false,
  message: 'Services, stores and jobs never see Fastify: only routes, forms, plugins and the app do.',
};

/** The ESLint blocks for apps/server: spread them into eslint.config.js. */
export const serverRoles = [
  {
    files: [`${SERVER}/**/*.ts`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/include': [`${SERVER}/**`],
      'boundaries/elements': SERVER_ROLES.map(([role, patterns]) => ({
        type: type(role),
        pattern: patterns.map((pattern) => `${SERVER}/${pattern}`),
        // Whole-path patterns, so a role can be a file suffix. Deprecated in boundaries 7 (it warns
        // once per run) in favour of folder elements plus file categories; still supported.
        mode: 'full',
      })),
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...Object.entries(DISALLOWED).map(([role, roles]) => ({
              from: { element: { type: type(role) } },
              disallow: { to: roles.map((to) => ({ element: { type: type(to) } })) },
            })),
            ...PRODUCT_ROLES.map((role) => ({
              from: { element: { type: type(role) } },
              disallow: { to: { element: { type: type('test') } } },
            })),
          ],
        },
      ],
    },
  },
  {
    // SQL lives in stores and the database layer: elsewhere the schema's types only.
    files: [`${SERVER}/**/*.ts`],
    ignores: SQL_HOMES.map((pattern) => `${SERVER}/${pattern}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SQL_ONLY_IN_STORES] }],
    },
  },
  {
    // Rules never see Fastify: only routes, forms, plugins and the app do.
    files: [`${SERVER}/modules/**/*.ts`, `${SERVER}/jobs/**/*.ts`],
    ignores: [
      ...SQL_HOMES.map((pattern) => `${SERVER}/${pattern}`),
      `${SERVER}/**/*routes.ts`,
      `${SERVER}/**/*-form.ts`,
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SQL_ONLY_IN_STORES, NO_FASTIFY] }],
    },
  },
  {
    files: [`${SERVER}/**/*store.ts`, `${SERVER}/db/**/*.ts`],
    ignores: [`${SERVER}/**/*.test.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_FASTIFY] }] },
  },
];
