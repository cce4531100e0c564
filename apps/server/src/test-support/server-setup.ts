/**
 * For every server test: when it fails, what the server logged at error level during it is added
 * to its failure, so a 500 on CI explains itself (the log lines are otherwise silent).
 */
import { beforeEach } from 'vitest';
import { loggedErrors } from './logger';

beforeEach((context) => {
  loggedErrors.length = 0;
  context.onTestFailed(() => {
    if (loggedErrors.length === 0) return;
    const lines = loggedErrors.splice(0).map((line) => line.split('\n').slice(0, 8).join('\n'));
    throw new Error(`The server logged during this test:\n${lines.join('\n---\n')}`);
  });
});
