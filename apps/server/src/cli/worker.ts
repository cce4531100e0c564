import closeWithGrace from 'close-with-grace';
import { jobRegistry } from '../jobs/definitions';
import { openRuntime } from '../runtime';
import { OperatorError } from './operator';

/**
 * Job workers only, for running beside N `serve --no-workers` processes. `queues` names the jobs
 * this process works (say, video renders on bigger machines); all of them when it is not given.
 * `concurrency` is how many jobs of each kind it runs side by side (default: each job's own).
 */
export async function worker(options: { queues?: string; concurrency?: string } = {}): Promise<void> {
  const concurrency = options.concurrency === undefined ? undefined : Number(options.concurrency);
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 64)) {
    throw new OperatorError('--concurrency must be a whole number from 1 to 64.');
  }
  const queues = options.queues
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = queues?.filter((name) => !jobRegistry.has(name)) ?? [];
  if (unknown.length > 0) {
    throw new OperatorError(`No job named ${unknown.join(', ')}. The jobs are: ${[...jobRegistry.keys()].join(', ')}.`);
  }
  const runtime = await openRuntime({
    work: true,
    shareEmbeddedDatabase: false,
    startQueue: true,
    queues,
    concurrency,
  });
  runtime.logger.info(
    { database: runtime.database.kind, queues: queues ?? 'all', concurrency: concurrency ?? 'per job' },
    'worker started',
  );
  closeWithGrace({ delay: 30_000, logger: runtime.logger }, async ({ signal, err }) => {
    if (err) runtime.logger.error({ err }, 'worker stopping after an error');
    else runtime.logger.info({ signal }, 'worker stopping');
    await runtime.close();
  });
}
