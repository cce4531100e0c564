import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOfflineCaptionWriter, seededRandom } from '../adapters/ai';
import { LocalMediaStorage } from '../adapters/storage';
import type { Database } from '../db/types';
import type { JobQueue } from '../jobs/queue';
import { testLogger } from './logger';
import { createMetrics } from '../metrics';
import { createServices, type ServiceAdapters } from '../wiring/create-services';
import type { Services } from '../wiring/services';
import { RecordingMailer } from './recording-mailer';

export const TEST_SECRET_KEY = 'test-secret-key-that-is-long-enough-0123456789';
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/**
 * The process's services as tests build them, through the one builder the CLI uses: on the
 * test's database and queue, with a scratch media folder, the seeded offline writer, a mailer
 * that keeps what it is given and a silent logger, unless the test gives its own.
 */
export function testServices(
  database: Database,
  queue: JobQueue,
  overrides: Partial<Omit<ServiceAdapters, 'database' | 'queue'>> = {},
): Services {
  const metrics = overrides.metrics ?? createMetrics();
  return createServices({
    settings: {
      publicUrl: TEST_PUBLIC_URL,
      secretKey: TEST_SECRET_KEY,
      webDistDir: '/nonexistent',
      trustProxy: false,
      google: null,
    },
    storage: new LocalMediaStorage(mkdtempSync(path.join(tmpdir(), 'media-')), TEST_SECRET_KEY),
    mailer: new RecordingMailer(),
    logger: testLogger(),
    captionWriter: createOfflineCaptionWriter({ metrics, random: seededRandom(42) }),
    ...overrides,
    metrics,
    database,
    queue,
  });
}
