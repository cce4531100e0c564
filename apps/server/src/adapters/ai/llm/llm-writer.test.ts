/**
 * The LLM writer against a real HTTP server speaking the OpenAI chat API (the local double), through
 * the real AI SDK: nothing here mocks the SDK.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmAiConfig } from '../../../config';
import { createMetrics, type Metrics } from '../../../metrics';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test-support/openai-double';
import { batchRequest } from '../fixtures';
import { createCaptionWriter } from '../index';
import { seededRandom } from '../random';
import type { CaptionBatchRequest, CaptionCandidate, CaptionWriter } from '../types';

const TIMEOUT_MS = 700;

let double: OpenAiDouble;
let metrics: Metrics;
let logLines: Array<{ level: number; msg: string; reason?: string }>;
let writer: CaptionWriter;

function configFor(overrides: Partial<LlmAiConfig> = {}): LlmAiConfig {
  return {
    provider: 'openai-compatible',
    baseUrl: double.baseUrl,
    apiKey: 'test-key',
    model: 'double-model',
    timeoutMs: TIMEOUT_MS,
    ...overrides,
  };
}

function writerFor(config: LlmAiConfig): CaptionWriter {
  const logger = pino({ level: 'debug' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  return createCaptionWriter(config, { logger, metrics, random: seededRandom(1) });
}

async function fallbacks(reason: string): Promise<number> {
  const counter = await metrics.captionWriterFallbacks.get();
  return counter.values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

async function written(by: 'offline' | 'llm'): Promise<number> {
  const counter = await metrics.captionsWritten.get();
  return counter.values.find((value) => value.labels.writer === by)?.value ?? 0;
}

const warnings = () => logLines.filter((line) => line.level === 40);

/**
 * The fixture batch, its templates saying what their joke is (as the library's do): set here for
 * every template, so these tests do not depend on the shared fixture's choices.
 */
function withFormats(base: CaptionBatchRequest): CaptionBatchRequest {
  const formats: Record<number, Pick<CaptionCandidate, 'format' | 'examples'>> = {
    101: { format: 'reaction', examples: ['Me when the build is red and I say it is fine'] },
    103: { format: 'before_after', examples: ['The pizza online\nThe pizza at my door'] },
    106: { format: 'escalation', examples: ['Reading the docs\nAsking a colleague\nAsking the rubber duck'] },
    202: { format: 'setup_punchline', examples: ['Friday 5pm\nMain character walks out'] },
  };
  return {
    ...base,
    slots: base.slots.map((slot) => ({
      ...slot,
      candidates: slot.candidates.map((entry) => ({
        ...entry,
        ...(formats[entry.id] ?? { format: 'one_liner' as const, examples: [] }),
      })),
    })),
  };
}

const request: CaptionBatchRequest = withFormats(batchRequest('my cat sits on my laptop during meetings', 3));
const shown = (memes: Array<{ caption: string }>) => memes.map((meme) => meme.caption);

beforeAll(async () => {
  double = await startOpenAiDouble();
});
afterAll(() => double.close());

beforeEach(() => {
  double.reset();
  metrics = createMetrics();
  logLines = [];
  writer = writerFor(configFor());
});

