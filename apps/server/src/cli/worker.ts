import closeWithGrace from 'close-with-grace';
import { openRuntime } from '../runtime';

/** Job workers only, for running beside N `serve` processes on PostgreSQL. */
export async function worker(): Promise<void> {
  const runtime = await openRuntime({ work: true, shareEmbeddedDatabase: false, startQueue: true });
  runtime.logger.info({ database: runtime.database.kind }, 'worker started');
  closeWithGrace({ delay: 30_000, logger: runtime.logger }, async ({ signal, err }) => {
    if (err) runtime.logger.error({ err }, 'worker stopping after an error');
    else runtime.logger.info({ signal }, 'worker stopping');
    await runtime.close();
  });
}
