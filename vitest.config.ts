import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

const setupFiles = ['./vitest.setup.ts'];

/**
 * Test files that replace a module with `vi.mock` need a module graph of their own: a worker that
 * already loaded the real module would hand them that one. Every other file shares its worker's
 * loaded modules (`isolate: false`), which takes the suite from about 17 minutes to about 7 on two
 * cores (importing the app once per worker instead of once per file). Decision 060.
 */
function mockingFiles(pattern: string): string[] {
  return globSync(pattern, { ignore: ['**/node_modules/**'] }).filter((file) =>
    /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')),
  );
}

const serverTests = 'apps/server/src/**/*.test.ts';
const webTests = 'apps/web/src/**/*.test.{ts,tsx}';
const serverMocking = mockingFiles(serverTests);
const webMocking = mockingFiles(webTests);

const server = {
  environment: 'node' as const,
  setupFiles: [...setupFiles, './apps/server/src/test-support/server-setup.ts'],
  globalSetup: ['./apps/server/src/test-support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const web = { environment: 'jsdom' as const, setupFiles: [...setupFiles, './apps/web/src/test-setup.ts'] };

/**
 * One Vitest run, three kinds of project: pure packages, the server (integration tests on a cloned
 * database per file; PostgreSQL when TEST_DATABASE_URL is set), and the web app (jsdom). The server
 * and web projects each have an isolated twin for the files that mock modules: select both with
 * `--project 'server*'`. Two workers: the tests wait on databases, child processes and timers as
 * much as they compute, so the second core is worth more than it costs.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node', setupFiles },
      },
      { test: { name: 'server', include: [serverTests], exclude: serverMocking, isolate: false, ...server } },
      { test: { name: 'server-isolated', include: serverMocking, ...server } },
      { test: { name: 'web', include: [webTests], exclude: webMocking, isolate: false, ...web } },
      { test: { name: 'web-isolated', include: webMocking, ...web } },
    ],
  },
});
