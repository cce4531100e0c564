/**
 * The typed job registry. A job type (jobType: a dotted name and its payload schema) is declared
 * beside the module that owns the work, and is all that code queueing the job needs: the compiler
 * checks each payload against the schema. A definition (defineJob: the type, its handler, retry
 * policy, optional schedule) lives in handlers/; the registry refuses to boot with a duplicate or
 * badly named job, so a typo cannot leave jobs queued with nobody to run them.
 */
import type { z } from 'zod';
import type { Database } from '../db/types';
import type { Services } from '../wiring/services';
import { JOB_NAME, type JobSender, type JobType } from './sender';

export {
  JOB_PRIORITY,
  jobType,
  queuedJob,
  type JobSender,
  type JobState,
  type JobType,
  type QueuedJob,
  type SendOptions,
} from './sender';

/**
 * What a handler gets: the process's services (the queue seen only as a sender, the logger naming
 * the job), and which try this is. Handlers pass it to module functions that declare the part
 * they use.
 */
export interface JobContext extends Omit<Services, 'queue'> {
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
  /** Jobs of this kind run side by side in one process (`worker --concurrency` overrides it). */
  concurrency?: number;
  /**
   * `stately`: at most one job of this kind waiting and one running across every process (pg-boss's
   * queue policy), so work that N starting processes each queue runs once, not N times.
   */
  policy?: 'stately';
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
