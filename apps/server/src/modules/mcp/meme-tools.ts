/**
 * The person's memes: `get_meme` (`GET /memes/item/{id}/`), `list_my_memes` (`GET /memes/user/`)
 * and `edit_meme` (Edit With AI, `POST /memes/chat/`, whose proposed change is then saved as the
 * editor saves it: a new meme, the original kept).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TURN_COST,
  ChatTurnResponseSchema,
  ENDPOINTS,
  MemeSchema,
  UserMemesListSchema,
  primaryLayer,
} from '@memeforge/contract';
import { McpMemeSchema, creditsOf, memeLine, toMcpMeme } from './meme-output';
import { saveOnTemplate, type TemplateCaption } from './template-save';
import { ToolFailure, asTool, callApi, toolResult } from './tool-results';
import {
  MEDIA_TYPES,
  PageOutput,
  mediaTypeFilter,
  progressReporter,
  waitSecondsInput,
  type ToolContext,
} from './tool-context';

const MEMES_PER_PAGE = 20;
const memeIdInput = z.uuid().describe('The meme id (from generate_memes, list_my_memes or get_meme)');

export function registerMemeTools(server: McpServer, ctx: ToolContext): void {
  const getMeme = (id: string) => callApi(ctx.api, ctx.site, { method: 'GET', path: ENDPOINTS.meme(id) }, MemeSchema);

  server.registerTool(
    'get_meme',
    {
      title: 'Get a meme',
      description:
        'One of the person’s memes by id: its status (still being made, finished or failed), a fresh URL, ' +
        'download URL, alt text and caption. Free.',
      inputSchema: { meme_id: memeIdInput },
      outputSchema: { meme: McpMemeSchema },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      asTool(async () => {
        const meme = toMcpMeme(await getMeme(args.meme_id), ctx.site);
        return toolResult({ meme }, memeLine(meme));
      }),
  );

  server.registerTool(
    'list_my_memes',
    {
      title: 'List my memes',
      description: `The person’s memes, newest first, ${MEMES_PER_PAGE} a page, optionally only those whose caption or topic has some words. Free.`,
      inputSchema: {
        page: z.number().int().min(1).max(100_000).default(1),
        search: z.string().trim().max(200).optional().describe('Words in the caption or topic'),
        media_type: z.enum(MEDIA_TYPES).optional().describe('Only image or only video memes'),
      },
      outputSchema: { ...PageOutput, memes: z.array(McpMemeSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      asTool(async () => {
        const list = await callApi(
          ctx.api,
          ctx.site,
          {
            method: 'GET',
            path: ENDPOINTS.userMemes,
            query: {
              page: args.page,
              page_size: MEMES_PER_PAGE,
              search: args.search || undefined,
              type: mediaTypeFilter(args.media_type),
            },
          },
          UserMemesListSchema,
        );
        const memes = list.results.map((meme) => toMcpMeme(meme, ctx.site));
        const text = [`${list.count} memes; page ${args.page}:`, ...memes.map(memeLine)].join('\n');
        return toolResult({ count: list.count, page: args.page, has_more: list.next !== null, memes }, text);
      }),
  );

  server.registerTool(
    'edit_meme',
    {
      title: 'Edit a meme with AI',
      description:
        'Asks MemeForge’s AI to change one of the person’s memes as instructed ("make it funnier", "about my ' +
        'cat", "different template", "add emoji"): it rewrites the caption and may switch the template ' +
        `(${CHAT_TURN_COST} credit, paid plans; refunded when nothing changed). The edit is saved as a new ` +
        'meme, the original kept; returns the new meme.',
      inputSchema: {
        meme_id: memeIdInput,
        instruction: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH).describe('What to change'),
        wait_seconds: waitSecondsInput,
      },
      outputSchema: {
        meme: McpMemeSchema.describe('The edited meme (a new one), or the original when nothing changed'),
        edited: z.boolean().describe('Whether the AI changed anything'),
        original_meme_id: z.string(),
        ai_message: z.string().describe('What the AI said about its change'),
        credits_left: z.number().int(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args, extra) =>
      asTool(async () => {
        const original = await getMeme(args.meme_id);
        if (original.templateId === null) {
          throw new ToolFailure(
            'This meme is on the person’s own picture or clip; Edit With AI works on memes made on a library template. ' +
              'Use caption_template on a template from search_templates instead.',
          );
        }
        const turn = await callApi(
          ctx.api,
          ctx.site,
          {
            method: 'POST',
            path: ENDPOINTS.chat,
            body: {
              json: {
                meme_id: original.memeId,
                message: args.instruction,
                caption: original.tagline,
                template_id: original.templateId,
              },
            },
          },
          ChatTurnResponseSchema,
        );
        const credits = creditsOf(turn.credits);
        const change = turn.ai.change;
        if (!change) {
          const meme = toMcpMeme(original, ctx.site);
          return toolResult(
            {
              meme,
              edited: false,
              original_meme_id: original.memeId,
              ai_message: turn.ai.content,
              credits_left: credits,
            },
            `Nothing changed (the credit was given back): ${turn.ai.content}\n${memeLine(meme)}`,
          );
        }
        const layer = original.document ? primaryLayer(original.document) : null;
        const switched = change.templateId !== null && change.templateId !== original.templateId;
        const target: TemplateCaption = switched
          ? {
              template: {
                id: change.templateId!,
                type: change.template?.type ?? original.type,
                title: change.template?.title ?? null,
              },
              text: change.caption ?? original.tagline,
              description: original.description,
              style: {
                fontSize: change.template?.fontSize ?? null,
                textAlign: change.template?.textAlign ?? 'center',
                dragYOffset: change.template?.dragYOffset ?? original.dragYOffset,
              },
            }
          : {
              template: { id: original.templateId, type: original.type, title: original.templateTitle },
              text: change.caption ?? original.tagline,
              description: original.description,
              style: {
                fontSize: original.fontSize,
                textAlign: original.textAlign,
                dragYOffset: original.dragYOffset,
                textColor: layer?.color ?? null,
              },
            };
        const saved = await saveOnTemplate(ctx, target, {
          deadline: Date.now() + args.wait_seconds * 1000,
          signal: extra.signal,
          onProgress: progressReporter(extra, 'memes made'),
        });
        const meme = toMcpMeme(saved, ctx.site);
        return toolResult(
          { meme, edited: true, original_meme_id: original.memeId, ai_message: turn.ai.content, credits_left: credits },
          `Edited (${credits} credits left): ${turn.ai.content}\n${memeLine(meme)}`,
        );
      }),
  );
}
