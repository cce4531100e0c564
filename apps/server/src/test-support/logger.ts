import { createLogger, type Logger } from '../logger';

/** The error lines the test apps logged since the current test began (see server-setup.ts). */
export const loggedErrors: string[] = [];

const ERROR_LEVEL = 50;

/**
 * The test apps' logger. Quiet, but its errors are kept in `loggedErrors`, so a test that fails
 * on a 500 also says what the server logged about it. TEST_LOG_LEVEL=<level> writes to stdout instead.
 */
export function testLogger(): Logger {
  const level = process.env.TEST_LOG_LEVEL;
  if (level) return createLogger(level);
  return createLogger('error', {
    write(line: string) {
      const record = JSON.parse(line) as { level: number; msg?: string; err?: { stack?: string; message?: string } };
      if (record.level < ERROR_LEVEL) return;
      loggedErrors.push(`${record.msg ?? ''}: ${record.err?.stack ?? record.err?.message ?? line}`);
    },
  });
}
