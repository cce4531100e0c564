/**
 * Edit With AI (product.md §1; decision 029): POST /memes/chat/ and its history. A turn is gated
 * and paid exactly like the AI caption helper (ai-caption/service.ts): the plan (free → 403 with
 * the plan-not-allowed marker), the per-person rate limit, the meme (the caller's own, else 404),
 * the template the editor shows (the editor's access rule), then CHAT_TURN_COST credits spent in
 * their own transaction (none left → 402 with the out-of-credits marker, nothing spent). The edit
 * is written after that, within a time limit, by the app's caption writer (`editMeme`; the offline
 * edit when the writer has none); the person's message and the ai's answer are then stored in one
 * transaction. When writing or storing fails the credit is given back once and nothing is stored
 * (503); a turn that changes nothing (no other template to switch to, no room for emoji) is stored
 * and its credit given back.
 */
import {
  CHAT_MESSAGES,
  CHAT_TURN_COST,
  ERROR_MARKERS,
  MEME_TEXT_MAX_LENGTH,
  MESSAGES,
  UNHINGED_MAX,
  type ChatHistory,
  type ChatMessage,
  type ChatTurnResponse,
  type ParsedChatTurnRequest,
  type Template,
} from '@memeforge/contract';
import {
  createOfflineMemeEditor,
  readInstruction,
  type CaptionCandidate,
  type CaptionEditResult,
  type CaptionWriter,
  type UnhingedLevel,
} from '../../adapters/ai';
import type { MediaStorage } from '../../adapters/storage';
import { withWriteTimeout } from '../../adapters/ai/write-timeout';
import type { MemeChatMessageRow, TemplateRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { InsufficientCredits, NotFound, PlanNotAllowed, Unavailable } from '../../domain-errors';
import type { Logger } from '../../logger';
import type { RateLimiter, RateLimitRule } from '../../security/rate-limiter';
import { truncateCaption } from '../ai-caption/truncate';
import { refundSpend, spendCredits } from '../credits/ledger';
import { editorTemplate } from '../editor/template-access';
import { entitlementsOf } from '../entitlements/service';
import { templatesForMemes } from '../generation/store';
import { captionCandidateOf } from '../templates/caption-candidate';
import { toTemplate } from '../templates/presenters';
import { findChatMeme, findTemplatesByIds, insertChatTurn, listChatMessages, otherPublicTemplates } from './store';

export interface ChatContext {
  db: Db;
  storage: MediaStorage;
  captionWriter: CaptionWriter;
  limiter: RateLimiter;
  logger: Logger;
  /** How long the writer may take before the credit is refunded and the call answers 503. */
  writeTimeoutMs?: number;
}

/** Our choice, the AI caption helper's: the LLM writer's own limit is shorter; this bounds any writer. */
export const CHAT_WRITE_TIMEOUT_MS = 20_000;
/** Our choice, the AI caption helper's limit: a person chatting never needs more; a script looping on credits does. */
export const CHAT_RATE_LIMIT: RateLimitRule = { name: 'chat-user', limit: 20, windowSeconds: 60 };
export const CHAT_SPEND_REASON = 'edit with ai';
export const CHAT_REFUND_REASON = 'edit with ai failed';
export const CHAT_UNCHANGED_REFUND_REASON = 'edit with ai changed nothing';
/** Templates offered to a template switch, best for the topic first. */
const ALTERNATIVES = 6;

const clampLevel = (level: number) => Math.min(UNHINGED_MAX, Math.max(1, Math.round(level))) as UnhingedLevel;
const mediaType = (type: number): 1 | 2 => (type === 2 ? 2 : 1);

function messageOf(row: MemeChatMessageRow, templatesById: ReadonlyMap<number, Template>): ChatMessage {
  const changed = row.role === 'ai' && (row.caption !== null || row.templateId !== null);
  return {
    id: row.id,
    type: row.role,
    content: row.text,
    timestamp: row.createdAt.toISOString(),
    change: changed
      ? {
          caption: row.caption,
          templateId: row.templateId,
          template: row.templateId === null ? null : (templatesById.get(row.templateId) ?? null),
        }
      : null,
  };
}

async function presentMessages(ctx: ChatContext, rows: MemeChatMessageRow[]): Promise<ChatMessage[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.templateId === null ? [] : [row.templateId])))];
  const found = await findTemplatesByIds(ctx.db, ids);
  const templatesById = new Map(
    await Promise.all(found.map(async (row) => [row.id, await toTemplate(row, ctx.storage)] as const)),
  );
  return rows.map((row) => messageOf(row, templatesById));
}

async function ownMeme(ctx: ChatContext, userId: number, memeId: string) {
  const meme = await findChatMeme(ctx.db, userId, memeId);
  if (!meme) throw new NotFound(MESSAGES.memeNotFound);
  return meme;
}

/** GET /memes/chat/?meme_id=: the meme's chat, oldest first (404 unless it is the caller's meme). */
export async function chatHistory(ctx: ChatContext, userId: number, memeId: string): Promise<ChatHistory> {
  await ownMeme(ctx, userId, memeId);
  return { results: await presentMessages(ctx, await listChatMessages(ctx.db, memeId)) };
}

