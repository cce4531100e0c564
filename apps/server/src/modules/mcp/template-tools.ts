/**
 * `search_templates` (the library, `GET /library/templates/`) and `caption_template` (the AI
 * caption helper, `POST /memes/tagline/`, then the meme saved as the editor saves it).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  AI_CAPTION_COST,
  AiTaglineResponseSchema,
  ENDPOINTS,
  MEME_TEXT_MAX_LENGTH,
  TemplateListSchema,
  TemplateSchema,
} from '@memeforge/contract';
import { McpMemeSchema, McpTemplateSchema, creditsOf, memeLine, toMcpMeme, toMcpTemplate } from './meme-output';
import { saveOnTemplate } from './template-save';
import { asTool, callApi, toolResult } from './tool-results';
import {
  MEDIA_TYPES,
  PageOutput,
  mediaTypeFilter,
  progressReporter,
  waitSecondsInput,
  type ToolContext,
} from './tool-context';

const TEMPLATES_PER_PAGE = 12;

export function registerTemplateTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'search_templates',
    {
      title: 'Search meme templates',
      description:
        'Searches the MemeForge template library (the meme pictures and clips captions go on) by words in ' +
        `their title, description and keywords, ${TEMPLATES_PER_PAGE} a page. Use a template's id with ` +
        'caption_template. Free.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .max(200)
          .optional()
          .describe('Words to look for, e.g. "surprised cat"; empty lists all'),
        media_type: z.enum(MEDIA_TYPES).optional().describe('Only pictures (image) or only clips (video)'),
        page: z.number().int().min(1).max(100_000).default(1),
      },
      outputSchema: { ...PageOutput, templates: z.array(McpTemplateSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      asTool(async () => {
        const list = await callApi(
          ctx.api,
          ctx.site,
          {
            method: 'GET',
            path: ENDPOINTS.libraryTemplates,
            query: {
              search: args.query || undefined,
              type: mediaTypeFilter(args.media_type),
              page: args.page,
              page_size: TEMPLATES_PER_PAGE,
            },
          },
          TemplateListSchema,
        );
        const templates = list.results.map((template) => toMcpTemplate(template, ctx.site));
        const text = [
          `${list.count} templates${args.query ? ` for "${args.query}"` : ''}; page ${args.page}:`,
          ...templates.map((t) => `- ${t.id} [${t.media_type}] ${t.title}: ${t.description}`),
        ].join('\n');
        return toolResult({ count: list.count, page: args.page, has_more: list.next !== null, templates }, text);
      }),
  );

  server.registerTool(
    'caption_template',
    {
      title: 'Caption a template',
      description:
        'Makes one meme on a library template you chose (search_templates): the AI caption helper writes a ' +
        `caption for it about the topic (${AI_CAPTION_COST} credit, paid plans), then the meme is saved to ` +
        'the person’s memes and rendered. Returns the meme with its URL, alt text and caption.',
      inputSchema: {
        template_id: z.number().int().positive().describe('The template id from search_templates'),
        topic: z
          .string()
          .trim()
          .min(1)
          .max(MEME_TEXT_MAX_LENGTH)
          .describe('What the caption is about, e.g. "my code compiles on the first try"'),
        wait_seconds: waitSecondsInput,
      },
      outputSchema: {
        meme: McpMemeSchema,
        credits_left: z.number().int().describe('The account’s credits after the caption'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args, extra) =>
      asTool(async () => {
        const template = await callApi(
          ctx.api,
          ctx.site,
          { method: 'GET', path: ENDPOINTS.libraryTemplate(args.template_id) },
          TemplateSchema,
        );
        const caption = await callApi(
          ctx.api,
          ctx.site,
          {
            method: 'POST',
            path: ENDPOINTS.aiTagline,
            body: { json: { prompt: args.topic, template_id: template.id } },
          },
          AiTaglineResponseSchema,
        );
        const saved = await saveOnTemplate(
          ctx,
          {
            template,
            text: caption.tagline,
            description: args.topic,
            style: { fontSize: template.fontSize, textAlign: template.textAlign, dragYOffset: template.dragYOffset },
          },
          {
            deadline: Date.now() + args.wait_seconds * 1000,
            signal: extra.signal,
            onProgress: progressReporter(extra, 'memes made'),
          },
        );
        const meme = toMcpMeme(saved, ctx.site);
        const credits = creditsOf(caption.credits);
        return toolResult(
          { meme, credits_left: credits },
          `A meme on "${template.title}" (${credits} credits left):\n${memeLine(meme)}`,
        );
      }),
  );
}
