import { z } from 'zod';
import { PLAN_KEYS } from '@memeforge/contract';
import { importTemplatesAs, type ImportFormat } from '../modules/templates/memegen-import';
import { findUserByEmail } from '../modules/users/store';
import { updateUser } from '../modules/users/update-user';
import { grantCredits } from '../modules/credits/ledger-store';
import { openRuntime } from '../runtime';
import { createOrPromoteSuperuser, disableUser } from '../modules/users/service';
import { InvalidInput } from '../domain-errors';
import { entitlementsFor, type Entitlements } from '../modules/entitlements/policy';

/** A refusal an operator can act on: printed as one line, exit status 1. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** Runs one operator task on a runtime that enqueues but does not work jobs, then closes it. */
async function withRuntime<T>(task: (runtime: Awaited<ReturnType<typeof openRuntime>>) => Promise<T>): Promise<T> {
  const runtime = await openRuntime({ work: false, shareEmbeddedDatabase: false, startQueue: false });
  try {
    return await task(runtime);
  } finally {
    await runtime.close();
  }
}

export async function migrate(): Promise<void> {
  // openRuntime migrates; nothing else to do.
  await withRuntime(async ({ logger, database }) => logger.info({ database: database.kind }, 'migrations applied'));
}

const SuperuserArgs = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z.string().min(1, 'the password must not be empty'),
  name: z.string().optional(),
});

/** Where create-superuser takes the password from instead of the command line. */
export const PASSWORD_ENV = 'MEMEFORGE_PASSWORD';

/**
 * The password for create-superuser: from MEMEFORGE_PASSWORD, else typed at a prompt that does not
 * echo, else the first line of standard input. Never an argument: arguments land in shell history
 * and are visible to every user of the machine through the process list.
 */
export async function readOperatorPassword(): Promise<string> {
  // A one-off secret for one command, not a setting of the server, so not part of config.ts.
  const fromEnvironment = process.env[PASSWORD_ENV];
  if (fromEnvironment) return fromEnvironment;
  const { createInterface } = await import('node:readline');
  const input = process.stdin;
  const rl = createInterface({ input, output: process.stdout, terminal: input.isTTY === true });
  try {
    if (input.isTTY) {
      process.stdout.write('Password: ');
      // Keeps what is typed off the screen; readline still collects it.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    }
    const line = await new Promise<string>((resolve) => {
      rl.once('line', resolve);
      rl.once('close', () => resolve(''));
    });
    if (input.isTTY) process.stdout.write('\n');
    return line;
  } finally {
    rl.close();
  }
}

export async function createSuperuser(args: unknown): Promise<string> {
  const input = SuperuserArgs.parse(args);
  return withRuntime(async ({ database }) => {
    try {
      const { user, created } = await createOrPromoteSuperuser(database.db, input);
      return created
        ? `Created superuser ${user.email} (id ${user.id}).`
        : `Updated superuser ${user.email} (id ${user.id}); its sessions and e-mailed links were ended.`;
    } catch (error) {
      if (error instanceof InvalidInput) throw new OperatorError(refusalText(error));
      throw error;
    }
  });
}

/** A domain refusal's messages as one line. */
function refusalText(error: InvalidInput): string {
  return Object.values(error.body)
    .flatMap((value) => (Array.isArray(value) ? value : [String(value)]))
    .join(' ');
}

const DisableUserArgs = z.object({ email: z.email('--email must be an e-mail address') });

/**
 * Support tool: the account can no longer sign in (password, e-mailed link or Google), and every
 * token it holds stops working: at once in this process, within the access cache's few seconds in
 * running servers.
 */
export async function disableUserCommand(args: unknown): Promise<string> {
  const { email } = DisableUserArgs.parse(args);
  return withRuntime(async ({ database }) => {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new OperatorError(`No account with the e-mail ${email}.`);
    if (user.disabledAt) return `${user.email} was already disabled (${user.disabledAt.toISOString()}).`;
    await disableUser(database.db, user.id);
    return `${user.email} is disabled: it cannot sign in and every session and e-mailed link has ended.`;
  });
}

export async function importTemplatesCommand(target: string, format: ImportFormat = 'manifest'): Promise<number> {
  return withRuntime(async ({ database, storage }) => {
    const report = await importTemplatesAs(format, { db: database.db, storage }, target, (outcome, index, total) => {
      const line = `[${index + 1}/${total}] ${outcome.status.padEnd(8)} ${outcome.file}`;
      console.log(outcome.reason ? `${line}: ${outcome.reason}` : line);
    });
    console.log(`Imported ${report.imported}, already present ${report.skipped}, rejected ${report.rejected.length}.`);
    return report.rejected.length > 0 ? 2 : 0;
  });
}

/** What a plan change means for the person, in the words support would use. */
function describeEntitlements(entitlements: Entitlements): string {
  return [
    entitlements.libraryAccess ? 'template library' : 'no template library',
    `unhinged levels up to ${entitlements.maxUnhingedLevel}`,
    entitlements.aiCaption ? 'AI caption' : 'no AI caption',
  ].join(', ');
}

const SetPlanArgs = z.object({
  email: z.email('--email must be an e-mail address'),
  plan: z.enum(PLAN_KEYS, { error: `--plan must be one of ${PLAN_KEYS.join(', ')}` }),
  cycle: z.enum(['month', 'year'], { error: '--cycle must be month or year' }).optional(),
});

/** Support tool: puts an account on a plan (billing, once built, keeps plans in sync with Stripe). */
export async function setPlan(args: unknown): Promise<string> {
  const { email, plan, cycle } = SetPlanArgs.parse(args);
  return withRuntime(async ({ database }) => {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new OperatorError(`No account with the e-mail ${email}.`);
    const billingCycle = plan === 'free' ? null : (cycle ?? 'month');
    await updateUser(database.db, user.id, { plan, billingCycle });
    return `${user.email} is now on the ${plan} plan${billingCycle ? ` (${billingCycle})` : ''}: ${describeEntitlements(entitlementsFor({ plan, isSuperuser: user.isSuperuser }))}.`;
  });
}

const GrantCreditsArgs = z.object({
  email: z.email('--email must be an e-mail address'),
  amount: z.coerce
    .number({ error: '--amount must be a whole number' })
    .int('--amount must be a whole number')
    .refine((value) => value !== 0, '--amount must not be 0')
    .refine((value) => Math.abs(value) <= 1_000_000, '--amount must be at most 1,000,000 either way'),
  reason: z.string().trim().min(1, '--reason must say why (it is kept in the ledger)').max(200),
});

/** Support tool: adds (or with a negative amount, takes back) credits, recorded in the ledger. */
export async function grantCreditsCommand(args: unknown): Promise<string> {
  const { email, amount, reason } = GrantCreditsArgs.parse(args);
  return withRuntime(async ({ database }) => {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new OperatorError(`No account with the e-mail ${email}.`);
    if (user.credits + amount < 0) {
      throw new OperatorError(`${user.email} has ${user.credits} credits; taking ${-amount} would go below zero.`);
    }
    const balance = await grantCredits(database.db, user.id, amount, `Support: ${reason}`);
    return `${user.email} now has ${balance} credits (${amount > 0 ? '+' : ''}${amount}: ${reason}).`;
  });
}
