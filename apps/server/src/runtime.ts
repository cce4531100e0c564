/**
 * Opens what every command needs: settings, logger, database (migrated) and the job queue.
 * The commands in main.ts decide what to run on top (HTTP, workers, an operator task).
 */
import { loadConfig, type Config } from './config';
import { listenForChanges } from './db/change-notices';
import { openDatabase } from './db/open';
import { migrateDatabase } from './db/migrate';
import { jobRegistry } from './jobs/definitions';
import { JobQueue } from './jobs/queue';
import { createLogger } from './logger';
import { createMailer } from './adapters/mail';
import { createMediaStorage } from './adapters/storage';
import { createCaptionWriter, warmUp } from './adapters/ai';
import { createMetrics } from './metrics';
import { loadMarketingContent } from './modules/showcase/content';
import { createServices } from './wiring/create-services';
import type { Services } from './wiring/services';
import { registerCaptionFonts } from '@memeforge/render/fonts';
import { removeWorkDirsOfEndedProcesses, useMediaTools } from '@memeforge/render/media';

/** The process's services (built once, here), its full settings, and how to close what it opened. */
export interface Runtime extends Services {
  config: Config;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** serve and worker run job handlers; operator commands only enqueue. */
  work: boolean;
  /** The serving process shares its embedded database with operator commands. */
  shareEmbeddedDatabase: boolean;
  startQueue: boolean;
  /** The jobs this process works, when not all of them (`worker --queues`). */
  queues?: readonly string[] | undefined;
  /** Jobs of each kind run side by side, instead of each job's own figure (`worker --concurrency`). */
  concurrency?: number | undefined;
}

export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const config = loadConfig();
  // The landing page's content file first: a bad edit stops the start, naming the field, before
  // anything is opened.
  const marketing = loadMarketingContent(config.marketingContentPath);
  const logger = createLogger(config.logLevel);
  useMediaTools(config.media);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    logger,
    share: options.shareEmbeddedDatabase,
    allowShared: !options.shareEmbeddedDatabase,
  });
  // Undone in reverse when the start fails: the listener holds one of the pool's connections, and
  // closing a pool waits for every connection it lent, so a failed start left open hung for ever.
  let stopListening = async () => {};
  let queue: JobQueue | undefined;
  const stopAll = async () => {
    await queue?.stop();
    await stopListening();
    await database.close();
  };
  try {
    await migrateDatabase(database);
    const storage = createMediaStorage(config.storage, config.secretKey);
    const metrics = createMetrics({ processMetrics: options.work });
    const captionWriter = createCaptionWriter(config.ai, { logger, metrics });
    if (options.work) {
      // The language model and the caption fonts load once, here, not inside the first user's request.
      warmUp();
      registerCaptionFonts();
      logger.info({ writer: captionWriter.name }, 'caption writer ready');
    }
    const mailer = createMailer(config.mail, logger);
    queue = new JobQueue({
      database,
      registry: jobRegistry,
      logger,
      work: options.work,
      ...(options.queues ? { queues: options.queues } : {}),
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      maintain: options.work,
      resumeInterrupted: database.kind === 'pglite',
    });
    const services = createServices({
      settings: config,
      database,
      queue,
      storage,
      mailer,
      logger,
      metrics,
      captionWriter,
      marketing,
    });
    // Long-running processes hear other processes' changes to what they cache (operator commands
    // only announce theirs).
    if (options.startQueue) stopListening = await listenForChanges(database);
    if (options.startQueue) await queue.start(options.work ? services : undefined);
    if (options.startQueue) {
      // What a killed process's renders and uploads left in the temporary folder (decision 049).
      const removed = await removeWorkDirsOfEndedProcesses();
      if (removed.length > 0) logger.info({ folders: removed }, 'removed work folders of processes that ended');
      const halfWritten = (await storage.removeHalfWritten?.()) ?? 0;
      if (halfWritten > 0)
        logger.info({ files: halfWritten }, 'removed media files that ended processes left half-written');
    }
    if (options.work) {
      if (config.mail.smtpUrl) logger.info({ destination: mailer.destination }, 'mail goes through SMTP');
      else logger.warn({ outbox: mailer.destination }, 'no SMTP_URL set: mail is written to the outbox folder');
    }
    return {
      ...services,
      config,
      async close() {
        mailer.close();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
