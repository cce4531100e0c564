/**
 * POST /memes/tagline/: one caption for a library template, written from the person's prompt by
 * the app's caption writer, for AI_CAPTION_COST credits (docs/product.md §1.4, §6, §7.8). Gated
 * and paid by the paid-AI pipeline (`paid-ai/pipeline.ts`); its own check, before anything is
 * spent, is the template (the editor's rule: one this person may put text on, else 404).
 */
import {
  AI_CAPTION_COST,
  MEME_TEXT_MAX_LENGTH,
  MESSAGES,
  type AiTaglineResponse,
  type ParsedAiTaglineRequest,
} from '@memeforge/contract';
import type { UnhingedLevel } from '../../adapters/ai';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import type { Services } from '../../wiring/services';
import { editorTemplate } from '../editor/template-access';
import { runPaidAi, type PaidAiTool } from '../paid-ai/pipeline';
import { captionCandidateOf } from '../templates/caption-candidate';
import { truncateCaption } from './truncate';

export type AiCaptionContext = Pick<Services, 'db' | 'captionWriter' | 'limiter' | 'logger' | 'waits'>;

/** Our choice: the LLM writer's own limit is shorter; this bounds any writer, the offline one included. */
export const AI_CAPTION_WRITE_TIMEOUT_MS = 20_000;
/** The level a caption is written at: the Generate form's default ('Popular meme format'). */
export const AI_CAPTION_LEVEL: UnhingedLevel = 3;
export const AI_CAPTION_SPEND_REASON = 'ai caption';
export const AI_CAPTION_REFUND_REASON = 'ai caption failed';

const AI_CAPTION_TOOL: PaidAiTool = {
  name: 'AI caption',
  cost: AI_CAPTION_COST,
  rateLimit: RATE_LIMITS.aiCaptionPerUser,
  spendReason: AI_CAPTION_SPEND_REASON,
  refundReason: AI_CAPTION_REFUND_REASON,
  writeTimeoutMs: AI_CAPTION_WRITE_TIMEOUT_MS,
  failedMessage: MESSAGES.aiCaptionFailed,
};

export async function writeAiTagline(
  ctx: AiCaptionContext,
  userId: number,
  request: ParsedAiTaglineRequest,
): Promise<AiTaglineResponse> {
  const { result: tagline, spend } = await runPaidAi(ctx, userId, AI_CAPTION_TOOL, {
    prepare: (entitlements) => editorTemplate(ctx.db, userId, entitlements, request.template_id, null, 'template_id'),
    write: (template, signal) => {
      const type = template.type === 2 ? 2 : 1;
      return ctx.captionWriter.writeBatch(
        {
          description: request.prompt,
          level: AI_CAPTION_LEVEL,
          slots: [{ type, candidates: [captionCandidateOf(template, type, MEME_TEXT_MAX_LENGTH)] }],
        },
        signal,
      );
    },
    finish: async (_template, written) => {
      const caption = truncateCaption(written.memes[0]?.caption ?? '');
      if (!caption) throw new Error('the caption writer answered no caption');
      return caption;
    },
  });
  return { tagline, credits: String(spend.credits) };
}
