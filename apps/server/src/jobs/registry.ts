/**
 * The typed job registry. Each job is one definition (name, payload schema, handler, retry policy,
 * optional schedule) in its own file under handlers/; the registry refuses to boot with a
 * duplicate or badly named job, so a typo cannot leave jobs queued with nobody to run them.
 */
import type { z } from 'zod';
import type { CaptionWriter } from '../adapters/ai';
import type { MediaStorage } from '../adapters/storage';
import type { Database } from '../db/types';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';

/** What handlers may use besides the database: given to the queue by the process that works jobs. */
export interface JobServices {
  storage: MediaStorage;
  captionWriter: CaptionWriter;
  metrics: Metrics;
}

/** Sends follow-up jobs (the caption job queues the renders). */
export interface JobSender {
  send(name: string, payload: unknown, options?: { id?: string }): Promise<string | null>;
}

export interface JobContext extends JobServices {
  database: Database;
  logger: Logger;
  queue: JobSender;
  /** This run's place among the job's tries: the last one records a failure for good. */
  attempt: { retryCount: number; retryLimit: number; isFinal: boolean };
}

export interface JobDefinition<Payload = unknown> {
  name: string;
  payload: z.ZodType<Payload>;
  // Method syntax on purpose: it lets a registry hold jobs with different payload types.
  handler(payload: Payload, context: JobContext): Promise<void>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job that runs longer is failed and retried. */
  expireInSeconds: number;
  /** Cron expression for jobs the queue starts by itself. */
  schedule?: string;
  /** How often an idle worker looks for jobs (pg-boss polls; a send in this process wakes it at once). */
  pollingIntervalSeconds?: number;
  /** Jobs of this kind run side by side in one process. */
  concurrency?: number;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export type JobRegistry = ReadonlyMap<string, JobDefinition>;

export function buildJobRegistry(definitions: readonly JobDefinition<unknown>[]): JobRegistry {
  const registry = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    if (!JOB_NAME.test(definition.name)) {
      throw new Error(`Job name "${definition.name}" must be dotted lower-case words`);
    }
    if (registry.has(definition.name)) {
      throw new Error(`Job "${definition.name}" is registered twice`);
    }
    registry.set(definition.name, definition);
  }
  return registry;
}
