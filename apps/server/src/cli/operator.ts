import { z } from 'zod';
import { openRuntime } from '../runtime';
import { createOrPromoteSuperuser } from '../modules/users/service';
import { PASSWORD_MIN_LENGTH } from '@memeforge/contract';

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
  password: z.string().min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  name: z.string().optional(),
});

export async function createSuperuser(args: unknown): Promise<string> {
  const input = SuperuserArgs.parse(args);
  return withRuntime(async ({ database }) => {
    const { user, created } = await createOrPromoteSuperuser(database.db, input);
    return `${created ? 'Created' : 'Updated'} superuser ${user.email} (id ${user.id}).`;
  });
}
