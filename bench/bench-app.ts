/**
 * The real app as the benchmarks run it: built over the benchmark's own database, queue and
 * storage, listening on a random loopback port, called with a real session's bearer token.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { createOfflineCaptionWriter } from '../apps/server/src/adapters/ai';
import { createMetrics } from '../apps/server/src/metrics';
import { startSession } from '../apps/server/src/auth/sessions';
import { TokenSigner } from '../apps/server/src/auth/tokens';
import type { NewUserRow } from '../apps/server/src/db/schema';
import type { Database } from '../apps/server/src/db/types';
import { insertUser } from '../apps/server/src/modules/users/store';
import { RecordingMailer } from '../apps/server/src/test-support/recording-mailer';
import { createServices, type ServiceAdapters } from '../apps/server/src/wiring/create-services';
import type { Services } from '../apps/server/src/wiring/services';

const SECRET_KEY = 'bench-secret-key-that-is-long-enough-0123456789';

/**
 * The process's services as a benchmark runs it: the one builder, with a mailer that only keeps
 * what it is given, and unless the benchmark gives its own, fresh metrics and the offline writer.
 */
export function benchServices(
  adapters: Pick<ServiceAdapters, 'database' | 'queue' | 'storage' | 'logger'> &
    Partial<Pick<ServiceAdapters, 'metrics' | 'captionWriter' | 'waits'>>,
): Services {
  const metrics = adapters.metrics ?? createMetrics();
  return createServices({
    settings: {
      publicUrl: 'http://127.0.0.1',
      secretKey: SECRET_KEY,
      webDistDir: '/nonexistent',
      trustProxy: false,
      google: null,
    },
    mailer: new RecordingMailer(),
    captionWriter: createOfflineCaptionWriter({ metrics }),
    ...adapters,
    metrics,
  });
}

/** Not listening yet, so a benchmark can register its peer's routes first. */
export function buildBenchApp(services: Services): Promise<FastifyInstance> {
  return buildApp(services);
}

/** Listens on a random port of 127.0.0.1 and answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** A verified user with the given plan and credits, and the headers that sign requests in as them. */
export async function benchUserHeaders(
  database: Database,
  values: Pick<NewUserRow, 'plan'> & Partial<NewUserRow>,
): Promise<Record<string, string>> {
  const user = await insertUser(database.db, {
    email: 'bench@example.com',
    name: 'Bench',
    emailVerifiedAt: new Date(),
    ...values,
  });
  const session = await startSession(database.db, new TokenSigner(SECRET_KEY), user.id);
  return { authorization: `Bearer ${session.access}` };
}
