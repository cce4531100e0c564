import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Drizzle over either engine: services and stores never know which one it is. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** Raw SQL for the few places that need it (the job queue, health, test set-up). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

export type DatabaseKind = 'pglite' | 'pglite-shared' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  executeSql: ExecuteSql;
  /** Runs fn on one connection holding a session advisory lock (migrations from many processes). */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Hears the channel's NOTIFY payloads, from every process on this database (this one included),
   * until the returned stop is called (before close). A process using another's shared embedded
   * database (an operator command) hears nothing: it only announces.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    /** Called after a lost listening connection is back: notices sent meanwhile were missed. */
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * A connection of its own, outside the pool, for state that lives as long as a session: the
   * advisory locks a worker holds on the jobs it runs (jobs/leases.ts). PostgreSQL only.
   */
  openSession?(): Promise<DatabaseSession>;
  close(): Promise<void>;
}

export interface DatabaseSession {
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Called once if the connection fails; its session state (locks) is gone with it. */
  onError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}
