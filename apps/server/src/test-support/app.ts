import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { LocalMediaStorage } from '../adapters/storage';
import type { GoogleConfig } from '../config';
import { TokenSigner } from '../auth/tokens';
import { startSession } from '../auth/sessions';
import type { Database } from '../db/types';
import { jobRegistry } from '../jobs/definitions';
import { JobQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import { insertUser } from '../modules/users/store';
import type { NewUserRow, UserRow } from '../db/schema';
import { createTestDatabase } from './database';
import { RecordingMailer } from './recording-mailer';

export const TEST_SECRET_KEY = 'test-secret-key-that-is-long-enough-0123456789';
export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  signer: TokenSigner;
  mailer: RecordingMailer;
  storage: LocalMediaStorage;
  close(): Promise<void>;
}

/** The real app on this file's own database, not listening; call it with `app.inject`. */
export async function buildTestApp(
  options: { webDistDir?: string; google?: GoogleConfig | null } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logger = createLogger('silent');
  const queue = new JobQueue({ database, registry: jobRegistry, logger, work: false, maintain: false });
  await queue.start();
  const mailer = new RecordingMailer();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'media-'));
  const storage = new LocalMediaStorage(mediaDir);
  const app = await buildApp({
    config: {
      publicUrl: TEST_PUBLIC_URL,
      secretKey: TEST_SECRET_KEY,
      webDistDir: options.webDistDir ?? '/nonexistent',
      trustProxy: false,
      google: options.google ?? null,
    },
    database,
    queue,
    mailer,
    storage,
    logger,
  });
  await app.ready();
  return {
    app,
    database,
    queue,
    signer: new TokenSigner(TEST_SECRET_KEY),
    mailer,
    storage,
    async close() {
      await app.close();
      await queue.stop();
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
export async function bearerFor(testApp: TestApp, user: UserRow): Promise<Record<string, string>> {
  const session = await startSession(testApp.database.db, testApp.signer, user.id);
  return { authorization: `Bearer ${session.access}` };
}
