import closeWithGrace from 'close-with-grace';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../app';
import { prepareLibraryJob } from '../jobs/handlers/startup';
import { checkReadiness } from '../modules/health/readiness-service';
import { openRuntime, type Runtime } from '../runtime';

/** How long a start may take until the server listens (migrations included; the library loads after). */
const START_WATCHDOG_MS = 120_000;

/**
 * API and web, with in-process workers unless `--no-workers` (then `worker` processes work the
 * jobs). SIGTERM/SIGINT: stop accepting, finish requests, close the database.
 */
export async function serve(options: { workers?: boolean } = {}): Promise<void> {
  const work = options.workers !== false;
  // A start that hangs before it listens (a failed start once did, decision 055) ends the process
  // instead, so a supervisor starts it again rather than leaving one that never answers.
  const watchdog = setTimeout(() => {
    console.error(
      `not listening ${START_WATCHDOG_MS / 1000} s after starting: the start hung; exiting to be restarted`,
    );
    process.exit(1);
  }, START_WATCHDOG_MS);
  // Never what keeps the process alive: a start that fails exits as it would without it.
  watchdog.unref();
  const runtime = await openRuntime({ work, shareEmbeddedDatabase: true, startQueue: true });
  const { config, logger } = runtime;
  const app = await buildApp(runtime);

  let stopping = false;
  closeWithGrace({ delay: 15_000, logger }, async ({ signal, err }) => {
    stopping = true;
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
    await runtime.close();
  });

  await app.listen({ port: config.port, host: config.host });
  clearTimeout(watchdog);
  logger.info(
    { url: config.publicUrl, database: runtime.database.kind, dataDir: config.dataDir, workers: work },
    `listening on ${config.publicUrl}`,
  );
  // As a job (one for the cluster however many processes start): the site answers at once while
  // the starter library loads and the showcase renders; GET /api/ready says when it is in.
  await runtime.queue.send(prepareLibraryJob, {}, { unlessWaiting: true });
  await sayWhenReady(runtime, () => stopping);
}

/** Logs "ready" once GET /api/ready would answer 200: what `npm start` and an operator wait for. */
async function sayWhenReady(runtime: Runtime, stopping: () => boolean): Promise<void> {
  const started = Date.now();
  while (!stopping()) {
    const readiness = await checkReadiness(runtime, runtime.logger);
    if (readiness.status === 'ready') {
      runtime.logger.info({ ms: Date.now() - started }, `ready on ${runtime.config.publicUrl}`);
      return;
    }
    await sleep(500);
  }
}
