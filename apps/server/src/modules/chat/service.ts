/**
 * Edit With AI (docs/product.md §1; decision 029): POST /memes/chat/ and its history. A turn is
 * gated and paid by the paid-AI pipeline (`paid-ai/pipeline.ts`), like the AI caption helper; its
 * own checks, before anything is spent, are the meme (the caller's own, else 404) and the template
 * the editor shows (the editor's access rule). The edit is written by the app's caption writer
 * (`editMeme`; the offline edit when the writer has none); the person's message and the ai's
 * answer are then stored in one transaction. When writing or storing fails the credit is given
 * back once and nothing is stored (503); a turn that changes nothing (no other template to switch
 * to, no room for emoji) is stored and its credit given back.
 */
import {
  CHAT_MESSAGES,
  CHAT_TURN_COST,
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
  type UnhingedLevel,
} from '../../adapters/ai';
import type { MemeChatMessageRow } from '../../db/schema';
import { NotFound, RateLimited } from '../../domain-errors';
import type { RateLimitRule } from '../../security/rate-limiter';
import { truncateCaption } from '../ai-caption/truncate';
import { refundSpend } from '../credits/ledger-store';
import type { Entitlements } from '../entitlements/policy';
import { runPaidAi, type PaidAiTool } from '../paid-ai/pipeline';
import { editorTemplate } from '../editor/template-access';
import { templatesForMemes } from '../generation/store';
import { captionCandidateOf } from '../templates/caption-candidate';
import { toTemplate } from '../templates/presenters';
import { findChatMeme, findTemplatesByIds, insertChatTurn, listChatMessages, otherPublicTemplates } from './store';
import type { Services } from '../../wiring/services';

export type ChatContext = Pick<Services, 'db' | 'storage' | 'captionWriter' | 'limiter' | 'logger' | 'waits'>;

/** Our choice, the AI caption helper's: the LLM writer's own limit is shorter; this bounds any writer. */
export const CHAT_WRITE_TIMEOUT_MS = 20_000;
/** Our choice, the AI caption helper's limit: a person chatting never needs more; a script looping on credits does. */
export const CHAT_RATE_LIMIT: RateLimitRule = { name: 'chat-user', limit: 20, windowSeconds: 60 };
export const CHAT_SPEND_REASON = 'edit with ai';
export const CHAT_REFUND_REASON = 'edit with ai failed';
export const CHAT_UNCHANGED_REFUND_REASON = 'edit with ai changed nothing';
/**
 * A turn that changes nothing gives its credit back, but each one still costs a writer's call (an
 * LLM's, on a paid provider): beyond this many an hour such turns keep their credit, so they cannot
 * be farmed for free calls. A person who asks again and again for 'a different template' when
 * there is none never reaches it.
 */
export const CHAT_UNCHANGED_REFUNDS: RateLimitRule = {
  name: 'chat-unchanged-refunds-user',
  limit: 5,
  windowSeconds: 3600,
};
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

const CHAT_TOOL: PaidAiTool = {
  name: 'Edit With AI',
  cost: CHAT_TURN_COST,
  rateLimit: CHAT_RATE_LIMIT,
  spendReason: CHAT_SPEND_REASON,
  refundReason: CHAT_REFUND_REASON,
  writeTimeoutMs: CHAT_WRITE_TIMEOUT_MS,
  failedMessage: CHAT_MESSAGES.failed,
};

/** What a turn asks the writer, settled before its credit is spent. */
async function prepareTurn(
  ctx: ChatContext,
  userId: number,
  request: ParsedChatTurnRequest,
  entitlements: Entitlements,
) {
  const meme = await ownMeme(ctx, userId, request.meme_id);
  const type = mediaType(meme.type);
  const template = await editorTemplate(ctx.db, userId, entitlements, request.template_id, type, 'template_id');
  const history = await listChatMessages(ctx.db, meme.id);
  // 'More unhinged' (the chip, or the same ask in words) raises the level for the rest of the chat.
  const raised = history.filter((row) => row.role === 'user' && readInstruction(row.text).kind === 'unhinged').length;
  const level = clampLevel(Math.min(entitlements.maxUnhingedLevel, meme.unhingedLevel + raised));
  const topic = meme.description.trim();
  const alternatives = await alternativesFor(ctx, topic || request.caption, type, level, template.id);
  return { meme, type, template, history, level, topic, alternatives };
}

/** Whether this unchanged turn is still within the hour's refunds (CHAT_UNCHANGED_REFUNDS). */
async function mayRefundUnchanged(ctx: ChatContext, userId: number): Promise<boolean> {
  try {
    await ctx.limiter.consume(CHAT_UNCHANGED_REFUNDS, String(userId));
    return true;
  } catch (error) {
    if (error instanceof RateLimited) return false;
    throw error;
  }
}

/** POST /memes/chat/: one turn. */
export async function chatTurn(
  ctx: ChatContext,
  userId: number,
  request: ParsedChatTurnRequest,
): Promise<ChatTurnResponse> {
  const edit = ctx.captionWriter.editMeme ?? createOfflineMemeEditor();
  const { result, spend } = await runPaidAi(ctx, userId, CHAT_TOOL, {
    prepare: (entitlements) => prepareTurn(ctx, userId, request, entitlements),
    write: (turn, signal) =>
      edit(
        {
          description: turn.topic,
          level: turn.level,
          caption: request.caption,
          template: captionCandidateOf(turn.template, turn.type, MEME_TEXT_MAX_LENGTH),
          alternatives: turn.alternatives,
          chip: request.chip ?? null,
          message: request.message,
          avoid: turn.history.flatMap((row) => (row.role === 'ai' && row.caption ? [row.caption] : [])),
          avoidTemplates: turn.history.flatMap((row) => (row.role === 'ai' && row.templateId ? [row.templateId] : [])),
        },
        signal,
      ),
    finish: async ({ meme, template, alternatives }, written: CaptionEditResult) => {
      const caption = written.caption === null ? null : truncateCaption(written.caption) || null;
      const templateId =
        written.templateId !== null &&
        written.templateId !== template.id &&
        alternatives.some((t) => t.id === written.templateId)
          ? written.templateId
          : null;
      if (written.templateId !== null && templateId === null) {
        throw new Error('the writer chose a template it was not offered');
      }
      const [switched] = templateId === null ? [] : await findTemplatesByIds(ctx.db, [templateId]);
      const stored = await insertChatTurn(
        ctx.db,
        { memeId: meme.id, userId, role: 'user', text: request.message, caption: null, templateId: null },
        { memeId: meme.id, userId, role: 'ai', text: written.reply, caption, templateId },
      );
      return { stored, switched };
    },
  });

  const { stored, switched } = result;
  let credits = spend.credits;
  if (stored[1].caption === null && stored[1].templateId === null && (await mayRefundUnchanged(ctx, userId))) {
    credits = (await refundSpend(ctx.db, userId, spend.ledgerId, CHAT_UNCHANGED_REFUND_REASON)) ?? credits;
  }
  const templatesById = new Map(switched ? [[switched.id, await toTemplate(switched, ctx.storage)] as const] : []);
  return {
    user: messageOf(stored[0], templatesById),
    ai: messageOf(stored[1], templatesById),
    credits: String(credits),
  };
}
