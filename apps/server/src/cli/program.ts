/**
 * The command line: `serve`, `worker`, `migrate` and the operator commands, with their flags. Built
 * here, run by main.ts; the deployment files' test reads it to check every command they name.
 */
import { Command, Option } from 'commander';
import { serve } from './serve';
import { worker } from './worker';
import { jobRegistry } from '../jobs/definitions';
import {
  createSuperuser,
  disableUserCommand,
  grantCreditsCommand,
  importTemplatesCommand,
  migrate,
  PASSWORD_ENV,
  readOperatorPassword,
  setPlan,
} from './operator';
import { registerContactCommands } from '../modules/contact/list-command';
import { registerBillingCommands } from '../modules/billing/billing-command';
import { registerMcpCommand } from '../modules/mcp/mcp-command';
import { IMPORT_FORMATS, type ImportFormat } from '../modules/templates/memegen-import';

export function buildProgram(): Command {
  const program = new Command()
    .name('memeforge')
    .description('MemeForge server and operator commands')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('serve')
    .description('serve the API and web app, with in-process workers')
    .option('--no-workers', 'serve only: jobs are worked by `worker` processes')
    .action(serve);
  program
    .command('worker')
    .description('run job workers only')
    .option('--queues <names>', `comma-separated jobs to work (default all): ${[...jobRegistry.keys()].join(', ')}`)
    .option('--concurrency <n>', "jobs of each kind run side by side (default: each job's own)")
    .action(worker);
  program.command('migrate').description('apply database migrations').action(migrate);
  program
    .command('create-superuser')
    .description(
      `create a superuser, or promote and re-password an existing account (ending its sessions); the password comes from ${PASSWORD_ENV} or a prompt`,
    )
    .requiredOption('--email <email>', 'e-mail address')
    .option('--name <name>', 'display name')
    .allowExcessArguments(false)
    .action(async (options: { email: string; name?: string }) => {
      console.log(await createSuperuser({ ...options, password: await readOperatorPassword() }));
    });

  program
    .command('disable-user')
    .description('disable an account: no more sign-in, and every session and e-mailed link ends at once')
    .requiredOption('--email <email>', 'e-mail address of the account')
    .allowExcessArguments(false)
    .action(async (options: { email: string }) => {
      console.log(await disableUserCommand(options));
    });

  const templates = program.command('templates').description('the meme template library');
  templates
    .command('import')
    .description('load templates from a folder with a manifest (JSON or YAML); safe to run again')
    .argument('<path>', 'folder holding manifest.json / manifest.yaml, or the manifest file')
    .addOption(
      new Option('--format <format>', 'manifest, or memegen (a folder of templates/<id>/config.yml)')
        .choices(IMPORT_FORMATS)
        .default('manifest'),
    )
    .action(async (target: string, options: { format: ImportFormat }) => {
      process.exitCode = await importTemplatesCommand(target, options.format);
    });

  program
    .command('set-plan')
    .description('put an account on a plan (support tool; billing keeps plans in sync with Stripe)')
    .requiredOption('--email <email>', 'e-mail address of the account')
    .requiredOption('--plan <plan>', 'plan key: free, legacy_starter, basic, pro, legacy_pro or business')
    .option('--cycle <cycle>', 'billing cycle for paid plans: month or year', 'month')
    .action(async (options: { email: string; plan: string; cycle?: string }) => {
      console.log(await setPlan(options));
    });

  program
    .command('grant-credits')
    .description('add credits to an account (negative to take some back); kept in the credit ledger')
    .requiredOption('--email <email>', 'e-mail address of the account')
    .requiredOption('--amount <n>', 'credits to add (a whole number; negative to take back)')
    .requiredOption('--reason <text>', 'why, for the ledger')
    .allowExcessArguments(false)
    .action(async (options: { email: string; amount: string; reason: string }) => {
      console.log(await grantCreditsCommand(options));
    });

  registerContactCommands(program);
  registerBillingCommands(program);
  registerMcpCommand(program);
  return program;
}
