/**
 * GET /api/ready: whether this process can serve now, for a load balancer deciding where to send
 * requests (GET /api/health stays the liveness check). Ready when the database, the job queue and
 * the media storage answer and the starter library has been loaded once: on a fresh install a
 * process that answered before that would show a library of a few templates. A failing part is
 * logged; the answer names only which part.
 */
import type { ReadyResponse } from '@memeforge/contract';
import type { Logger } from '../../logger';
import type { Services } from '../../wiring/services';
import { starterLibraryLoaded } from '../templates/seed';

export type ReadinessServices = Pick<Services, 'database' | 'queue' | 'storage' | 'settings'>;

async function passes(part: string, log: Logger, check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    log.warn({ err: error, part }, 'readiness check: a part does not answer');
    return false;
  }
}

export async function checkReadiness(ctx: ReadinessServices, log: Logger): Promise<ReadyResponse> {
  const [database, queue, storage, library] = await Promise.all([
    passes('database', log, async () => (await ctx.database.executeSql('select 1'), true)),
    passes('queue', log, async () => (await ctx.queue.health()).ok),
    passes('storage', log, async () => (await ctx.storage.check(), true)),
    passes('library', log, () => starterLibraryLoaded(ctx.database.db, ctx.settings.starterLibraryDir)),
  ]);
  const ready = database && queue && storage && library;
  return { status: ready ? 'ready' : 'not_ready', checks: { database, queue, storage, library } };
}