describe('LLM caption writer', () => {
  it('asks for two candidates per slot in one structured call and shows the best, one per slot', async () => {
    const result = await writer.writeBatch(request);
    expect(result.writer).toBe('llm');
    expect(result.fallback).toBeNull();
    expect(result.memes).toHaveLength(4);
    expect(new Set(result.memes.map((meme) => meme.templateId)).size).toBe(4);
    result.memes.forEach((meme, index) => {
      expect(request.slots[index]!.candidates.map((entry) => entry.id)).toContain(meme.templateId);
      expect(meme.caption).toContain('laptop');
    });
    // The 101 template is a reaction: the double wrote its one line; 202 a setup and a punchline.
    expect(new Set(shown(result.memes)).size).toBe(4);
    expect(double.requests).toHaveLength(1);
    expect(await written('llm')).toBe(4);
    expect(warnings()).toEqual([]);
  });

  it("gives each template's meaning, format and examples, the level's style guide and rules, and the avoid list", async () => {
    await writer.writeBatch({ ...request, avoid: ['An old caption about my cat'] });
    const [received] = double.requests;
    expect(received!.headers.authorization).toBe('Bearer test-key');
    const body = received!.body as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format: { type: string };
    };
    expect(body.model).toBe('double-model');
    expect(body.response_format.type).toBe('json_schema');
    const text = body.messages.map((message) => message.content).join('\n');
    expect(text).toContain('Write 8 candidate meme captions (2 for each of the 4 slots)');
    expect(text).toContain('"candidatesPerSlot":2');
    expect(text).toContain('my cat sits on my laptop during meetings');
    expect(text).toContain('Popular meme format');
    expect(text).toContain('Style guide: well-known meme formats');
    expect(text).toContain('Language rule: no profanity at all');
    expect(text).toContain('"avoid":["An old caption about my cat"]');
    for (const slot of request.slots) {
      expect(text).toContain(`"candidates":[${slot.candidates.map((entry) => entry.id).join(',')}]`);
      for (const entry of slot.candidates) {
        expect(text).toContain(`"templateId":${entry.id}`);
        expect(text).toContain(entry.title);
        expect(text).toContain(entry.useCases[0]!);
      }
    }
    expect(text).toContain(
      '"format":{"name":"escalation","summary":"Steps that escalate from normal to absurd","parts":["step 1","step 2","step 3"]}',
    );
    expect(text).toContain('"examples":["The pizza online\\nThe pizza at my door"]');
    expect(text).toContain('"maxChars":90');
  });

  it('falls back to the offline writer on a malformed answer, after one retry, and says so', async () => {
    double.setDefault({ kind: 'malformed' });
    const result = await writer.writeBatch(request);
    expect(result.writer).toBe('offline');
    expect(result.fallback).toBe('malformed answer');
    expect(result.memes).toHaveLength(4);
    expect(double.requests).toHaveLength(2);
    expect(await fallbacks('malformed answer')).toBe(1);
    expect(await written('offline')).toBe(4);
    expect(warnings()).toEqual([expect.objectContaining({ reason: 'malformed answer' })]);
  });

  it('treats JSON of the wrong shape as malformed', async () => {
    double.setDefault({ kind: 'wrong-shape' });
    const result = await writer.writeBatch(request);
    expect(result.fallback).toBe('malformed answer');
    expect(await fallbacks('malformed answer')).toBe(1);
  });

  it('falls back with reason timeout when the answer is slower than AI_TIMEOUT_MS', async () => {
    double.setDefault({ kind: 'good', delayMs: 5000 });
    const started = performance.now();
    const result = await writer.writeBatch(request);
    const elapsed = performance.now() - started;
    expect(result.writer).toBe('offline');
    expect(result.fallback).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);
    // The deadline covers the retry too, so a timed-out call is not tried again.
    expect(double.requests).toHaveLength(1);
    expect(await fallbacks('timeout')).toBe(1);
    expect(warnings()).toEqual([expect.objectContaining({ reason: 'timeout' })]);
  });

  it('retries an HTTP 500 once, then falls back', async () => {
    double.setDefault({ kind: 'status', status: 500 });
    const result = await writer.writeBatch(request);
    expect(result.fallback).toBe('http 500');
    expect(double.requests).toHaveLength(2);
    expect(await fallbacks('http 500')).toBe(1);
  });

  it('uses the retry when it succeeds', async () => {
    double.script({ kind: 'status', status: 503 });
    const result = await writer.writeBatch(request);
    expect(result.writer).toBe('llm');
    expect(result.fallback).toBeNull();
    expect(double.requests).toHaveLength(2);
    expect(await fallbacks('http 503')).toBe(0);
  });

  it('waits for the Retry-After of a 429 (seconds) before its retry when the wait ends before the deadline', async () => {
    writer = writerFor(configFor({ timeoutMs: 3000 }));
    double.script({ kind: 'status', status: 429, headers: { 'retry-after': '1' } });
    const started = performance.now();
    const result = await writer.writeBatch(request);
    const elapsed = performance.now() - started;
    expect(result.writer).toBe('llm');
    expect(result.fallback).toBeNull();
    expect(double.requests).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(3000);
  });

  it('waits for a 503 whose Retry-After is an HTTP date within the deadline', async () => {
    writer = writerFor(configFor({ timeoutMs: 4000 }));
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000);
    double.script({ kind: 'status', status: 503, headers: { 'retry-after': at.toUTCString() } });
    const result = await writer.writeBatch(request);
    expect(result.writer).toBe('llm');
    expect(double.requests).toHaveLength(2);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 5);
  });

  it('falls back at once, without a retry, when the Retry-After wait would end past the deadline', async () => {
    writer = writerFor(configFor({ timeoutMs: 3000 }));
    double.setDefault({ kind: 'status', status: 429, headers: { 'retry-after': '5' } });
    const started = performance.now();
    const result = await writer.writeBatch(request);
    const elapsed = performance.now() - started;
    expect(result.writer).toBe('offline');
    expect(result.fallback).toBe('http 429');
    expect(double.requests).toHaveLength(1);
    expect(elapsed).toBeLessThan(1000);
    expect(await fallbacks('http 429')).toBe(1);
  });

  it('does not retry an error a retry cannot fix (HTTP 401)', async () => {
    double.setDefault({ kind: 'status', status: 401 });
    const result = await writer.writeBatch(request);
    expect(result.fallback).toBe('http 401');
    expect(double.requests).toHaveLength(1);
  });

  it('falls back when no candidate names a template of its slot', async () => {
    double.setDefault({ kind: 'unknown-template' });
    const result = await writer.writeBatch(request);
    expect(result.writer).toBe('offline');
    expect(result.fallback).toBe('invalid answer');
    expect(double.requests).toHaveLength(2);
    expect(await fallbacks('invalid answer')).toBe(1);
  });

  it('never shows a candidate that breaks a rule, and says which rule in the log', async () => {
    const bad = [
      { slot: 1, caption: `{topic} ${'and on and on '.repeat(10)}` }, // longer than maxChars
      { slot: 1, caption: 'damn, {topic}' }, // profanity at level 3
      { slot: 2, templateId: 106, caption: 'my cat\nsits on my laptop' }, // escalation needs 3 parts
      { slot: 2, caption: 'my cat is a f4gg0t' }, // blocklist
      { slot: 3, caption: 'An old caption about my cat' }, // on the avoid list
      { slot: 3, templateId: 999, caption: 'my cat on a template nobody offered' },
      { slot: 4, caption: '""' }, // empty once cleaned
      { slot: 7, caption: 'my cat in a slot that does not exist' },
    ];
    double.setDefault({ kind: 'candidates', candidates: bad, withGood: true });
    const result = await writer.writeBatch({ ...request, avoid: ['An old caption about my cat'] });
    expect(result.writer).toBe('llm');
    expect(result.fallback).toBeNull();
    const captions = shown(result.memes);
    expect(captions).toHaveLength(4);
    for (const caption of captions) {
      expect(caption).not.toMatch(/damn|f4gg0t|old caption|nobody offered|does not exist|and on and on/);
    }
    expect(captions[1]).not.toBe('my cat\nsits on my laptop');
    const refused = logLines.find((line) => line.msg === 'LLM caption candidates refused by the scorer') as
      { rejected: Array<{ reason: string }> } | undefined;
    expect(refused?.rejected.map((item) => item.reason)).toEqual([
      expect.stringMatching(/^caption is \d+ characters, template takes 120$/),
      expect.stringMatching(/^caption contains /),
      'escalation takes 3 parts, got 2',
      expect.stringMatching(/^caption contains /),
      'caption is on the avoid list',
      'template 999 is not a candidate of slot 3',
      'empty caption',
      'there is no slot 7',
    ]);
  });

  it('falls back when every candidate of a slot breaks a rule, after one retry', async () => {
    const ids = [101, 102, 201, 202];
    const cases: Array<{ captions: string[]; level: 1 | 3 | 4 | 5 }> = [
      { captions: ['my cat', 'my cat nap', 'my cat zoom', 'x'.repeat(91)], level: 3 },
      { captions: ['damn my cat', 'my cat nap', 'my cat zoom', 'my cat yawns'], level: 1 },
      { captions: ['fuck my cat', 'my cat nap', 'my cat zoom', 'my cat yawns'], level: 4 },
      { captions: ['my cat is a f4gg0t', 'my cat nap', 'my cat zoom', 'my cat yawns'], level: 5 },
      { captions: ['my cat', 'my cat nap', 'my cat zoom', 'Friday\nmy cat\nagain\nand again'], level: 3 },
      { captions: ['my cat', 'my cat nap', 'my cat zoom'], level: 3 },
      { captions: ['', 'my cat nap', 'my cat zoom', 'my cat yawns'], level: 3 },
    ];
    for (const { captions, level } of cases) {
      double.reset();
      const candidates = captions.map((caption, index) => ({ slot: index + 1, templateId: ids[index]!, caption }));
      double.setDefault({ kind: 'candidates', candidates });
      const result = await writer.writeBatch({ ...request, level });
      expect(result.fallback, captions.join(' | ')).toBe('invalid answer');
      expect(result.writer).toBe('offline');
      expect(double.requests).toHaveLength(2);
    }
    expect(await fallbacks('invalid answer')).toBe(cases.length);
  });

  it('scores: on topic first, then the exact format, a short caption in its band, unlike recent ones', async () => {
    double.setDefault({
      kind: 'candidates',
      candidates: [
        // Slot 1: off topic (first, so the model's favourite) vs naming the cat.
        { slot: 1, templateId: 101, caption: 'When the printer jams on a Monday morning' },
        { slot: 1, templateId: 101, caption: 'Me when my cat takes the laptop mid-meeting' },
        // Slot 2: a "Nobody:/Me:" pair on a one-liner template fits, the one line fits it exactly.
        { slot: 2, templateId: 102, caption: 'Nobody:\nMy cat: sits on the keyboard' },
        { slot: 2, templateId: 102, caption: 'Cat on the laptop starter pack: fur, muted mic, chaos' },
        // Slot 3 (video): five lines of a long caption vs a short one.
        {
          slot: 3,
          templateId: 201,
          caption: 'My cat walked across the keyboard during the board meeting and unmuted me',
        },
        { slot: 3, templateId: 201, caption: 'My cat unmuted me. Dramatic zoom.' },
        // Slot 4: a copy in other words of a recent caption vs a new one.
        { slot: 4, templateId: 202, caption: 'Boss sees my cat\nmy cat sees the boss' },
        { slot: 4, templateId: 202, caption: 'Meeting starts\nMy cat becomes the main character' },
      ],
    });
    const result = await writer.writeBatch({ ...request, avoid: ['My cat sees the boss, the boss sees my cat'] });
    expect(result.writer).toBe('llm');
    expect(shown(result.memes)).toEqual([
      'Me when my cat takes the laptop mid-meeting',
      'Cat on the laptop starter pack: fur, muted mic, chaos',
      'My cat unmuted me. Dramatic zoom.',
      'Meeting starts\nMy cat becomes the main character',
    ]);
  });

  it('keeps the batch distinct: a caption alike to one already picked goes to the next best', async () => {
    double.setDefault({
      kind: 'candidates',
      candidates: [
        { slot: 1, templateId: 101, caption: 'My cat attends every meeting, camera on' },
        { slot: 2, templateId: 102, caption: 'my cat attends every meeting with camera on' },
        { slot: 2, templateId: 102, caption: 'My cat has more meetings than me' },
        { slot: 3, templateId: 201, caption: 'My cat joins the call' },
        { slot: 4, templateId: 202, caption: 'Laptop warm\nMy cat moves in' },
      ],
    });
    const result = await writer.writeBatch(request);
    expect(shown(result.memes)).toEqual([
      'My cat attends every meeting, camera on',
      'My cat has more meetings than me',
      'My cat joins the call',
      'Laptop warm\nMy cat moves in',
    ]);
  });

  it('accepts the profanity a level allows, and strips quotes the model wrapped a caption in', async () => {
    const content = JSON.stringify({
      candidates: [
        { slot: 1, templateId: 101, caption: '"holy shit, my cat"' },
        { slot: 2, templateId: 102, caption: 'my cat, damn' },
        { slot: 3, templateId: 201, caption: '  my cat yawns  ' },
        { slot: 4, templateId: 205, caption: 'Nobody:\nMy cat: *sits*' },
      ],
    });
    double.setDefault({ kind: 'content', content: `\`\`\`json\n${content}\n\`\`\`` });
    const result = await writer.writeBatch({ ...request, level: 5 });
    expect(result.writer).toBe('llm');
    expect(shown(result.memes)).toEqual([
      'holy shit, my cat',
      'my cat, damn',
      'my cat yawns',
      'Nobody:\nMy cat: *sits*',
    ]);
  });

  it('falls back with reason network error when the API is unreachable', async () => {
    const unreachable = writerFor(configFor({ baseUrl: 'http://127.0.0.1:1/v1' }));
    const result = await unreachable.writeBatch(request);
    expect(result.writer).toBe('offline');
    expect(result.fallback).toBe('network error');
    expect(await fallbacks('network error')).toBe(1);
  });

  it('stops, without a fallback, when the caller gives up', async () => {
    double.setDefault({ kind: 'good', delayMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('request closed')), 100);
    await expect(writer.writeBatch(request, controller.signal)).rejects.toThrow('request closed');
    expect(await fallbacks('timeout')).toBe(0);
  });
});

describe('createCaptionWriter', () => {
  it('builds the offline writer by default and the LLM writer for openai-compatible', () => {
    const deps = { logger: pino({ level: 'silent' }), metrics: createMetrics() };
    expect(createCaptionWriter({ provider: 'offline' }, deps).name).toBe('offline');
    expect(createCaptionWriter(configFor(), deps).name).toBe('llm');
  });
});
