/**
 * The typed job registry. A job type (jobType: a dotted name and its payload schema) is declared
 * beside the module that owns the work, and is all that code queueing the job needs: the compiler
 * checks each payload against the schema. A definition (defineJob: the type, its handler, retry
 * policy, optional schedule) lives in handlers/; the registry refuses to boot with a duplicate or
 * badly named job, so a typo cannot leave jobs queued with nobody to run them.
 */
import type { z } from 'zod';
import type { CaptionWriter } from '../adapters/ai';
import type { Mailer } from '../adapters/mail';
import type { MediaStorage } from '../adapters/storage';
import type { Database } from '../db/types';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';

/** A kind of job: its queue's name and the payload every send is checked against. */
export interface JobType<Schema extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: Schema;
}

const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function jobType<Schema extends z.ZodType>(name: string, payload: Schema): JobType<Schema> {
  if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" must be dotted lower-case words`);
  return { name, payload };
}

/** Where a job is in its life, as the queue reports it (pg-boss's states). */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What handlers may use besides the database: given to the queue by the process that works jobs. */
export interface JobServices {
  storage: MediaStorage;
  captionWriter: CaptionWriter;
  metrics: Metrics;
  /** Account e-mails: the mailer and where their links point. */
  mail: { mailer: Mailer; publicUrl: string };
}

export interface SendOptions {
  id?: string;
  priority?: number;
}

/**
 * Queue priorities (pg-boss works a kind's higher numbers first): background generation is
 * `background`; a person waiting on a save in the editor goes ahead of it.
 */
export const JOB_PRIORITY = { background: 0, interactive: 10, urgent: 20 } as const;

/** The queue as the code that uses it sees it: queue a job, ask how one is doing. */
export interface JobSender {
  /**
   * Queues a job; with `id`, at most once (a second send with the same id answers null). A higher
   * `priority` is worked first among the waiting jobs of its kind (default 0; see JOB_PRIORITY).
   */
  send<Schema extends z.ZodType>(
    type: JobType<Schema>,
    payload: z.input<Schema>,
    options?: SendOptions,
  ): Promise<string | null>;
  /** The job's state, or null when the queue holds no such job (never sent, or long archived). */
  stateOf(type: JobType, id: string): Promise<JobState | null>;
}

export interface JobContext extends JobServices {
  database: Database;
  logger: Logger;
  queue: JobSender;
  /** This run's place among the job's tries: the last one records a failure for good. */
  attempt: { retryCount: number; retryLimit: number; isFinal: boolean };
}

export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  type: JobType<Schema>;
  // Method syntax on purpose: it lets a registry hold jobs with different payload types.
  handler(payload: z.output<Schema>, context: JobContext): Promise<void>;
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
  /**
   * Ids of jobs of this kind that the product's own records say are unfinished. On the embedded
   * database, whose one process just started, any of them the queue still holds as active was
   * interrupted by a restart and is failed at once so that its retry runs now, not at its expiry.
   */
  unfinishedJobIds?(database: Database): Promise<string[]>;
}

export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

export type JobRegistry = ReadonlyMap<string, JobDefinition>;

export function buildJobRegistry(definitions: readonly JobDefinition[]): JobRegistry {
  const registry = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    const { name } = definition.type;
    if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" must be dotted lower-case words`);
    if (registry.has(name)) throw new Error(`Job "${name}" is registered twice`);
    registry.set(name, definition);
  }
  return registry;
}
