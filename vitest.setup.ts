/**
 * A console.error during a test is a failure: it usually means a React warning (hydration, act,
 * keys) or an error some code swallowed.
 */
import { afterEach, vi } from 'vitest';

// Test files share a worker's globals (isolate: false), so console.error is wrapped once per worker.
const shared = globalThis as { consoleErrors?: unknown[][] };
if (!shared.consoleErrors) {
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
  shared.consoleErrors = errors;
}
const errors = shared.consoleErrors;

afterEach(() => {
  if (errors.length === 0) return;
  const found = errors.splice(0).map((args) => args.map(String).join(' '));
  vi.restoreAllMocks();
  throw new Error(`console.error was called during the test:\n${found.join('\n')}`);
});
