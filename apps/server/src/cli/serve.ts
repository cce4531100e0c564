import closeWithGrace from 'close-with-grace';
import { buildApp } from '../app';
import { prepareLibraryJob } from '../jobs/handlers/startup';
import { openRuntime } from '../runtime';

/** API, web and in-process workers. SIGTERM/SIGINT: stop accepting, finish requests, close the database. */
export async function serve(): Promise<void> {
  const runtime = await openRuntime({ work: true, shareEmbeddedDatabase: true, startQueue: true });
  const { config, logger } = runtime;
  const app = await buildApp(runtime);

  closeWithGrace({ delay: 15_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
    await runtime.close();
  });

  await app.listen({ port: config.port, host: config.host });
  logger.info(
    { url: config.publicUrl, database: runtime.database.kind, dataDir: config.dataDir },
    `ready on ${config.publicUrl}`,
  );
  // As a job: the site answers at once while the starter library loads and the showcase renders.
  await runtime.queue.send(prepareLibraryJob, {});
}
