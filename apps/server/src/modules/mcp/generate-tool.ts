/** `generate_memes`: a batch from a topic, through `POST /memes/generate/`, waited for until made. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  DEFAULT_UNHINGED_LEVEL,
  ENDPOINTS,
  GENERATE_TEXT_LIMIT,
  GENERATION_BATCH_SIZE,
  GenerateResponseSchema,
  MEME_CREDIT_COST,
  PREMIUM_UNHINGED_MIN,
  UNHINGED_LEVELS,
  UNHINGED_MAX,
  UNHINGED_MIN,
  isTerminalMemeStatus,
  type GenerationMediaType,
} from '@memeforge/contract';
import { McpMemeSchema, creditsOf, memeLine, toMcpMeme } from './meme-output';
import { waitForMemes } from './meme-jobs';
import { asTool, callApi, toolResult } from './tool-results';
import { progressReporter, waitSecondsInput, type ToolContext } from './tool-context';

const API_MEDIA_TYPE: Record<'image' | 'video' | 'both', GenerationMediaType> = {
  image: 'images',
  video: 'videos',
  both: 'both',
};

const LEVELS = UNHINGED_LEVELS.map(({ level, label }) => `${level} ${label}`).join(', ');

export function registerGenerateTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'generate_memes',
    {
      title: 'Generate memes',
      description:
        `Writes a batch of ${GENERATION_BATCH_SIZE} memes about a topic: MemeForge picks fitting templates and ` +
        `writes the captions. Costs ${MEME_CREDIT_COST} credit per meme (${GENERATION_BATCH_SIZE} a batch). ` +
        'Waits until they are made (images take seconds, videos longer) and returns each with its URL, ' +
        'download URL, alt text and caption. Show the memes to the person with their alt text.',
      inputSchema: {
        topic: z
          .string()
          .trim()
          .min(1)
          .max(GENERATE_TEXT_LIMIT)
          .describe('What the memes are about, in a few words or a sentence, e.g. "monday standups"'),
        media_type: z
          .enum(['image', 'video', 'both'])
          .default('both')
          .describe(`image: ${GENERATION_BATCH_SIZE} pictures; video: ${GENERATION_BATCH_SIZE} clips; both: half each`),
        unhinged_level: z
          .number()
          .int()
          .min(UNHINGED_MIN)
          .max(UNHINGED_MAX)
          .default(DEFAULT_UNHINGED_LEVEL)
          .describe(`How wild the humour is: ${LEVELS}. Levels ${PREMIUM_UNHINGED_MIN}+ need a paid plan`),
        wait_seconds: waitSecondsInput,
      },
      outputSchema: {
        memes: z.array(McpMemeSchema),
        credits_left: z.number().int().describe('The account’s credits after this batch'),
        all_finished: z.boolean().describe('Whether every meme has ended (finished or failed)'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args, extra) =>
      asTool(async () => {
        const started = await callApi(
          ctx.api,
          ctx.site,
          {
            method: 'POST',
            path: ENDPOINTS.generate,
            body: {
              json: {
                description: args.topic,
                mediaType: API_MEDIA_TYPE[args.media_type],
                unhingedLevel: args.unhinged_level,
              },
            },
          },
          GenerateResponseSchema,
        );
        const progress = progressReporter(extra, 'memes made');
        const total = started.memes.length;
        await progress?.(started.memes.filter((meme) => isTerminalMemeStatus(meme.status)).length, total);
        const made = await waitForMemes(ctx.api, ctx.site, started.memes, {
          deadline: Date.now() + args.wait_seconds * 1000,
          signal: extra.signal,
          onProgress: progress,
        });
        const memes = made.map((meme) => toMcpMeme(meme, ctx.site));
        const allFinished = made.every((meme) => isTerminalMemeStatus(meme.status));
        const credits = creditsOf(started.credits);
        const text = [
          `${memes.length} memes about "${args.topic}" (${credits} credits left):`,
          ...memes.map(memeLine),
          ...(allFinished ? [] : ['Some are still being made: call get_meme with their ids in a minute.']),
        ].join('\n');
        return toolResult({ memes, credits_left: credits, all_finished: allFinished }, text);
      }),
  );
}
