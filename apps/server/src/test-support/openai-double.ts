/**
 * A local OpenAI-compatible API double: node:http on 127.0.0.1 (a random port unless given),
 * answering POST /v1/chat/completions (non-streaming, which is all generateText uses) with
 * scripted replies, and recording every request. Tests start and stop it in-process; end-to-end
 * tests run it as its own process and script it over HTTP:
 *
 *   npx tsx apps/server/src/test-support/openai-double.ts [--port 4010] [--reply good]
 *   AI_PROVIDER=openai-compatible AI_BASE_URL=http://127.0.0.1:4010/v1 AI_MODEL=double npm start
 *
 * Control endpoints (for another process): POST /__double/script {"replies":[…],"default":…},
 * GET /__double/requests, POST /__double/reset.
 *
 * A 'good' reply is built from the request itself: the caption writer's prompt carries the request
 * as a fenced JSON block (slots and candidates), and the double answers one valid meme per slot.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export type DoubleReply =
  /** A valid answer: for each slot its first unused candidate and a caption naming the topic. */
  | { kind: 'good'; delayMs?: number }
  /** Prose, not JSON. */
  | { kind: 'malformed'; delayMs?: number }
  /** JSON, but not {"memes":[…]}. */
  | { kind: 'wrong-shape'; delayMs?: number }
  /** The right shape, but the first meme's templateId is no candidate of its slot. */
  | { kind: 'unknown-template'; delayMs?: number }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'status'; status: number; delayMs?: number }
  /** This exact assistant message content. */
  | { kind: 'content'; content: string; delayMs?: number };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (messages, model, response_format…). */
  body: unknown;
}

export interface OpenAiDouble {
  /** Use as AI_BASE_URL: http://127.0.0.1:PORT/v1 */
  readonly baseUrl: string;
  readonly port: number;
  /** Chat completion requests received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Replies for the next requests, in order; once used up, the default reply answers. */
  script(...replies: DoubleReply[]): void;
  setDefault(reply: DoubleReply): void;
  /** Forgets the script, the recorded requests, and restores the default reply. */
  reset(): void;
  close(): Promise<void>;
}

export interface OpenAiDoubleOptions {
  port?: number;
  host?: string;
  defaultReply?: DoubleReply;
}

/** What the double reads of the caption writer's request (adapters/ai/llm/prompt.ts). */
interface PromptData {
  description: string;
  templates: Array<{ templateId: number; maxChars: number }>;
  slots: Array<{ slot: number; candidates: number[] }>;
}

const FENCED_JSON = /```json\n([\s\S]*?)\n```/;

function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : '')).join('\n');
  }
  return '';
}

/** The caption writer's request, read back from the fenced JSON block of the last user message. */
function promptData(body: unknown): PromptData | null {
  const messages = (body as { messages?: Array<{ role: string; content: unknown }> }).messages ?? [];
  const user = messages.filter((message) => message.role === 'user').at(-1);
  const match = FENCED_JSON.exec(messageText(user?.content));
  if (!match) return null;
  try {
    return JSON.parse(match[1]!) as PromptData;
  } catch {
    return null;
  }
}

function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut).trim();
}

function goodAnswer(data: PromptData | null): { memes: Array<{ templateId: number; caption: string }> } {
  if (!data) return { memes: [] };
  const used = new Set<number>();
  const maxChars = new Map(data.templates.map((template) => [template.templateId, template.maxChars]));
  return {
    memes: data.slots.map((slot, index) => {
      const templateId = slot.candidates.find((id) => !used.has(id)) ?? slot.candidates[0]!;
      used.add(templateId);
      return {
        templateId,
        caption: clipWords(`LLM take ${index + 1}: ${data.description}`, maxChars.get(templateId) ?? 80),
      };
    }),
  };
}

function content(reply: DoubleReply, body: unknown): string {
  switch (reply.kind) {
    case 'good':
      return JSON.stringify(goodAnswer(promptData(body)));
    case 'malformed':
      return 'Sure! Here are four hilarious memes about your topic. Meme 1: …';
    case 'wrong-shape':
      return JSON.stringify({ captions: ['one', 'two'], note: 'not the requested shape' });
    case 'unknown-template': {
      const answer = goodAnswer(promptData(body));
      if (answer.memes[0]) answer.memes[0].templateId = 987_654_321;
      return JSON.stringify(answer);
    }
    case 'content':
      return reply.content;
    case 'status':
      return '';
  }
}

function completion(model: unknown, text: string) {
  return {
    id: `chatcmpl-double-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof model === 'string' ? model : 'double',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const initialDefault: DoubleReply = options.defaultReply ?? { kind: 'good' };
  let defaultReply = initialDefault;
  let queue: DoubleReply[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function answer(response: ServerResponse, reply: DoubleReply, body: unknown): void {
    const send = () => {
      if (reply.kind === 'status') {
        sendJson(response, reply.status, {
          error: { message: `scripted failure ${reply.status}`, type: 'server_error', code: null },
        });
      } else {
        sendJson(response, 200, completion((body as { model?: unknown } | null)?.model, content(reply, body)));
      }
    };
    if (!reply.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) send();
    }, reply.delayMs);
    timers.add(timer);
    // The client gave up (its timeout): forget the pending answer.
    response.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    const body = await readBody(request);
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      requests.push({ method: request.method, path, headers: request.headers, body });
      if ((body as { stream?: unknown } | null)?.stream === true) {
        return sendJson(response, 400, { error: { message: 'the double answers non-streaming requests only' } });
      }
      return answer(response, queue.shift() ?? defaultReply, body);
    }
    if (request.method === 'POST' && path === '/__double/script') {
      const { replies = [], default: newDefault } = (body ?? {}) as { replies?: DoubleReply[]; default?: DoubleReply };
      queue.push(...replies);
      if (newDefault) defaultReply = newDefault;
      return sendJson(response, 200, { queued: queue.length });
    }
    if (request.method === 'GET' && path === '/__double/requests') return sendJson(response, 200, { requests });
    if (request.method === 'POST' && path === '/__double/reset') {
      double.reset();
      return sendJson(response, 200, { reset: true });
    }
    sendJson(response, 404, { error: { message: `no route ${request.method} ${path}` } });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: { message: String(error) } }));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const double: OpenAiDouble = {
    baseUrl: `http://${host}:${port}/v1`,
    port,
    requests,
    script(...replies) {
      queue.push(...replies);
    },
    setDefault(reply) {
      defaultReply = reply;
    },
    reset() {
      queue = [];
      requests.length = 0;
      defaultReply = initialDefault;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return double;
}

const REPLY_KINDS = ['good', 'malformed', 'wrong-shape', 'unknown-template'] as const;

/** Standalone: `npx tsx apps/server/src/test-support/openai-double.ts --port 4010 --reply good`. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, reply: { type: 'string', default: 'good' } },
  });
  const kind = values.reply as (typeof REPLY_KINDS)[number];
  if (!REPLY_KINDS.includes(kind)) throw new Error(`--reply must be one of ${REPLY_KINDS.join(', ')}`);
  const double = await startOpenAiDouble({
    port: values.port ? Number(values.port) : undefined,
    host: values.host,
    defaultReply: { kind },
  });
  console.log(`OpenAI-compatible double listening; AI_BASE_URL=${double.baseUrl}`);
  const stop = () => void double.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
