/**
 * The job queue: pg-boss on the product's own database (PGlite through a raw SQL adapter, or
 * PostgreSQL), so jobs survive restarts and `worker` processes scale out without another engine.
 * Only pg-boss's public API is used, never its tables: an upgrade may change them under us.
 */
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/types';
import type { Logger } from '../logger';
import type { Services } from '../wiring/services';
import { JobLeases, LEASE_GRACE_MS } from './leases';
import { activeJobIds } from './active-job-store';
import { InFlight } from './in-flight';
import type { JobDefinition, JobRegistry } from './registry';
import type { JobQueueClient, JobState, JobType, QueuedJob, QueueHealth, SendOptions } from './sender';

export type { QueueHealth } from './sender';

export interface JobQueueOptions {
  database: Database;
  registry: JobRegistry;
  logger: Logger;
  /** Run handlers in this process (serve and worker do; operator commands only enqueue). */
  work: boolean;
  /**
   * The job names this process works, when not all of them (`worker --queues a,b`). Every queue is
   * still created, so this process may send any job.
   */
  queues?: readonly string[];
  /** How many jobs of each kind run side by side in this process, instead of each definition's own. */
  concurrency?: number;
  /** Start cron schedules and maintenance (off in tests, which drive jobs themselves). */
  maintain: boolean;
  /**
   * At start, put jobs left active by an earlier process back in line at once. Only for the
   * embedded database, whose single owner knows no other worker can be running them. On PostgreSQL
   * every working process does it by the job leases instead (leases.ts), at start and every
   * ABANDONED_SWEEP_MS: a job whose worker died is put back in line, one still worked is not.
   */
  resumeInterrupted?: boolean;
}

/**
 * How often a working process on PostgreSQL looks for jobs whose worker died (decision 049): one
 * indexed query per queue it works, so often enough that a dead worker's jobs wait seconds.
 */
const ABANDONED_SWEEP_MS = 10_000;

export const QUEUE_SCHEMA = 'pgboss';

/**
 * Any fixed number (not the migrations' one): processes starting at once set the queues up one at a
 * time. pg-boss 10 creates each queue's partition by altering its job table, and two processes
 * creating different queues at once deadlock there; the loser's start failed (decision 055).
 */
const QUEUE_SETUP_LOCK_KEY = 720_514_002;

interface CountsStates {
  countStates(): Promise<PgBoss.MonitorStates>;
}

export class JobQueue implements JobQueueClient {
  readonly #boss: PgBoss;
  readonly #options: JobQueueOptions;
  /** This process's workers by job name, to wake them when this process sends them a job. */
  readonly #workers = new Map<string, string[]>();
  /** What handlers receive; given at start, since the services hold this queue. */
  #services: Services | undefined;
  #started = false;
  /** On PostgreSQL: the locks that say this process's workers are alive. */
  #leases: JobLeases | null = null;
  #sweeps: NodeJS.Timeout[] = [];
  /** pg-boss's queries and our handlers still running: a stop waits for them (in-flight.ts). */
  readonly #inFlight = new InFlight();

