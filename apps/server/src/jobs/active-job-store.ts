/** What the queue holds as running, read from pg-boss's own table (schema QUEUE_SCHEMA, `job`). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

/** Ids of the queue's jobs that are active and were started before `startedBefore`. */
export async function activeJobIds(db: Db, name: string, startedBefore: Date): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select id::text as id from pgboss.job
    where name = ${name} and state = 'active' and started_on < ${startedBefore.toISOString()}::timestamptz
  `)) as unknown as { rows: { id: string }[] };
  return rows.map((row) => row.id);
}
