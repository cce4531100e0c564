/**
 * `billing advance --email E [--decline]` for the operator CLI (main.ts): see renewal-service.ts.
 * It runs on the billing context of the process's services (runtime.ts), like every other caller.
 */
import type { Command } from 'commander';
import { DomainError } from '../../domain-errors';
import { openRuntime } from '../../runtime';
import { advanceAccount } from './renewal-service';

export function registerBillingCommands(program: Command): void {
  const billing = program.command('billing').description('subscriptions and payments (support tools)');
  billing
    .command('advance')
    .description("end an account's billing period now: renew it (or end it if cancelled, or retry a failed payment)")
    .requiredOption('--email <email>', 'e-mail address of the account')
    .option('--decline', "make this renewal's payment fail (the subscription becomes past due)")
    .allowExcessArguments(false)
    .action(async (options: { email: string; decline?: boolean }) => {
      const runtime = await openRuntime({ work: false, shareEmbeddedDatabase: false, startQueue: false });
      try {
        console.log(await advanceAccount(runtime.billing, options));
      } catch (error) {
        if (error instanceof DomainError) {
          process.exitCode = 1;
          console.error(error.message);
          return;
        }
        throw error;
      } finally {
        await runtime.close();
      }
    });
}
