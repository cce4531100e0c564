/**
 * The server as production runs it: the bundle `npm run build` writes (decision 055). Tests and
 * benchmarks that start whole server processes build it first (about a second), so they never run
 * a bundle older than the sources beside it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Relative to the repository root, as the Dockerfile and `npm start` name it. */
export const SERVER_BUNDLE = 'apps/server/dist/main.js';

/** Node's arguments that run the bundle (source maps on, so stacks name the TypeScript files). */
export const SERVER_BUNDLE_ARGS = ['--enable-source-maps', SERVER_BUNDLE];

let built = false;

/** Bundles the server once per test process; throws with esbuild's output when it fails. */
export function buildServer(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the server bundle did not build:\n${result.stdout}${result.stderr}`);
  built = true;
}
