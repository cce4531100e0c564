import type { HealthResponse } from '@memeforge/contract';
import type { Database } from '../../db/types';
import type { JobQueue } from '../../jobs/queue';

const startedAt = Date.now();

async function databaseState(database: Database): Promise<HealthResponse['database']> {
  const start = performance.now();
  try {
    await database.executeSql('select 1');
    return { ok: true, kind: database.kind, latencyMs: Math.round((performance.now() - start) * 10) / 10 };
  } catch (error) {
    return { ok: false, kind: database.kind, error: (error as Error).message };
  }
}

export async function checkHealth(database: Database, queue: JobQueue, version: string): Promise<HealthResponse> {
  const [db, jobs] = await Promise.all([databaseState(database), queue.health()]);
  return {
    status: db.ok && jobs.ok ? 'ok' : 'degraded',
    version,
    uptimeS: Math.round((Date.now() - startedAt) / 1000),
    database: db,
    queue: jobs,
  };
}
