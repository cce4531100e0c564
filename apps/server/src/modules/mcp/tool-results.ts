/**
 * What an assistant reads back. A refusal of the API becomes a tool error (`isError: true`) whose
 * text gives the API's own words (`detail`, or the refused fields) and says what to do next: buy
 * credits, upgrade, make a key with the missing scope, wait, fix an id. A success is the result's
 * structured content (checked by the SDK against the tool's output schema) with a short text.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { ERROR_MARKERS, ROUTES } from '@memeforge/contract';
import type { ApiAnswer, ApiClient, ApiRequest } from './api-client';
import { SiteUnreachable } from './http-api-client';

/** A tool that cannot go on; its message is the text the assistant reads. */
export class ToolFailure extends Error {}

function detailOf(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 300);
  if (!body || typeof body !== 'object') return '';
  const { detail } = body as { detail?: unknown };
  if (typeof detail === 'string') return detail;
  return Object.entries(body as Record<string, unknown>)
    .map(([field, messages]) => `${field}: ${[messages].flat().join(' ')}`)
    .join('; ');
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The text of a refused API call: the API's words, then what to do about it. */
export function refusalText(answer: ApiAnswer, site: string): string {
  const detail = sentence(detailOf(answer.body) || `MemeForge answered ${answer.status}`);
  const page = (path: string) => new URL(path, site).href;
  const marker = (answer.body as { code?: unknown } | null)?.code;
  switch (answer.status) {
    case 400:
      return `MemeForge refused the request: ${detail} Fix the arguments and try again.`;
    case 401:
      return (
        `MemeForge refused the key: ${detail} Check the API key (MEMEFORGE_API_KEY for the command-line ` +
        `server, the Authorization header for ${page('/mcp')}), or make a new one at ${page(ROUTES['dashboard.profile'])}.`
      );
    case 402:
      return `Not enough credits: ${detail} Buy credits or upgrade the plan at ${page(ROUTES.subscription)}, then try again.`;
    case 403:
      return marker === ERROR_MARKERS.planNotAllowed || /paid|premium|upgrade/i.test(detail)
        ? `Not on this plan: ${detail} Upgrade at ${page(ROUTES.subscription)}.`
        : `Not allowed: ${detail}`;
    case 404:
      return `Not found: ${detail} Check the id: list_my_memes gives meme ids, search_templates template ids.`;
    case 413:
      return `Too large: ${detail}`;
    case 429:
      return `Too many requests: ${detail} Try again in ${answer.retryAfter ?? 60} seconds.`;
    default:
      return answer.status >= 500
        ? `MemeForge could not do it right now: ${detail} Try again in a minute.`
        : `MemeForge refused the request (${answer.status}): ${detail}`;
  }
}

/** Calls the API and parses a 200 with the contract's schema; anything else is a ToolFailure in words. */
export async function callApi<Schema extends z.ZodType>(
  api: ApiClient,
  site: string,
  request: ApiRequest,
  schema: Schema,
): Promise<z.output<Schema>> {
  const answer = await api.request(request);
  if (answer.status !== 200) throw new ToolFailure(refusalText(answer, site));
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    throw new ToolFailure(`MemeForge answered ${request.path} in a shape this MCP server does not know; update it.`);
  }
  return parsed.data;
}

export function toolError(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

export function toolResult(structured: Record<string, unknown>, text: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: 'text', text }] };
}

/** Runs a tool's work; a refusal or an unreachable site is a tool error the assistant can act on. */
export async function asTool(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ToolFailure || error instanceof SiteUnreachable) return toolError(error.message);
    throw error;
  }
}
