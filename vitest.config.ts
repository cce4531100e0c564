import { defineConfig } from 'vitest/config';

const setupFiles = ['./vitest.setup.ts'];

/**
 * One Vitest run, three projects: pure packages, the server (integration tests on a cloned
 * database per file; PostgreSQL when TEST_DATABASE_URL is set), and the web app (jsdom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          setupFiles,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [...setupFiles, './apps/server/src/test-support/server-setup.ts'],
          globalSetup: ['./apps/server/src/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [...setupFiles, './apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
