/**
 * Job types and the queue as the code that uses it sees it: a leaf, so the services shape can name
 * the queue without importing the queue's implementation or its registry.
 */
import type { z } from 'zod';

/** A kind of job: its queue's name and the payload every send is checked against. */
export interface JobType<Schema extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: Schema;
}

export const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function jobType<Schema extends z.ZodType>(name: string, payload: Schema): JobType<Schema> {
  if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" must be dotted lower-case words`);
  return { name, payload };
}

/** Where a job is in its life, as the queue reports it (pg-boss's states). */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface SendOptions {
  id?: string;
  priority?: number;
  /** For a `stately` job: one already waiting is enough, so a send it absorbs answers null. */
  unlessWaiting?: boolean;
  /** For a `stately` job: what makes two sends the same job (one waiting and one running per key). */
  singletonKey?: string;
  /** Not worked before this many seconds from now: work that keeps out of the way of what people wait on. */
  startAfterSeconds?: number;
}

/**
 * Queue priorities (pg-boss works a kind's higher numbers first): background generation is
 * `background`; a person waiting on a save in the editor goes ahead of it.
 */
export const JOB_PRIORITY = { background: 0, interactive: 10, urgent: 20 } as const;

/** One job of several queued together (`JobSender.sendAll`), its payload checked against its type. */
export interface QueuedJob {
  type: JobType;
  payload: unknown;
  options?: Pick<SendOptions, 'id' | 'priority' | 'startAfterSeconds'>;
}

export function queuedJob<Schema extends z.ZodType>(
  type: JobType<Schema>,
  payload: z.input<Schema>,
  options?: QueuedJob['options'],
): QueuedJob {
  return { type, payload, ...(options ? { options } : {}) };
}

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
  /**
   * Queues several jobs in one statement, each with `id` at most once as `send`: a batch's renders
   * reach the workers together instead of one round trip apart.
   */
  sendAll(jobs: QueuedJob[]): Promise<void>;
  /** The job's state, or null when the queue holds no such job (never sent, or long archived). */
  stateOf(type: JobType, id: string): Promise<JobState | null>;
}

/** The queue's figures for the health check. */
export interface QueueHealth {
  ok: boolean;
  kind: string;
  queued?: number;
  active?: number;
  failed?: number;
  error?: string;
}

/** The queue as the process's services hold it: send, ask about a job, report its health. */
export interface JobQueueClient extends JobSender {
  health(): Promise<QueueHealth>;
  /** Jobs waiting (queued or due for a retry) across the cluster, by queue name. */
  waitingByQueue(): Promise<Record<string, number>>;
}