/** Other templates of the meme's media type, best for its topic first; never the current one. */
async function alternativesFor(
  ctx: ChatContext,
  topic: string,
  type: 1 | 2,
  level: UnhingedLevel,
  current: number,
): Promise<CaptionCandidate[]> {
  const relevant = (
    await templatesForMemes(ctx.db, { description: topic, type, level, avoid: [current], limit: ALTERNATIVES })
  ).filter((row) => row.id !== current);
  const rows = relevant.length > 0 ? relevant : await otherPublicTemplates(ctx.db, type, current, ALTERNATIVES);
  return rows.map((row) => captionCandidateOf(row, type, MEME_TEXT_MAX_LENGTH));
}

/** POST /memes/chat/: one turn. */
export async function chatTurn(
  ctx: ChatContext,
  userId: number,
  request: ParsedChatTurnRequest,
): Promise<ChatTurnResponse> {
  const entitlements = await entitlementsOf(ctx.db, userId);
  if (!entitlements.aiCaption) {
    throw new PlanNotAllowed({ detail: MESSAGES.premiumCaption, code: ERROR_MARKERS.planNotAllowed });
  }
  await ctx.limiter.consume(CHAT_RATE_LIMIT, String(userId));
  const meme = await ownMeme(ctx, userId, request.meme_id);
  const type = mediaType(meme.type);
  const template = await editorTemplate(ctx.db, userId, entitlements, request.template_id, type, 'template_id');

  const history = await listChatMessages(ctx.db, meme.id);
  // 'More unhinged' (the chip, or the same ask in words) raises the level for the rest of the chat.
  const raised = history.filter((row) => row.role === 'user' && readInstruction(row.text).kind === 'unhinged').length;
  const level = clampLevel(Math.min(entitlements.maxUnhingedLevel, meme.unhingedLevel + raised));
  const topic = meme.description.trim();
  const alternatives = await alternativesFor(ctx, topic || request.caption, type, level, template.id);

  const spend = await ctx.db.transaction((tx) =>
    spendCredits(
      tx,
      userId,
      CHAT_TURN_COST,
      CHAT_SPEND_REASON,
      () => new InsufficientCredits({ detail: MESSAGES.outOfCredits, code: ERROR_MARKERS.outOfCredits }),
    ),
  );

  const edit = ctx.captionWriter.editMeme ?? createOfflineMemeEditor();
  let result: CaptionEditResult;
  let stored: [MemeChatMessageRow, MemeChatMessageRow];
  let switched: TemplateRow | undefined;
  try {
    result = await withWriteTimeout(ctx.writeTimeoutMs ?? CHAT_WRITE_TIMEOUT_MS, (signal) =>
      edit(
        {
          description: topic,
          level,
          caption: request.caption,
          template: captionCandidateOf(template, type, MEME_TEXT_MAX_LENGTH),
          alternatives,
          chip: request.chip ?? null,
          message: request.message,
          avoid: history.flatMap((row) => (row.role === 'ai' && row.caption ? [row.caption] : [])),
          avoidTemplates: history.flatMap((row) => (row.role === 'ai' && row.templateId ? [row.templateId] : [])),
        },
        signal,
      ),
    );
    if (result.fallback) {
      ctx.logger.warn(
        { reason: result.fallback },
        'the LLM caption writer failed; the offline writer edited this meme',
      );
    }
    const caption = result.caption === null ? null : truncateCaption(result.caption) || null;
    const templateId =
      result.templateId !== null &&
      result.templateId !== template.id &&
      alternatives.some((t) => t.id === result.templateId)
        ? result.templateId
        : null;
    if (result.templateId !== null && templateId === null)
      throw new Error('the writer chose a template it was not offered');
    [switched] = templateId === null ? [] : await findTemplatesByIds(ctx.db, [templateId]);
    stored = await insertChatTurn(
      ctx.db,
      { memeId: meme.id, userId, role: 'user', text: request.message, caption: null, templateId: null },
      { memeId: meme.id, userId, role: 'ai', text: result.reply, caption, templateId },
    );
  } catch (error) {
    ctx.logger.error({ err: error, userId, memeId: meme.id }, 'Edit With AI failed; refunding its credit');
    await refundSpend(ctx.db, userId, spend.ledgerId, CHAT_REFUND_REASON);
    throw new Unavailable(CHAT_MESSAGES.failed);
  }

  let credits = spend.credits;
  if (stored[1].caption === null && stored[1].templateId === null) {
    credits = (await refundSpend(ctx.db, userId, spend.ledgerId, CHAT_UNCHANGED_REFUND_REASON)) ?? credits;
  }
  const templatesById = new Map(switched ? [[switched.id, await toTemplate(switched, ctx.storage)] as const] : []);
  return {
    user: messageOf(stored[0], templatesById),
    ai: messageOf(stored[1], templatesById),
    credits: String(credits),
  };
}
