/**
 * Opens the database the settings ask for:
 * - DATABASE_URL set: PostgreSQL through node-postgres.
 * - otherwise PGlite in DATA_DIR/pg. The process that opens it first owns it (see data-dir-lock)
 *   and, when asked to share, serves it on a unix socket in DATA_DIR; a later process (an operator
 *   command while `serve` runs) connects to that socket with node-postgres instead.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger';
import { tryLockDataDir } from './data-dir-lock';
import { createPglite, drizzleClientOf } from './pglite-client';
import { pgliteExecutor } from './pglite-executor';
import * as schema from './schema';
import type { Database, Db } from './types';

/** node-postgres finds a unix socket as `${host}/.s.PGSQL.${port}`. */
const SOCKET_PORT = 5432;
const socketPath = (dataDir: string) => path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  logger: Logger;
  /** The serving process shares its embedded database with operator commands. */
  share?: boolean;
  /** Operator commands and workers may use a database another process shares; serve may not. */
  allowShared?: boolean;
  poolSize?: number;
}

export function postgresDatabase(pool: pg.Pool, kind: Database['kind']): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind,
    executeSql: async (text, values) => pool.query(text, values as unknown[] | undefined),
    withAdvisoryLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onResumed) => listenOnPool(pool, kind, channel, onPayload, onResumed),
    openSession: async () => {
      const client = new pg.Client(pool.options);
      let failed: ((error: Error) => void) | undefined;
      // An error event with no listener would end the process.
      client.on('error', (error) => failed?.(error));
      await client.connect();
      return {
        query: (text, values) => client.query(text, values),
        onError: (listener) => {
          failed = listener;
        },
        close: () => client.end(),
      };
    },
    close: () => pool.end(),
  };
}

const RELISTEN_FIRST_MS = 1000;
const RELISTEN_MAX_MS = 30_000;

/** Channel names go into LISTEN as they are: keep them to plain identifiers. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on a connection of its own, held until stopped. The shared embedded database's pool has
 * one connection, which listening would take from the queries: such a process hears nothing. A
 * connection that breaks (a database restart, a failover, an idle timeout) is opened again, after
 * 1 s and then up to 30 s apart, and `onResumed` says that notices may have been missed meanwhile.
 */
async function listenOnPool(
  pool: pg.Pool,
  kind: Database['kind'],
  channel: string,
  onPayload: (payload: string) => void,
  onResumed?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Bad channel name "${channel}"`);
  if (kind === 'pglite-shared') return async () => {};
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = RELISTEN_FIRST_MS;

  const onNotification = (notice: pg.Notification) => {
    if (notice.channel === channel && notice.payload !== undefined) onPayload(notice.payload);
  };
  // Stays attached to a lost connection: a broken client may emit more than one error, and an
  // error event with no listener would end the process.
  const onLost = (error: Error) => {
    const lost = client;
    if (!lost) return;
    client = null;
    lost.off('notification', onNotification);
    lost.release(error);
    if (!stopped) scheduleRelisten();
  };
  const open = async () => {
    const opened = await pool.connect();
    opened.on('notification', onNotification);
    opened.on('error', (error) => {
      if (client === opened) onLost(error);
    });
    try {
      await opened.query(`listen ${channel}`);
    } catch (error) {
      opened.off('notification', onNotification);
      opened.release(error as Error);
      throw error;
    }
    client = opened;
  };
  function scheduleRelisten() {
    retry = setTimeout(() => {
      open().then(
        () => {
          delayMs = RELISTEN_FIRST_MS;
          if (stopped) return void stop();
          onResumed?.();
        },
        () => {
          delayMs = Math.min(delayMs * 2, RELISTEN_MAX_MS);
          if (!stopped) scheduleRelisten();
        },
      );
    }, delayMs);
    retry.unref();
  }
  async function stop() {
    stopped = true;
    clearTimeout(retry);
    const held = client;
    client = null;
    if (!held) return;
    held.off('notification', onNotification);
    try {
      await held.query(`unlisten ${channel}`);
      held.release();
    } catch (error) {
      held.release(error as Error);
    }
  }

  await open();
  return stop;
}

/** What the owner of a PGlite folder does around its close. */
export interface PgliteClosing {
  /** Before: stop what reaches the database from outside (the socket other processes use). */
  before?: () => Promise<void> | void;
  /**
   * After: let another process have the folder. Never before PGlite has closed: its close still
   * writes (a checkpoint), and a process opening the folder meanwhile corrupts it.
   */
  after?: () => Promise<void> | void;
}

export function pgliteDatabase(pglite: PGlite, closing: PgliteClosing = {}): Database {
  const db = drizzlePglite(drizzleClientOf(pglite), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: pgliteExecutor(pglite),
    // One process owns a PGlite database, so there is nobody to lock out.
    withAdvisoryLock: (_key, fn) => fn(db),
    // Operator commands reach it through its socket; their NOTIFYs arrive here too.
    listen: async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload);
      return async () => stop();
    },
    close: async () => {
      await closing.before?.();
      await pglite.close();
      await closing.after?.();
    },
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { dataDir, databaseUrl, logger } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));
    return postgresDatabase(pool, 'postgres');
  }

  mkdirSync(dataDir, { recursive: true });
  const lock = tryLockDataDir(path.join(dataDir, 'pg.lock'));
  if ('heldBy' in lock) {
    if (options.allowShared && existsSync(socketPath(dataDir))) {
      logger.debug({ pid: lock.heldBy }, 'using the embedded database shared by the running server');
      const pool = new pg.Pool({ host: dataDir, port: SOCKET_PORT, database: 'postgres', user: 'postgres', max: 1 });
      // The server may stop (or die) while this process still holds its idle connection: without a
      // listener that error would end this process.
      pool.on('error', (error) => logger.warn({ err: error }, 'the shared embedded database connection closed'));
      return postgresDatabase(pool, 'pglite-shared');
    }
    throw new DatabaseInUseError(
      `The embedded database in ${dataDir} is in use by process ${lock.heldBy}. Stop that process, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.`,
    );
  }

  try {
    const pglite = await createPglite(path.join(dataDir, 'pg'));
    let socketServer: PGLiteSocketServer | undefined;
    if (options.share) {
      // We hold the lock, so a socket file left here belongs to a process that died.
      rmSync(socketPath(dataDir), { force: true });
      socketServer = new PGLiteSocketServer({ db: pglite, path: socketPath(dataDir), maxConnections: 4 });
      await socketServer.start();
    }
    return pgliteDatabase(pglite, {
      before: () => socketServer?.stop(),
      after: () => lock.release(),
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}
