/**
 * Which running jobs still have a live worker, on PostgreSQL (decision 049). A worker holds a
 * session advisory lock, keyed by the job's id, on a connection of its own for as long as it runs
 * the job; PostgreSQL lets go of every lock of a process that dies (SIGKILL, a lost machine) when
 * its connection ends. So a job the queue holds as active whose lock nobody holds was interrupted,
 * and any worker may put it back in line at once instead of waiting for its expiry (up to 180 s,
 * then up to 120 s more for pg-boss's maintenance to notice).
 *
 * The lock is taken just after pg-boss hands the job over, so a job younger than LEASE_GRACE_MS is
 * never judged. If the lease connection fails, the jobs this process runs lose their locks and may
 * be run a second time elsewhere, as after an expiry: the handlers already allow that.
 */
import type { Database, DatabaseSession } from '../db/types';
import type { Logger } from '../logger';

/** The first key of every job lease (the second is the job id's hash): apart from other advisory locks. */
const LEASE_NAMESPACE = 0x6d666a62;
/** Between pg-boss marking a job active and its worker holding the lock: milliseconds; this is ample. */
export const LEASE_GRACE_MS = 5_000;

export class JobLeases {
  readonly #database: Database;
  readonly #logger: Logger;
  #session: Promise<DatabaseSession> | null = null;
  /** Jobs this process runs: its own session holds their locks (re-entrant), so they are never judged here. */
  readonly #running = new Set<string>();

  constructor(database: Database, logger: Logger) {
    this.#database = database;
    this.#logger = logger;
  }

  static supported(database: Database): boolean {
    return database.kind === 'postgres' && typeof database.openSession === 'function';
  }

  #connect(): Promise<DatabaseSession> {
    this.#session ??= this.#database.openSession!().then((session) => {
      session.onError((error) => {
        this.#logger.warn({ err: error }, 'job lease connection failed; the locks of running jobs are lost');
        this.#forget(session);
      });
      return session;
    });
    return this.#session;
  }

  #forget(session: DatabaseSession | null): void {
    this.#session = null;
    session?.close().catch(() => undefined);
  }

  /**
   * One statement at a time on the lease connection: jobs start and end concurrently, and a pg
   * client given a second query while one runs only queues it (deprecated, gone in pg 9).
   */
  #query(text: string, id: string): Promise<Record<string, unknown> | null> {
    const next = this.#queue.then(() => this.#run(text, id));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #queue: Promise<unknown> = Promise.resolve();

  async #run(text: string, id: string): Promise<Record<string, unknown> | null> {
    let session: DatabaseSession | null = null;
    try {
      session = await this.#connect();
      return (await session.query(text, [LEASE_NAMESPACE, id])).rows[0] ?? null;
    } catch (error) {
      this.#logger.warn({ err: error, jobId: id }, 'job lease query failed');
      this.#forget(session);
      return null;
    }
  }

  /** Marks the job as run by a live worker (this process) until release. */
  async hold(id: string): Promise<void> {
    this.#running.add(id);
    await this.#query('select pg_advisory_lock($1, hashtext($2))', id);
  }

  async release(id: string): Promise<void> {
    this.#running.delete(id);
    await this.#query('select pg_advisory_unlock($1, hashtext($2))', id);
  }

  /**
   * Runs `fn` if no live worker holds the job, holding its lock meanwhile so that no other process
   * judges it at the same time; answers whether it ran.
   */
  async ifAbandoned(id: string, fn: () => Promise<void>): Promise<boolean> {
    if (this.#running.has(id)) return false;
    const row = await this.#query('select pg_try_advisory_lock($1, hashtext($2)) as free', id);
    if (row?.free !== true) return false;
    try {
      await fn();
      return true;
    } finally {
      await this.#query('select pg_advisory_unlock($1, hashtext($2))', id);
    }
  }

  async close(): Promise<void> {
    const session = this.#session;
    this.#session = null;
    if (session) await (await session.catch(() => null))?.close().catch(() => undefined);
  }
}
