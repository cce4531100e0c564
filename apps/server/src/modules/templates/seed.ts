/**
 * The starter library shipped in apps/server/seed/templates loads on first start (and again
 * whenever its manifest changes). The import is idempotent, so an interrupted load simply
 * finishes on the next start; the manifest's hash is remembered only once every entry is in.
 * Then templates stored before card pictures existed get theirs, once (decision 033).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readAppState, writeAppState } from '../../db/app-state-store';
import type { Db } from '../../db/types';
import type { Logger } from '../../logger';
import { SERVER_ROOT } from '../../server-root';
import { backfillCardPictures } from './card-pictures';
import type { IngestContext } from './ingest';
import { findManifest, importTemplates } from './import';

export const SEED_TEMPLATES_DIR = path.join(SERVER_ROOT, 'seed/templates');
const STATE_KEY = 'seed.templates.manifest-sha256';
/** When the starter library was first loaded on this database (readiness asks). */
const LOADED_KEY = 'seed.templates.loaded-at';
/**
 * Part of the remembered hash: raised when loading the same manifest must do more than before, so
 * libraries loaded by an older server load again. 2: caption formats and example captions reach
 * templates already in the library (import.ts updates them on rows it skips).
 */
const SEED_LOADER_VERSION = 2;

export async function loadSeedTemplates(
  ctx: IngestContext,
  logger: Logger,
  dir: string = SEED_TEMPLATES_DIR,
): Promise<void> {
  await loadStarterLibrary(ctx, logger, dir);
  // Every start: a no-op (one query) once every template has its card pictures.
  await backfillCardPictures(ctx, logger);
}

async function loadStarterLibrary(ctx: IngestContext, logger: Logger, dir: string): Promise<void> {
  if (!existsSync(dir)) {
    logger.warn({ dir }, 'no starter template library found');
    return;
  }
  const manifest = await findManifest(dir);
  const hash = createHash('sha256')
    .update(`loader ${SEED_LOADER_VERSION}\n`)
    .update(await readFile(manifest))
    .digest('hex');
  if ((await readAppState(ctx.db, STATE_KEY)) === hash) return;

  logger.info({ dir }, 'loading the starter template library');
  const started = Date.now();
  const report = await importTemplates(ctx, dir);
  for (const rejected of report.rejected) logger.error(rejected, 'starter template rejected');
  logger.info(
    { imported: report.imported, skipped: report.skipped, rejected: report.rejected.length, ms: Date.now() - started },
    'starter template library loaded',
  );
  if (report.rejected.length === 0) {
    await writeAppState(ctx.db, STATE_KEY, hash);
  }
  // Loaded once, even with a rejected file (logged above): the install is ready to serve.
  await writeAppState(ctx.db, LOADED_KEY, new Date().toISOString());
}

/**
 * Whether the starter library has been loaded at least once on this database (a fresh install's
 * library holds only what a first start loads); true when there is no starter library to load.
 */
export async function starterLibraryLoaded(db: Db, dir: string = SEED_TEMPLATES_DIR): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readAppState(db, LOADED_KEY)) !== undefined || (await readAppState(db, STATE_KEY)) !== undefined;
}
