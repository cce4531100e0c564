// @ts-check
import boundaries from 'eslint-plugin-boundaries';

/**
 * The web app's boundaries, written once: what each feature (`apps/web/src/features/<name>/`) may
 * import, and what the app's other folders may. `webBoundaries` below turns them into
 * eslint-plugin-boundaries policies, and each feature's README repeats its row word for word
 * (`importsSentence`; `apps/web/src/features/readmes.test.ts` fails when they disagree).
 *
 * Every web file may import the contract and npm packages (the workspace rules in
 * eslint.config.js say which packages); these tables are about the web app's own folders:
 * `api` (api/, the typed client), `ui` (ui/, the design system), `meta` (routes/meta.ts, the
 * title table and head tags), and the features. A file may always import its own folder.
 * `import type` counts like any import. Test files (`*.test.ts(x)`, `test-support/`, a feature's
 * `*-test-support.tsx` and `*-test-data.ts`) compose whatever they test, like pages do; other code
 * imports no test file of another folder.
 */
export const FEATURES = {
  // The profile's API keys: list, create (shown once), revoke.
  'api-keys': { uses: ['api', 'ui'], features: ['forms'] },
  auth: { uses: ['api', 'ui'], features: ['forms', 'legal', 'session'] },
  billing: { uses: ['api', 'ui'], features: ['auth', 'session'] },
  browse: { uses: ['api', 'ui'], features: [] },
  contact: { uses: ['api', 'ui'], features: ['forms', 'session'] },
  // The guide and API reference of /docs/api: static text, and the viewer loaded on that page only.
  developers: { uses: [], features: [] },
  editor: { uses: ['api', 'ui'], features: ['memes', 'session', 'templates', 'upgrade'] },
  forms: { uses: [], features: [] },
  generation: { uses: ['api', 'ui'], features: ['memes', 'session', 'upgrade'] },
  landing: { uses: ['api', 'ui'], features: ['auth'] },
  legal: { uses: ['ui'], features: [] },
  memes: { uses: ['api', 'ui'], features: ['browse', 'sharing'] },
  newsletter: { uses: ['api', 'ui'], features: ['auth', 'forms'] },
  profile: { uses: ['api', 'ui'], features: ['forms', 'session'] },
  // A leaf: head tags and structured data for the public pages, built on by templates and sharing.
  seo: { uses: ['meta'], features: [] },
  session: { uses: ['api', 'meta'], features: [] },
  sharing: { uses: ['api', 'ui', 'meta'], features: ['seo'] },
  templates: { uses: ['api', 'ui', 'meta'], features: ['auth', 'browse', 'seo', 'session', 'upgrade'] },
  upgrade: { uses: ['ui'], features: [] },
};

/**
 * The other folders of apps/web/src: the shared layers import no feature, and pages and layouts
 * are where features meet (a page hands one feature's component to another's, e.g. the editor
 * dialog to the meme and template cards). `app` is the files at the top (App, entries, boot).
 */
export const LAYERS = {
  api: [],
  ui: [],
  meta: [],
  routes: ['ui', 'pages'],
  layouts: ['api', 'ui', 'meta', 'routes', 'features'],
  pages: ['api', 'ui', 'meta', 'routes', 'layouts', 'features'],
  app: ['api', 'ui', 'meta', 'routes', 'layouts', 'pages', 'features'],
};

/** How a README names what the tables call `api`, `ui` and `meta`. */
const USE_NAMES = { api: '`api/`', ui: '`ui/`', meta: '`routes/meta.ts`' };

/** 'a', 'a and b', 'a, b and c' */
function list(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The sentence a feature's README says about its imports, made from its row of `FEATURES`. */
export function importsSentence(feature) {
  const { uses, features } = FEATURES[feature];
  const named = list(features.map((name) => `\`${name}\``));
  const parts = ['the contract', ...uses.map((use) => USE_NAMES[use])];
  if (features.length > 0) parts.push(`the ${named} feature${features.length > 1 ? 's' : ''}`);
  return `May import ${list(parts)}; nothing else of the web app.`;
}

const WEB = 'apps/web/src';
const TYPE = {
  features: 'web-feature',
  api: 'web-api',
  ui: 'web-ui',
  routes: 'web-routes',
  layouts: 'web-layouts',
  pages: 'web-pages',
  app: 'web-app',
};

/** A selector for the files of a table's name ('meta' is one file of routes/). */
function target(name, captured) {
  if (name === 'meta') return { element: { type: TYPE.routes }, file: { categories: 'meta' } };
  return { element: captured ? { type: TYPE[name], captured } : { type: TYPE[name] } };
}

/** Each feature's row of `FEATURES` (a feature with nothing to import needs no policy: the default refuses). */
const featurePolicies = Object.entries(FEATURES)
  .filter(([, { uses, features }]) => uses.length + features.length > 0)
  .map(([name, { uses, features }]) => ({
    from: target('features', { feature: name }),
    allow: {
      to: [...uses.map((use) => target(use)), ...(features.length ? [target('features', { feature: features })] : [])],
    },
  }));

const layerPolicies = Object.entries(LAYERS)
  .filter(([, allowed]) => allowed.length > 0)
  .map(([layer, allowed]) => ({ from: target(layer), allow: { to: allowed.map((name) => target(name)) } }));

/** routes/meta.ts is a leaf, though the rest of routes/ may import more. */
const metaPolicy = {
  from: { file: { categories: 'meta' } },
  disallow: { to: { element: { type: 'web-*' } } },
  message: 'routes/meta.ts imports nothing of the web app: features import it.',
};

/** Code outside tests imports no other folder's test helpers. */
const noTestHelpers = {
  disallow: { to: { file: { categories: 'test' } } },
  message: 'Test helpers (*.test, test-support/, *-test-support, *-test-data) are for tests only.',
};

/** Tests compose what they test, like pages. Last, so it wins: a later matching policy decides. */
const testPolicy = {
  from: [{ file: { categories: 'test' } }, { element: { type: 'web-test-support' } }],
  allow: { to: { element: { type: 'web-*' } } },
};

/** Folders matched from the repository root; the first that matches names a file's element. */
const folder = (type, path, capture) => ({ type, pattern: `${WEB}/${path}`, partialMatch: false, capture });

/** The ESLint block for apps/web: spread it into eslint.config.js. */
export const webBoundaries = [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': [`${WEB}/**`],
      'boundaries/elements': [
        folder(TYPE.features, 'features/*', ['feature']),
        folder(TYPE.api, 'api'),
        folder(TYPE.ui, 'ui'),
        folder(TYPE.routes, 'routes'),
        folder(TYPE.layouts, 'layouts'),
        folder(TYPE.pages, 'pages'),
        folder('web-test-support', 'test-support'),
        // What is left: the files at the top of src/ (App, AppProviders, the entries, boot).
        { type: TYPE.app, pattern: WEB, partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'meta', pattern: `${WEB}/routes/meta.ts` },
        {
          category: 'test',
          pattern: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/*-test-support.tsx`, `${WEB}/**/*-test-data.ts`],
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [...featurePolicies, ...layerPolicies, metaPolicy, noTestHelpers, testPolicy],
        },
      ],
    },
  },
];
