/** What every tool is built with, and the MCP request context its handler receives. */
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ApiClient } from './api-client';

export interface ToolContext {
  api: ApiClient;
  /** The site's public address: absolute meme URLs, and the pages a refusal points to. */
  site: string;
}

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/**
 * How long a tool waits for memes being made before answering with what it has. Below the 60 s
 * a client waits for an answer by default (the SDK's request timeout), progress or not.
 */
export const DEFAULT_WAIT_SECONDS = 45;
export const MAX_WAIT_SECONDS = 300;

export const waitSecondsInput = z
  .number()
  .int()
  .min(0)
  .max(MAX_WAIT_SECONDS)
  .default(DEFAULT_WAIT_SECONDS)
  .describe(
    `How long to wait for the memes to be finished, in seconds (default ${DEFAULT_WAIT_SECONDS}). Memes still ` +
      'being made after it come back with their status; get_meme shows them later.',
  );

/** Sends MCP progress notifications when the client asked for them (a progressToken); else nothing. */
export function progressReporter(extra: ToolExtra, what: string) {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return undefined;
  return async (progress: number, total: number) => {
    await extra.sendNotification({
      method: 'notifications/progress',
      params: { progressToken, progress, total, message: `${progress} of ${total} ${what}` },
    });
  };
}

export const MEDIA_TYPES = ['image', 'video'] as const;
/** The API's `type` filter of a media type. */
export const mediaTypeFilter = (type: (typeof MEDIA_TYPES)[number] | undefined) =>
  type === undefined ? undefined : type === 'image' ? 1 : 2;

/** A paged list's page fields, as the tools give them. */
export const PageOutput = {
  count: z.number().int().describe('How many there are in all'),
  page: z.number().int(),
  has_more: z.boolean().describe('Whether the next page has more'),
};
