/**
 * POST /memes/tagline/: one caption for a library template, written from the person's prompt by
 * the app's caption writer, for AI_CAPTION_COST credits (product.md §1.4, §6, §7.8). In order:
 * the plan (free → 403 with the plan-not-allowed marker), the per-person rate limit, the template
 * (the editor's rule: one this person may put text on, else 404), then the credit, spent in its own
 * transaction (none left → 402 with the out-of-credits marker, nothing spent). The caption is
 * written after that transaction, with a time limit, so no row lock waits on the writer; when
 * writing fails the credit is given back (a refund row, once) and the answer is 503.
 */
import {
  AI_CAPTION_COST,
  ERROR_MARKERS,
  MEME_TEXT_MAX_LENGTH,
  MESSAGES,
  type AiTaglineResponse,
  type ParsedAiTaglineRequest,
} from '@memeforge/contract';
import type { CaptionWriter, UnhingedLevel } from '../../adapters/ai';
import { withWriteTimeout } from '../../adapters/ai/write-timeout';
import type { Db } from '../../db/types';
import { InsufficientCredits, PlanNotAllowed, Unavailable } from '../../domain-errors';
import type { Logger } from '../../logger';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import type { RateLimiter } from '../../security/rate-limiter';
import { refundSpend, spendCredits } from '../credits/ledger';
import { editorTemplate } from '../editor/template-access';
import { entitlementsOf } from '../entitlements/service';
import { captionCandidateOf } from '../templates/caption-candidate';
import { truncateCaption } from './truncate';

export interface AiCaptionContext {
  db: Db;
  captionWriter: CaptionWriter;
  limiter: RateLimiter;
  logger: Logger;
  /** How long the writer may take before the credit is refunded and the call answers 503. */
  writeTimeoutMs?: number;
}

/** Our choice: the LLM writer's own limit is shorter; this bounds any writer, the offline one included. */
export const AI_CAPTION_WRITE_TIMEOUT_MS = 20_000;
/** The level a caption is written at: the Generate form's default ('Popular meme format'). */
export const AI_CAPTION_LEVEL: UnhingedLevel = 3;
export const AI_CAPTION_SPEND_REASON = 'ai caption';
export const AI_CAPTION_REFUND_REASON = 'ai caption failed';

export async function writeAiTagline(
  ctx: AiCaptionContext,
  userId: number,
  request: ParsedAiTaglineRequest,
): Promise<AiTaglineResponse> {
  const entitlements = await entitlementsOf(ctx.db, userId);
  if (!entitlements.aiCaption) {
    throw new PlanNotAllowed({ detail: MESSAGES.premiumCaption, code: ERROR_MARKERS.planNotAllowed });
  }
  await ctx.limiter.consume(RATE_LIMITS.aiCaptionPerUser, String(userId));
  const template = await editorTemplate(ctx.db, userId, entitlements, request.template_id, null, 'template_id');

  const spend = await ctx.db.transaction((tx) =>
    spendCredits(
      tx,
      userId,
      AI_CAPTION_COST,
      AI_CAPTION_SPEND_REASON,
      () => new InsufficientCredits({ detail: MESSAGES.outOfCredits, code: ERROR_MARKERS.outOfCredits }),
    ),
  );

  const type = template.type === 2 ? 2 : 1;
  try {
    const written = await withWriteTimeout(ctx.writeTimeoutMs ?? AI_CAPTION_WRITE_TIMEOUT_MS, (signal) =>
      ctx.captionWriter.writeBatch(
        {
          description: request.prompt,
          level: AI_CAPTION_LEVEL,
          slots: [
            {
              type,
              candidates: [captionCandidateOf(template, type, MEME_TEXT_MAX_LENGTH)],
            },
          ],
        },
        signal,
      ),
    );
    const tagline = truncateCaption(written.memes[0]?.caption ?? '');
    if (!tagline) throw new Error('the caption writer answered no caption');
    if (written.fallback) {
      ctx.logger.warn(
        { reason: written.fallback },
        'the LLM caption writer failed; the offline writer wrote this caption',
      );
    }
    return { tagline, credits: String(spend.credits) };
  } catch (error) {
    ctx.logger.error({ err: error, userId, templateId: template.id }, 'AI caption failed; refunding its credit');
    await refundSpend(ctx.db, userId, spend.ledgerId, AI_CAPTION_REFUND_REASON);
    throw new Unavailable(MESSAGES.aiCaptionFailed);
  }
}
