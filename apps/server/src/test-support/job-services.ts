import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOfflineCaptionWriter, seededRandom } from '../adapters/ai';
import { LocalMediaStorage } from '../adapters/storage';
import type { JobServices } from '../jobs/registry';
import { createMetrics } from '../metrics';
import { RecordingMailer } from './recording-mailer';

/**
 * What a working queue's handlers use, for tests: a scratch media folder, the seeded offline
 * writer, and a mailer that keeps what it is given.
 */
export function testJobServices(
  storage = new LocalMediaStorage(mkdtempSync(path.join(tmpdir(), 'media-')), 'job-services-media-secret'),
): JobServices {
  const metrics = createMetrics();
  return {
    storage,
    metrics,
    captionWriter: createOfflineCaptionWriter({ metrics, random: seededRandom(42) }),
    mail: { mailer: new RecordingMailer(), publicUrl: 'http://localhost:3000' },
  };
}
