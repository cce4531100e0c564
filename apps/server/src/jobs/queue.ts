/**
 * The job queue: pg-boss on the product's own database (PGlite through a raw SQL adapter, or
 * PostgreSQL), so jobs survive restarts and `worker` processes scale out without another engine.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/types';
import type { Logger } from '../logger';
import type { JobRegistry, JobSender, JobServices } from './registry';

export interface QueueHealth {
  ok: boolean;
  kind: string;
  queued?: number;
  active?: number;
  failed?: number;
  error?: string;
}

export interface JobQueueOptions {
  database: Database;
  registry: JobRegistry;
  logger: Logger;
  /** Run handlers in this process (serve and worker do; operator commands only enqueue). */
  work: boolean;
  /** Start cron schedules and maintenance (off in tests, which drive jobs themselves). */
  maintain: boolean;
  /** What handlers use besides the database; needed when `work` is on. */
  services?: JobServices;
  /**
   * At start, put jobs left active by an earlier process back in line at once. Only for the
   * embedded database, whose single owner knows no other worker can be running them; with a shared
   * PostgreSQL they wait for their expiry instead.
   */
  resumeInterrupted?: boolean;
}

export const QUEUE_SCHEMA = 'pgboss';

export class JobQueue implements JobSender {
  readonly #boss: PgBoss;
  readonly #options: JobQueueOptions;
  /** This process's workers by job name, to wake them when this process sends them a job. */
  readonly #workers = new Map<string, string[]>();
  #started = false;

  constructor(options: JobQueueOptions) {
    this.#options = options;
    this.#boss = new PgBoss({
      db: { executeSql: options.database.executeSql },
      schema: QUEUE_SCHEMA,
      supervise: options.maintain,
      schedule: options.maintain,
      migrate: true,
    });
    this.#boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    const { registry, work } = this.#options;
    if (work && !this.#options.services) throw new Error('A queue that works jobs needs its services');
    await this.#boss.start();
    this.#started = true;
    if (work && this.#options.resumeInterrupted) await this.#resumeInterrupted();
    for (const job of registry.values()) {
      await this.#boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds,
      });
      if (job.schedule && this.#options.maintain) await this.#boss.schedule(job.name, job.schedule, {});
      if (!work) continue;
      const ids: string[] = [];
      for (let i = 0; i < (job.concurrency ?? 1); i += 1) {
        ids.push(
          await this.#boss.work(
            job.name,
            { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 },
            (jobs: PgBoss.JobWithMetadata<unknown>[]) => this.#run(job.name, jobs),
          ),
        );
      }
      this.#workers.set(job.name, ids);
    }
  }

  /** Fails each interrupted try, which pg-boss retries (after the job's retry delay) while tries remain. */
  async #resumeInterrupted(): Promise<void> {
    const { rows } = await this.#options.database.executeSql(
      `select name, array_agg(id)::text[] as ids from ${QUEUE_SCHEMA}.job where state = 'active' group by name`,
    );
    for (const row of rows) {
      const ids = row.ids as string[];
      for (const id of ids) await this.#boss.fail(String(row.name), id, { message: 'interrupted by a restart' });
      this.#options.logger.warn({ job: row.name, count: ids.length }, 'resumed jobs interrupted by a restart');
    }
  }

  async #run(name: string, jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
    const job = this.#options.registry.get(name)!;
    const { database, logger, services } = this.#options;
    for (const item of jobs) {
      const payload = job.payload.parse(item.data);
      await job.handler(payload, {
        ...services!,
        database,
        logger: logger.child({ job: name, jobId: item.id }),
        queue: this,
        attempt: {
          retryCount: item.retryCount,
          retryLimit: item.retryLimit,
          isFinal: item.retryCount >= item.retryLimit,
        },
      });
    }
  }

  /**
   * Queues a job; with `id`, at most once (a second send with the same id is a no-op and answers
   * null). A worker of this process is woken at once instead of at its next poll.
   */
  async send(name: string, payload: unknown, options: { id?: string } = {}): Promise<string | null> {
    const job = this.#options.registry.get(name);
    if (!job) throw new Error(`No job named "${name}" is registered`);
    const id = await this.#boss.send(name, job.payload.parse(payload) as object, options.id ? { id: options.id } : {});
    if (!id && !options.id) throw new Error(`Job "${name}" was not queued`);
    for (const worker of this.#workers.get(name) ?? []) this.#boss.notifyWorker(worker);
    return id;
  }

  async health(): Promise<QueueHealth> {
    if (!this.#started) return { ok: false, kind: 'pg-boss', error: 'not started' };
    try {
      const { rows } = await this.#options.database.executeSql(
        `select state, count(*)::int as count from ${QUEUE_SCHEMA}.job group by state`,
      );
      const count = (states: string[]) =>
        rows.filter((row) => states.includes(String(row.state))).reduce((sum, row) => sum + Number(row.count), 0);
      return {
        ok: true,
        kind: 'pg-boss',
        queued: count(['created', 'retry']),
        active: count(['active']),
        failed: count(['failed']),
      };
    } catch (error) {
      return { ok: false, kind: 'pg-boss', error: (error as Error).message };
    }
  }

  /** Stops taking jobs and waits (up to the timeout) for running ones to finish. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, close: false, timeout: timeoutMs, wait: true });
  }
}
