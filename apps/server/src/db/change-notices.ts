/**
 * Change notices between processes on one database (PostgreSQL's LISTEN/NOTIFY, which PGlite
 * has too): a process that changes what other processes cache (an account's plan or standing, an
 * ended session, the template library) announces it, and every process listening, itself
 * included, drops its copy at once instead of waiting for the cache's time limit. A notice sent
 * inside a transaction goes out when it commits, and not at all when it rolls back. When a broken
 * listening connection is back, every `onNoticesMissed` handler runs (the caches drop everything),
 * since what was announced meanwhile is unknown.
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Db } from './types';

const CHANNEL = 'memeforge_changes';

export type ChangeTopic = 'user-access' | 'session-ended' | 'template-searches' | 'meme-ended' | 'api-key-revoked';

type Handler = (key: string) => void;
const handlersByDb = new WeakMap<Db, Map<ChangeTopic, Set<Handler>>>();

/** Calls `handler` with the key of every notice of `topic` this database handle's process hears. */
export function onChange(db: Db, topic: ChangeTopic, handler: Handler): void {
  let byTopic = handlersByDb.get(db);
  if (!byTopic) {
    byTopic = new Map();
    handlersByDb.set(db, byTopic);
  }
  let handlers = byTopic.get(topic);
  if (!handlers) {
    handlers = new Set();
    byTopic.set(topic, handlers);
  }
  handlers.add(handler);
}

const missedByDb = new WeakMap<Db, Set<() => void>>();

/** Calls `handler` when this process may have missed notices (its listening connection was lost, now back). */
export function onNoticesMissed(db: Db, handler: () => void): void {
  let handlers = missedByDb.get(db);
  if (!handlers) {
    handlers = new Set();
    missedByDb.set(db, handlers);
  }
  handlers.add(handler);
}

/**
 * Tells every listening process (at commit, when `db` is a transaction) that `key` of `topic`
 * changed. Outside a transaction the change has already committed, so a notice that cannot be
 * sent is only logged: it must not turn a saved change into an error (the caches' time limits
 * still bring it). Inside one it throws: the failed statement has aborted the transaction, and
 * swallowing it would let the caller's COMMIT quietly roll the change back.
 */
export async function announceChange(db: Db, topic: ChangeTopic, key: string): Promise<void> {
  try {
    await db.execute(sql`select pg_notify(${CHANNEL}, ${`${topic} ${key}`})`);
  } catch (error) {
    if (db instanceof PgTransaction) throw error;
    console.warn(`change notice "${topic} ${key}" not sent:`, error);
  }
}

/** Starts hearing notices for this process's handle; call the answer to stop (before closing). */
export function listenForChanges(database: Database): Promise<() => Promise<void>> {
  return database.listen(
    CHANNEL,
    (payload) => {
      const space = payload.indexOf(' ');
      const topic = payload.slice(0, space) as ChangeTopic;
      const key = payload.slice(space + 1);
      for (const handler of handlersByDb.get(database.db)?.get(topic) ?? []) handler(key);
    },
    () => {
      for (const handler of missedByDb.get(database.db) ?? []) handler();
    },
  );
}
