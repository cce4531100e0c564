/**
 * POST /memes/generate/: checks the request against what the account may do, reserves one credit
 * per meme and creates the batch and its queued memes in one transaction (refused with 429 while
 * the person has GENERATION_MEMES_IN_PROGRESS_MAX memes still being made), queues the caption job,
 * then waits briefly so image memes usually come back finished. An Idempotency-Key makes a
 * retried request answer with its first batch instead of charging again.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  GENERATION_FAST_PATH_WAIT_MS,
  GENERATION_IN_PROGRESS_RETRY_S,
  GENERATION_MEMES_IN_PROGRESS_MAX,
  MESSAGES,
  type Meme,
  type ParsedGenerateRequest,
} from '@memeforge/contract';
import type { GenerationBatchRow, NewMemeRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, InvalidInput, RateLimited, Unavailable } from '../../domain-errors';
import type { JobSender } from '../../jobs/registry';
import { spendForMemes } from '../credits/ledger-store';
import { assertUnhingedLevel, entitlementsOf } from '../entitlements/service';
import { removeMemeFiles } from '../memes/meme-files';
import { toMeme } from '../memes/presenters';
import { deleteMemes, findBatchMemes, findUserMemesByIds, generatedMemesInProgress, insertMemes } from '../memes/store';
import { findUserById } from '../users/store';
import { batchSlots } from './batch-slots';
import { writeCaptionsJob } from './job-types';
import { findBatchByKey, hasTemplatesFor, insertBatch } from './store';
import { waitForBatch } from './wait-for-batch';
import type { Services } from '../../wiring/services';

export type GenerationContext = Pick<Services, 'db' | 'storage' | 'logger' | 'waits'> & { queue: JobSender };

export interface GenerateAnswer {
  memes: Meme[];
  credits: string;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function requestHash(request: ParsedGenerateRequest): string {
  const canonical = JSON.stringify([
    request.description,
    request.mediaType,
    request.unhingedLevel,
    [...request.memes_ids].sort(),
    request.regenerate,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function answerFor(
  ctx: GenerationContext,
  userId: number,
  batchId: string,
  waitMs: number,
): Promise<GenerateAnswer> {
  const rows = waitMs > 0 ? await waitForBatch(ctx.db, batchId, waitMs) : await findBatchMemes(ctx.db, batchId);
  const user = await findUserById(ctx.db, userId);
  return { memes: await Promise.all(rows.map((row) => toMeme(row, ctx.storage))), credits: String(user?.credits ?? 0) };
}

/** The same key again: the first batch as it is now, if the request is the same one. */
async function replay(
  ctx: GenerationContext,
  userId: number,
  batch: GenerationBatchRow,
  hash: string,
): Promise<GenerateAnswer> {
  if (batch.requestHash !== hash) throw new Conflict(MESSAGES.idempotencyKeyReused);
  return answerFor(ctx, userId, batch.id, 0);
}

export async function generateMemes(
  ctx: GenerationContext,
  userId: number,
  request: ParsedGenerateRequest,
  idempotencyKey: string | undefined,
): Promise<GenerateAnswer> {
  const entitlements = await entitlementsOf(ctx.db, userId);
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new InvalidInput(MESSAGES.idempotencyKeyInvalid);
  }
  assertUnhingedLevel(entitlements, request.unhingedLevel);

  const hash = requestHash(request);
  if (idempotencyKey) {
    const earlier = await findBatchByKey(ctx.db, userId, idempotencyKey);
    if (earlier) return replay(ctx, userId, earlier, hash);
  }

  // What to make: a new batch by media type, or one new meme of the same type for each replaced one.
  const replaced = request.regenerate ? await findUserMemesByIds(ctx.db, userId, request.memes_ids) : [];
  if (request.regenerate && replaced.length !== new Set(request.memes_ids).size) {
    throw InvalidInput.fields({ memes_ids: [MESSAGES.regenerateUnknownMemes] });
  }
  const slots = request.regenerate ? replaced.map((meme) => (meme.type === 2 ? 2 : 1)) : batchSlots(request.mediaType);
  for (const type of new Set(slots)) {
    if (!(await hasTemplatesFor(ctx.db, type, request.unhingedLevel))) {
      throw new Unavailable(MESSAGES.noTemplatesForGeneration);
    }
  }

  const batchId = randomUUID();
  const memes: NewMemeRow[] = slots.map((type, position) => ({
    id: randomUUID(),
    userId,
    batchId,
    position,
    type,
    description: request.description,
    unhingedLevel: request.unhingedLevel,
    status: 'queued',
    jobId: randomUUID(),
  }));
  let replacedFiles: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      await insertBatch(tx, {
        id: batchId,
        userId,
        description: request.description,
        mediaType: request.regenerate ? 'regenerate' : request.mediaType,
        unhingedLevel: request.unhingedLevel,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
      });
      // Spending takes the account's row until the commit, so two requests of one person count
      // and insert one after the other and cannot both slip under the cap.
      await spendForMemes(
        tx,
        userId,
        memes.map((meme) => meme.id!),
        `Generated memes: ${request.description.slice(0, 80)}`,
      );
      const inProgress = await generatedMemesInProgress(tx, userId);
      if (inProgress + memes.length > Math.max(GENERATION_MEMES_IN_PROGRESS_MAX, memes.length)) {
        throw new RateLimited(GENERATION_IN_PROGRESS_RETRY_S, MESSAGES.generationInProgress);
      }
      await insertMemes(tx, memes);
      if (request.regenerate) replacedFiles = await deleteMemes(tx, request.memes_ids);
    });
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      // The same key at the same moment: the other request made the batch; answer with it.
      const earlier = await findBatchByKey(ctx.db, userId, idempotencyKey);
      if (earlier) return replay(ctx, userId, earlier, hash);
    }
    throw error;
  }
  ctx.logger.info({ batchId, userId, memes: memes.length }, 'generation batch created');
  // The replaced memes' files go only now that their rows are gone for good.
  await removeMemeFiles(ctx.storage, ctx.logger, replacedFiles);

  // After the commit: a job that ran first would not see its batch. If this process dies right
  // here, or the send fails, the recovery job queues the batch (same job id, so never twice); the
  // credits are spent and the memes exist, so the answer is still the batch, not an error.
  try {
    await ctx.queue.send(writeCaptionsJob, { batchId }, { id: batchId });
  } catch (error) {
    ctx.logger.error({ err: error, batchId }, 'could not queue the caption job; recovery will queue it');
  }
  return answerFor(ctx, userId, batchId, ctx.waits.renderMs ?? GENERATION_FAST_PATH_WAIT_MS);
}
