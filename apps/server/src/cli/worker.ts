import closeWithGrace from 'close-with-grace';
import { jobRegistry } from '../jobs/definitions';
import { openRuntime } from '../runtime';
import { OperatorError } from './operator';

/**
 * Job workers only, for running beside N `serve` processes on PostgreSQL. `queues` names the jobs
 * this process works (say, video renders on bigger machines); all of them when it is not given.
 */
export async function worker(options: { queues?: string } = {}): Promise<void> {
  const queues = options.queues
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = queues?.filter((name) => !jobRegistry.has(name)) ?? [];
  if (unknown.length > 0) {
    throw new OperatorError(`No job named ${unknown.join(', ')}. The jobs are: ${[...jobRegistry.keys()].join(', ')}.`);
  }
  const runtime = await openRuntime({ work: true, shareEmbeddedDatabase: false, startQueue: true, queues });
  runtime.logger.info({ database: runtime.database.kind, queues: queues ?? 'all' }, 'worker started');
  closeWithGrace({ delay: 30_000, logger: runtime.logger }, async ({ signal, err }) => {
    if (err) runtime.logger.error({ err }, 'worker stopping after an error');
    else runtime.logger.info({ signal }, 'worker stopping');
    await runtime.close();
  });
}
