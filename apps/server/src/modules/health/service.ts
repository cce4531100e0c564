import type { HealthResponse } from '@memeforge/contract';
import type { Database } from '../../db/types';
import type { JobQueueClient } from '../../jobs/sender';
import type { Logger } from '../../logger';

const startedAt = Date.now();

/**
 * What a failing component reports: a state, never the error's message. The endpoint answers
 * anyone (load balancers), and driver messages name hosts, users, databases and file paths; the
 * message goes to the log instead.
 */
export const HEALTH_FAILURE_STATE = 'unavailable';

async function databaseState(database: Database, log: Logger): Promise<HealthResponse['database']> {
  const start = performance.now();
  try {
    await database.executeSql('select 1');
    return { ok: true, kind: database.kind, latencyMs: Math.round((performance.now() - start) * 10) / 10 };
  } catch (error) {
    log.error({ err: error }, 'health check: the database does not answer');
    return { ok: false, kind: database.kind, error: HEALTH_FAILURE_STATE };
  }
}

async function queueState(queue: JobQueueClient, log: Logger): Promise<HealthResponse['queue']> {
  const state = await queue.health();
  if (state.ok) return state;
  log.error({ queueError: state.error }, 'health check: the job queue does not answer');
  const { error: _message, ...rest } = state;
  return { ...rest, error: HEALTH_FAILURE_STATE };
}

export async function checkHealth(
  database: Database,
  queue: JobQueueClient,
  version: string,
  log: Logger,
): Promise<HealthResponse> {
  const [db, jobs] = await Promise.all([databaseState(database, log), queueState(queue, log)]);
  return {
    status: db.ok && jobs.ok ? 'ok' : 'degraded',
    version,
    uptimeS: Math.round((Date.now() - startedAt) / 1000),
    database: db,
    queue: jobs,
  };
}