  constructor(options: JobQueueOptions) {
    this.#options = options;
    this.#boss = new PgBoss({
      db: { executeSql: (text, values) => this.#inFlight.track(options.database.executeSql(text, values)) },
      schema: QUEUE_SCHEMA,
      supervise: options.maintain,
      schedule: options.maintain,
      migrate: true,
    });
    this.#boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  /** Starts the queue; a queue that works jobs hands its handlers `services`. */
  async start(services?: Services): Promise<void> {
    const { registry, work } = this.#options;
    if (work && !services) throw new Error('A queue that works jobs needs its services');
    this.#services = services;
    const unknown = (this.#options.queues ?? []).filter((name) => !registry.has(name));
    if (unknown.length > 0) {
      throw new Error(`No job named ${unknown.join(', ')}; the jobs are: ${[...registry.keys()].join(', ')}`);
    }
    const setUp = async () => {
      await this.#boss.start();
      this.#started = true;
      for (const job of registry.values()) {
        const { name } = job.type;
        await this.#boss.createQueue(name, {
          name,
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds,
          ...(job.policy ? { policy: job.policy } : {}),
        });
        if (job.schedule && this.#options.maintain) await this.#boss.schedule(name, job.schedule, {});
      }
    };
    // Only on PostgreSQL do processes with pools of their own race here. A process sharing the
    // embedded database has one connection through its socket, which the lock would hold while
    // pg-boss waited for it.
    if (this.#options.database.kind === 'postgres') {
      await this.#options.database.withAdvisoryLock(QUEUE_SETUP_LOCK_KEY, setUp);
    } else {
      await setUp();
    }
    if (!work) return;
    if (JobLeases.supported(this.#options.database)) {
      this.#leases = new JobLeases(this.#options.database, this.#options.logger);
      await this.#resumeAbandoned();
      // Again once jobs killed just before this start are old enough to judge, then now and then
      // for workers of other processes that die.
      const sweep = () => void this.#resumeAbandoned();
      this.#sweeps = [setTimeout(sweep, LEASE_GRACE_MS), setInterval(sweep, ABANDONED_SWEEP_MS)];
      for (const timer of this.#sweeps) timer.unref();
    }
    for (const job of this.#worked()) {
      if (this.#options.resumeInterrupted) await this.#resumeInterrupted(job);
      const { name } = job.type;
      const ids: string[] = [];
      for (let i = 0; i < (this.#options.concurrency ?? job.concurrency ?? 1); i += 1) {
        ids.push(
          await this.#boss.work(
            name,
            { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 },
            (jobs: PgBoss.JobWithMetadata<unknown>[]) => this.#run(name, jobs),
          ),
        );
      }
      this.#workers.set(name, ids);
    }
  }

  /** The definitions this process works: all of them, or the ones `queues` names. */
  #worked(): JobDefinition[] {
    const { registry, queues } = this.#options;
    return [...registry.values()].filter((job) => !queues || queues.includes(job.type.name));
  }

  /**
   * Fails each try our records say is unfinished and the queue holds as active: on the embedded
   * database nothing else can be running it, so a restart interrupted it. pg-boss retries it (after
   * the job's retry delay) while tries remain.
   */
  async #resumeInterrupted(job: JobDefinition): Promise<void> {
    if (!job.unfinishedJobIds) return;
    const { name } = job.type;
    let resumed = 0;
    for (const id of await job.unfinishedJobIds(this.#options.database)) {
      if ((await this.stateOf(job.type, id)) !== 'active') continue;
      await this.#boss.fail(name, id, { message: 'interrupted by a restart' });
      resumed += 1;
    }
    if (resumed > 0) this.#options.logger.warn({ job: name, count: resumed }, 'resumed jobs interrupted by a restart');
  }

  /**
   * On PostgreSQL: fails each job the queue holds as active since before the lease grace and no
   * live worker holds (its process died), so that its retry runs now. Every kind of job, and
   * whatever our records say of it: a worker killed after its work was written but before the
   * queue heard is caught too (its retry finds the work done).
   */
  async #resumeAbandoned(): Promise<void> {
    const leases = this.#leases;
    if (!leases) return;
    try {
      for (const job of this.#worked()) {
        const { name } = job.type;
        let resumed = 0;
        const startedBefore = new Date(Date.now() - LEASE_GRACE_MS);
        for (const id of await activeJobIds(this.#options.database.db, name, startedBefore)) {
          await leases.ifAbandoned(id, async () => {
            // Judged under the job's lock: another process's sweep cannot fail it a second time.
            if ((await this.stateOf(job.type, id)) !== 'active') return;
            await this.#boss.fail(name, id, { message: 'its worker stopped (process ended)' });
            resumed += 1;
          });
        }
        if (resumed > 0) this.#options.logger.warn({ job: name, count: resumed }, 'resumed jobs whose worker stopped');
      }
    } catch (error) {
      this.#options.logger.warn({ err: error }, 'could not look for jobs whose worker stopped');
    }
  }

  #run(name: string, jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
    // A fetch sent before the stop may bring jobs after it: they go back in line for a process that
    // stays (pg-boss fails them, as it fails the jobs a stop cuts short).
    if (!this.#started) return Promise.reject(new Error('the job queue is stopping'));
    return this.#inFlight.track(this.#runEach(name, jobs));
  }

  async #runEach(name: string, jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
    const job = this.#options.registry.get(name)!;
    const services = this.#services!;
    for (const item of jobs) {
      const timer = services.metrics.jobSeconds.startTimer({ job: name });
      await this.#leases?.hold(item.id);
      try {
        const payload = job.type.payload.parse(item.data);
        await job.handler(payload, {
          ...services,
          logger: services.logger.child({ job: name, jobId: item.id }),
          queue: this,
          attempt: {
            retryCount: item.retryCount,
            retryLimit: item.retryLimit,
            isFinal: item.retryCount >= item.retryLimit,
          },
        });
        timer({ outcome: 'completed' });
      } catch (error) {
        timer({ outcome: 'failed' });
        throw error;
      } finally {
        await this.#leases?.release(item.id);
      }
    }
  }

  async waitingByQueue(): Promise<Record<string, number>> {
    const counts = await (this.#boss as unknown as CountsStates).countStates();
    const waiting: Record<string, number> = {};
    for (const name of this.#options.registry.keys()) {
      const queue = counts.queues?.[name];
      waiting[name] = (queue?.created ?? 0) + (queue?.retry ?? 0);
    }
    return waiting;
  }

  /**
   * Queues a job; with `id`, at most once (a second send with the same id is a no-op and answers
   * null). A higher priority is worked first. A worker of this process is woken at once instead of
   * at its next poll.
   */
  async send<Schema extends z.ZodType>(
    type: JobType<Schema>,
    payload: z.input<Schema>,
    options: SendOptions = {},
  ): Promise<string | null> {
    const { name } = type;
    if (!this.#options.registry.has(name)) throw new Error(`No job named "${name}" is registered`);
    const data = type.payload.parse(payload) as object;
    const id = await this.#boss.send(name, data, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    if (!id && !options.id && !options.unlessWaiting) throw new Error(`Job "${name}" was not queued`);
    for (const worker of this.#workers.get(name) ?? []) this.#boss.notifyWorker(worker);
    return id;
  }

  async sendAll(jobs: QueuedJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const rows = jobs.map(({ type, payload, options = {} }) => {
      if (!this.#options.registry.has(type.name)) throw new Error(`No job named "${type.name}" is registered`);
      return {
        name: type.name,
        data: type.payload.parse(payload) as object,
        ...(options.id ? { id: options.id } : {}),
        ...(options.priority ? { priority: options.priority } : {}),
        // Seconds, as text: pg-boss's insert casts it to an interval.
        ...(options.startAfterSeconds ? { startAfter: String(options.startAfterSeconds) } : {}),
      };
    });
    await this.#boss.insert(rows);
    for (const name of new Set(rows.map((row) => row.name))) {
      for (const worker of this.#workers.get(name) ?? []) this.#boss.notifyWorker(worker);
    }
  }

  async stateOf(type: JobType, id: string): Promise<JobState | null> {
    const job = await this.#boss.getJobById(type.name, id);
    return job ? (job.state as JobState) : null;
  }

  async health(): Promise<QueueHealth> {
    if (!this.#started) return { ok: false, kind: 'pg-boss', error: 'not started' };
    try {
      // countStates is one of pg-boss's promoted methods (the one behind its monitor-states
      // event), public at run time though missing from its type declarations.
      const counts = await (this.#boss as unknown as CountsStates).countStates();
      return {
        ok: true,
        kind: 'pg-boss',
        queued: counts.created + counts.retry,
        active: counts.active,
        failed: counts.failed,
      };
    } catch (error) {
      return { ok: false, kind: 'pg-boss', error: (error as Error).message };
    }
  }

  /**
   * Stops taking jobs and waits (up to the timeout) for running ones to finish and for pg-boss's
   * last queries, so the database may close after it.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    const deadline = Date.now() + timeoutMs;
    for (const timer of this.#sweeps.splice(0)) clearTimeout(timer);
    await this.#boss.stop({ graceful: true, close: false, timeout: timeoutMs, wait: true });
    await this.#inFlight.settled(deadline);
    await this.#leases?.close();
  }
}
