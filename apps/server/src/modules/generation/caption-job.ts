/**
 * The caption job of a batch: chooses candidate templates for each meme, has the caption writer
 * (offline, or the LLM with the offline writer as its fallback) pick among them and write the
 * captions, stores each meme's document (its template and its caption in the template's text
 * style), then queues one render job per meme under the meme's own job id. Run again after a
 * crash, it only queues what is missing.
 */
import { MESSAGES, memeDocumentOnTemplate } from '@memeforge/contract';
import type { CaptionSlot, UnhingedLevel } from '../../adapters/ai';
import { queuedJob, type JobContext } from '../../jobs/registry';
import { findBatchMemes, recentTaglines, recentTemplateIds, writeMemeDocument } from '../memes/store';
import { GENERATED_CAPTION_MAX_CHARS } from './caption-limits';
import { captionCandidateOf } from '../templates/caption-candidate';
import { failMeme } from './fail-meme';
import { renderJobFor } from './job-types';
import { findBatch, setBatchStatus, templatesForMemes, type TemplateForMeme } from './store';

/** Candidates offered to the writer for each meme: enough to vary, few enough for one LLM prompt. */
const CANDIDATES_PER_TYPE = 8;
const RECENT_TEMPLATES = 12;
const RECENT_TAGLINES = 20;

/** The batch's render jobs, queued together (their ids are the memes' job ids, so never twice). */
async function queueRenders(ctx: JobContext, batchId: string): Promise<void> {
  const ready = (await findBatchMemes(ctx.database.db, batchId)).filter(
    ({ meme }) => meme.status === 'queued' && meme.document !== null,
  );
  await ctx.queue.sendAll(
    ready.map(({ meme }) => queuedJob(renderJobFor(meme.type), { memeId: meme.id }, { id: meme.jobId })),
  );
}

export async function writeBatchCaptions(ctx: JobContext, batchId: string): Promise<void> {
  const db = ctx.database.db;
  const batch = await findBatch(db, batchId);
  if (!batch) return;
  if (batch.status !== 'writing') return queueRenders(ctx, batchId);

  const waiting = (await findBatchMemes(db, batchId)).filter(
    ({ meme }) => meme.status === 'queued' && meme.document === null,
  );
  try {
    const avoid = await recentTemplateIds(db, batch.userId, RECENT_TEMPLATES);
    const candidates = new Map<1 | 2, TemplateForMeme[]>();
    for (const type of new Set(waiting.map(({ meme }) => (meme.type === 2 ? 2 : 1) as 1 | 2))) {
      candidates.set(
        type,
        await templatesForMemes(db, {
          description: batch.description,
          type,
          level: batch.unhingedLevel,
          avoid,
          limit: CANDIDATES_PER_TYPE,
        }),
      );
    }
    const writable = waiting.filter(({ meme }) => (candidates.get(meme.type === 2 ? 2 : 1)?.length ?? 0) > 0);
    for (const { meme } of waiting.filter((row) => !writable.includes(row))) {
      await failMeme(db, meme.id, MESSAGES.noTemplatesForGeneration);
    }
    const slots: CaptionSlot[] = writable.map(({ meme }) => {
      const type = meme.type === 2 ? 2 : 1;
      return {
        type,
        candidates: candidates
          .get(type)!
          .map((template) => captionCandidateOf(template, type, GENERATED_CAPTION_MAX_CHARS[type])),
      };
    });
    const written =
      slots.length > 0
        ? await ctx.captionWriter.writeBatch({
            description: batch.description,
            level: batch.unhingedLevel as UnhingedLevel,
            slots,
            avoid: await recentTaglines(db, batch.userId, RECENT_TAGLINES),
          })
        : { memes: [], writer: 'offline' as const, fallback: null };
    if (written.fallback) {
      ctx.logger.warn(
        { batchId, reason: written.fallback },
        'the LLM caption writer failed; the offline writer wrote this batch',
      );
    }

    const byId = new Map([...candidates.values()].flat().map((template) => [template.id, template]));
    await db.transaction(async (tx) => {
      for (const [index, { meme }] of writable.entries()) {
        const choice = written.memes[index]!;
        const template = byId.get(choice.templateId);
        if (!template)
          throw new Error(`the caption writer chose template ${choice.templateId}, which it was not offered`);
        await writeMemeDocument(tx, meme.id, {
          document: memeDocumentOnTemplate(template, choice.caption),
          writer: written.writer,
          writerFallback: written.fallback,
        });
      }
      await setBatchStatus(tx, batchId, 'written');
    });
  } catch (error) {
    if (ctx.attempt.isFinal) {
      for (const { meme } of waiting) await failMeme(db, meme.id, MESSAGES.generationFailed);
      await setBatchStatus(db, batchId, 'failed');
    }
    throw error;
  }
  await queueRenders(ctx, batchId);
}
