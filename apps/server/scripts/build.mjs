/**
 * Bundles the server (src/main.ts and the workspace packages it imports) into dist/main.js, so
 * production runs plain JavaScript on Node with no TypeScript loader (decision 055). npm packages
 * stay outside the bundle and load from node_modules as usual, so native modules (sharp, argon2,
 * canvas) and packages that read their own files keep working.
 */
import { build } from 'esbuild';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Bare imports are npm packages (left to Node), except our own workspace packages (bundled). */
const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@memeforge/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile: path.join(serverRoot, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesStayExternal],
});
console.log(`Server bundled to apps/server/dist/main.js in ${Math.round(performance.now() - started)} ms`);
