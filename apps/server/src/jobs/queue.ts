/**
 * The job queue: pg-boss on the product's own database (PGlite through a raw SQL adapter, or
 * PostgreSQL), so jobs survive restarts and `worker` processes scale out without another engine.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/types';
import type { Logger } from '../logger';
import type { JobRegistry } from './registry';

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
}

export const QUEUE_SCHEMA = 'pgboss';

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #options: JobQueueOptions;
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
    const { registry, logger, database, work } = this.#options;
    await this.#boss.start();
    this.#started = true;
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
      await this.#boss.work(job.name, async (jobs) => {
        for (const item of jobs) {
          const payload = job.payload.parse(item.data);
          await job.handler(payload, { database, logger: logger.child({ job: job.name, jobId: item.id }) });
        }
      });
    }
  }

  async send(name: string, payload: unknown): Promise<string> {
    const job = this.#options.registry.get(name);
    if (!job) throw new Error(`No job named "${name}" is registered`);
    const id = await this.#boss.send(name, job.payload.parse(payload) as object);
    if (!id) throw new Error(`Job "${name}" was not queued`);
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
