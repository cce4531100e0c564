import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { LocalMediaStorage, type MediaStorage } from '../adapters/storage';
import type { GoogleConfig } from '../config';
import type { BillingSettings } from '../adapters/billing/settings';
import type { TokenSigner } from '../auth/tokens';
import { startSession } from '../auth/sessions';
import type { Database } from '../db/types';
import { jobRegistry } from '../jobs/definitions';
import { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import { testLogger } from './logger';
import { insertUser } from '../modules/users/store';
import type { NewUserRow, UserRow } from '../db/schema';
import { createTestDatabase } from './database';
import { listenForChanges } from '../db/change-notices';
import { createOfflineCaptionWriter, seededRandom, type CaptionWriter } from '../adapters/ai';
import { createMetrics, type Metrics } from '../metrics';
import { RecordingMailer } from './recording-mailer';
import { TEST_PUBLIC_URL, TEST_SECRET_KEY, testServices } from './services';
import type { Services } from '../wiring/services';

export { TEST_PUBLIC_URL, TEST_SECRET_KEY } from './services';

export interface TestApp<S extends MediaStorage = LocalMediaStorage> {
  app: FastifyInstance;
  /** The services the app was built with (the ones its queue's handlers get). */
  services: Services;
  database: Database;
  queue: JobQueue;
  signer: TokenSigner;
  mailer: RecordingMailer;
  storage: S;
  metrics: Metrics;
  close(): Promise<void>;
}

export interface TestAppOptions<S extends MediaStorage = LocalMediaStorage> {
  /** Where media lives; a local folder of the test's own by default. */
  storage?: S;
  webDistDir?: string;
  google?: GoogleConfig | null;
  /** Run job handlers in this app's queue (generation tests); off by default. */
  work?: boolean;
  /** The caption writer the jobs and the AI caption helper use; the offline writer with a fixed seed by default. */
  captionWriter?: (metrics: Metrics) => CaptionWriter;
  generationFastPathWaitMs?: number;
  /** How long a GIF download waits for its worker; the product's GIF_WAIT_MS by default. */
  gifWaitMs?: number;
  /** The app's logger; silent by default (log tests pass one writing to a stream they read). */
  logger?: Logger;
  /** The METRICS_TOKEN setting; unset by default. */
  metricsToken?: string;
  /** The billing settings; unset, the local provider (decision 026). */
  billing?: BillingSettings;
  /** The starter library the start-up job loads; unset, the shipped one. */
  starterLibraryDir?: string;
  /** The PUBLIC_URL setting; TEST_PUBLIC_URL (plain http on localhost) by default. */
  publicUrl?: string;
}

/** The real app on this file's own database, not listening; call it with `app.inject`. */
export async function buildTestApp<S extends MediaStorage = LocalMediaStorage>(
  options: TestAppOptions<S> = {},
): Promise<TestApp<S>> {
  const database = await createTestDatabase();
  const logger = options.logger ?? testLogger();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'media-'));
  const storage = options.storage ?? (new LocalMediaStorage(mediaDir, TEST_SECRET_KEY) as MediaStorage as S);
  const metrics = createMetrics();
  const captionWriter =
    options.captionWriter?.(metrics) ?? createOfflineCaptionWriter({ metrics, random: seededRandom(42) });
  const mailer = new RecordingMailer();
  const queue = new JobQueue({ database, registry: jobRegistry, logger, work: options.work ?? false, maintain: false });
  const services = testServices(database, queue, {
    settings: {
      publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
      secretKey: TEST_SECRET_KEY,
      webDistDir: options.webDistDir ?? '/nonexistent',
      trustProxy: false,
      google: options.google ?? null,
      metricsToken: options.metricsToken,
      billing: options.billing,
      starterLibraryDir: options.starterLibraryDir,
    },
    storage,
    mailer,
    logger,
    metrics,
    captionWriter,
    waits: {
      ...(options.generationFastPathWaitMs === undefined ? {} : { renderMs: options.generationFastPathWaitMs }),
      ...(options.gifWaitMs === undefined ? {} : { gifMs: options.gifWaitMs }),
    },
  });
  const stopListening = await listenForChanges(database);
  await queue.start(options.work ? services : undefined);
  const app = await buildApp(services);
  await app.ready();
  return {
    app,
    services,
    database,
    queue,
    signer: services.signer,
    mailer,
    storage,
    metrics,
    async close() {
      await app.close();
      await queue.stop();
      await stopListening();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

export async function createTestUser(database: Database, values: Partial<NewUserRow> = {}): Promise<UserRow> {
  counter += 1;
  return insertUser(database.db, {
    email: `user${counter}-${Date.now()}@example.com`,
    name: `Test User ${counter}`,
    emailVerifiedAt: new Date(),
    ...values,
  });
}

/** Headers for a request as this user, through the real session mechanism. */
export async function bearerFor(
  testApp: Pick<TestApp<MediaStorage>, 'database' | 'signer'>,
  user: UserRow,
): Promise<Record<string, string>> {
  const session = await startSession(testApp.database.db, testApp.signer, user.id);
  return { authorization: `Bearer ${session.access}` };
}
