import closeWithGrace from 'close-with-grace';
import { buildApp } from '../app';
import { openRuntime } from '../runtime';
import { loadSeedTemplates } from '../modules/templates/seed';
import { loadConfig } from '../config';
import { loadMarketingContent } from '../modules/showcase/content';
import { renderShowcase } from '../modules/showcase/render';

/** API, web and in-process workers. SIGTERM/SIGINT: stop accepting, finish requests, close the database. */
export async function serve(): Promise<void> {
  // The landing page's content file first: a bad edit stops the start, naming the field, before
  // anything is opened.
  const marketing = loadMarketingContent(loadConfig().marketingContentPath);
  const runtime = await openRuntime({ work: true, shareEmbeddedDatabase: true, startQueue: true });
  const { config, logger } = runtime;
  const app = await buildApp({ ...runtime, marketing });

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
  // In the background: the site answers at once while the starter library loads.
  loadSeedTemplates({ db: runtime.database.db, storage: runtime.storage }, logger)
    .catch((err: unknown) => logger.error({ err }, 'loading the starter template library failed'))
    // The landing page's showcase memes are drawn from the library once it is in (decision 028).
    .then(() => renderShowcase({ db: runtime.database.db, storage: runtime.storage, logger, content: marketing }))
    .catch((err: unknown) => logger.error({ err }, 'rendering the showcase memes failed'));
}
