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
 * as a fenced JSON block (slots, candidates, each template's caption format, candidates per slot),
 * and the double answers that many valid candidates per slot, each with its format's parts, naming
 * the topic, within maxChars and unlike each other. A 'candidates' reply scripts candidates of its
 * own (rule-breaking ones included), optionally followed by the good ones.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** A scripted candidate: `{topic}` in the caption becomes the request's description. */
export interface ScriptedCandidate {
  slot: number;
  /** Defaults to the slot's first candidate template. */
  templateId?: number;
  caption: string;
}

export type DoubleReply =
  /** A valid answer: candidatesPerSlot captions per slot, on unused templates first, naming the topic. */
  | { kind: 'good'; delayMs?: number }
  /** These candidates (rule-breaking ones too), then, with withGood, the good answer's. */
  | { kind: 'candidates'; candidates: ScriptedCandidate[]; withGood?: boolean; delayMs?: number }
  /** Prose, not JSON. */
  | { kind: 'malformed'; delayMs?: number }
  /** JSON, but not {"memes":[…]}. */
  | { kind: 'wrong-shape'; delayMs?: number }
  /** The right shape, but every candidate's templateId is no candidate of its slot. */
  | { kind: 'unknown-template'; delayMs?: number }
  /** An HTTP error with an OpenAI-style error body (and headers such as Retry-After). */
  | { kind: 'status'; status: number; headers?: Record<string, string>; delayMs?: number }
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
  candidatesPerSlot?: number;
  templates: Array<{ templateId: number; maxChars: number; format?: { parts: string[] } }>;
  slots: Array<{ slot: number; candidates: number[] }>;
}

interface Candidate {
  slot: number;
  templateId: number;
  caption: string;
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

/**
 * Openings for the topic, each with words of its own, so no two candidates read alike; which ones
 * a batch uses depends on its topic, so over many topics no opening dominates.
 */
const FRAMES: Array<(topic: string, n: number) => string> = [
  (topic, n) => `LLM take ${n}: ${topic}`,
  (topic) => `Breaking news: ${topic}`,
  (topic) => `Scientists confirm ${topic}`,
  (topic) => `Plot twist: ${topic}`,
  (topic) => `Nobody warned grandma about ${topic}`,
  (topic) => `Tuesday energy: ${topic}`,
  (topic) => `Rare footage of ${topic}`,
  (topic) => `Therapist says ${topic} explains everything`,
  (topic) => `Day 3 of ${topic}`,
  (topic) => `Local legend: ${topic}`,
  (topic) => `My horoscope warned me about ${topic}`,
  (topic) => `Museum exhibit: ${topic}`,
  (topic) => `Weather forecast: ${topic}`,
  (topic) => `Documentary narrator voice: ${topic}`,
  (topic) => `Group project energy: ${topic}`,
  (topic) => `Quietly googling ${topic}`,
  (topic) => `Final boss: ${topic}`,
  (topic) => `Main quest: ${topic}`,
  (topic) => `Honest review of ${topic}`,
  (topic) => `Patch notes: ${topic}`,
  (topic) => `Unpopular opinion: ${topic}`,
  (topic) => `Sunday scaries, featuring ${topic}`,
  (topic) => `Villain origin story: ${topic}`,
  (topic) => `Core memory unlocked: ${topic}`,
];

/** A small stable number from the topic, to start each batch at its own opening. */
function topicOffset(description: string): number {
  let hash = 0;
  for (const char of description) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash;
}
/** Later parts of a multi-part format. */
const FOLLOW_UPS = [
  'it gets worse',
  'nobody saw it coming',
  'absolute chaos',
  'we move on quietly',
  'the group chat knows',
];

/**
 * A caption with `parts` lines naming the topic: the first opening from `frame` on that fits the
 * whole topic within maxChars, else the topic shortened after the opening with the most room.
 */
function captionFor(description: string, frame: number, n: number, parts: number, maxChars: number): string {
  const later = Array.from(
    { length: Math.max(0, parts - 1) },
    (_, index) => `Part ${index + 2}: ${FOLLOW_UPS[(frame + index) % FOLLOW_UPS.length]}`,
  );
  const build = (opening: number, topic: string) => [FRAMES[opening % FRAMES.length]!(topic, n), ...later].join('\n');
  let roomiest = frame;
  for (let step = 0; step < FRAMES.length; step++) {
    const opening = frame + step;
    const caption = build(opening, description);
    if (caption.length <= maxChars) return caption;
    if (build(opening, '').length < build(roomiest, '').length) roomiest = opening;
  }
  return build(roomiest, clipWords(description, Math.max(1, maxChars - build(roomiest, '').length)));
}

function goodCandidates(data: PromptData): Candidate[] {
  const per = Math.max(1, data.candidatesPerSlot ?? 1);
  const templates = new Map(data.templates.map((template) => [template.templateId, template]));
  const used = new Set<number>();
  const candidates: Candidate[] = [];
  data.slots.forEach((slot, index) => {
    const fresh = slot.candidates.filter((id) => !used.has(id));
    const ids = fresh.length > 0 ? fresh : slot.candidates;
    for (let k = 0; k < per; k++) {
      const templateId = ids[k % ids.length]!;
      const template = templates.get(templateId);
      const frame = topicOffset(data.description) + index * per + k;
      candidates.push({
        slot: slot.slot,
        templateId,
        caption: captionFor(
          data.description,
          frame,
          index + 1,
          template?.format?.parts.length ?? 1,
          template?.maxChars ?? 80,
        ),
      });
    }
    used.add(ids[0]!);
  });
  return candidates;
}

function goodAnswer(data: PromptData | null): { candidates: Candidate[] } {
  return { candidates: data ? goodCandidates(data) : [] };
}

function scriptedAnswer(
  reply: Extract<DoubleReply, { kind: 'candidates' }>,
  data: PromptData | null,
): { candidates: Candidate[] } {
  const firstOf = new Map((data?.slots ?? []).map((slot) => [slot.slot, slot.candidates[0] ?? 0]));
  const scripted = reply.candidates.map((candidate) => ({
    slot: candidate.slot,
    templateId: candidate.templateId ?? firstOf.get(candidate.slot) ?? 0,
    caption: candidate.caption.replaceAll('{topic}', data?.description ?? ''),
  }));
  return { candidates: [...scripted, ...(reply.withGood && data ? goodCandidates(data) : [])] };
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
      for (const candidate of answer.candidates) candidate.templateId = 987_654_321;
      return JSON.stringify(answer);
    }
    case 'candidates':
      return JSON.stringify(scriptedAnswer(reply, promptData(body)));
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

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
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
        sendJson(
          response,
          reply.status,
          { error: { message: `scripted failure ${reply.status}`, type: 'server_error', code: null } },
          reply.headers,
        );
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
