#!/usr/bin/env node
/**
 * The one binary: `serve` (API + web + in-process workers), `worker`, `migrate`, and operator
 * commands (cli/program.ts). Run from the repository root with `npm run cli -- COMMAND [options]`.
 */
import { CommanderError } from 'commander';
import { ZodError } from 'zod';
import { ConfigError } from './config';
import { DatabaseInUseError } from './db/open';
import { OperatorError } from './cli/operator';
import { buildProgram } from './cli/program';
import { ManifestError } from './modules/templates/import';
import { McpCommandError } from './modules/mcp/mcp-command';

const program = buildProgram();

/** Known failures print one clear line; anything else is a bug and prints its stack. */
function explain(error: unknown): string | undefined {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof OperatorError ||
    error instanceof ManifestError ||
    error instanceof McpCommandError
  ) {
    return error.message;
  }
  if (error instanceof ZodError) return error.issues.map((issue) => issue.message).join('\n');
  return undefined;
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode);
  const message = explain(error);
  if (message) {
    console.error(`Error: ${message}`);
    process.exit(1);
  }
  throw error;
}
