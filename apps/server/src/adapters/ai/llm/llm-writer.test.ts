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
import type { CaptionBatchRequest, CaptionWriter } from '../types';

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

const request: CaptionBatchRequest = batchRequest('my cat sits on my laptop during meetings', 3);

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
  it('uses a good answer: one structured call, writer llm, no fallback', async () => {
    const result = await writer.writeBatch(request);
    expect(result.writer).toBe('llm');
    expect(result.fallback).toBeNull();
    expect(result.memes).toHaveLength(4);
    expect(result.memes[0]!.caption).toBe('LLM take 1: my cat sits on my laptop during meetings');
    expect(new Set(result.memes.map((meme) => meme.templateId)).size).toBe(4);
    result.memes.forEach((meme, index) => {
      expect(request.slots[index]!.candidates.map((entry) => entry.id)).toContain(meme.templateId);
    });
    expect(double.requests).toHaveLength(1);
    expect(await written('llm')).toBe(4);
    expect(warnings()).toEqual([]);
  });

  it('sends the description, the level and every candidate to the API, with a JSON schema', async () => {
    await writer.writeBatch(request);
    const [received] = double.requests;
    expect(received!.headers.authorization).toBe('Bearer test-key');
    const body = received!.body as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format: { type: string };
      stream?: boolean;
    };
    expect(body.model).toBe('double-model');
    expect(body.response_format.type).toBe('json_schema');
    const text = body.messages.map((message) => message.content).join('\n');
    expect(text).toContain('my cat sits on my laptop during meetings');
    expect(text).toContain('Popular meme format');
    for (const slot of request.slots) {
      expect(text).toContain(`"candidates":[${slot.candidates.map((entry) => entry.id).join(',')}]`);
      for (const entry of slot.candidates) {
        expect(text).toContain(`"templateId":${entry.id}`);
        expect(text).toContain(entry.title);
        expect(text).toContain(entry.useCases[0]!);
      }
    }
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

  it('does not retry an error a retry cannot fix (HTTP 401)', async () => {
    double.setDefault({ kind: 'status', status: 401 });
    const result = await writer.writeBatch(request);
    expect(result.fallback).toBe('http 401');
    expect(double.requests).toHaveLength(1);
  });

  it('rejects an answer with a templateId that is not a candidate of its slot', async () => {
    double.setDefault({ kind: 'unknown-template' });
    const result = await writer.writeBatch(request);
    expect(result.writer).toBe('offline');
    expect(result.fallback).toBe('invalid answer');
    expect(double.requests).toHaveLength(2);
    expect(await fallbacks('invalid answer')).toBe(1);
  });

  it('rejects answers that break the rules: length, repeats, profanity for the level, slurs', async () => {
    const ids = request.slots.map((_, index) => [101, 102, 201, 202][index]!);
    const answer = (captions: string[], templateIds = ids) =>
      JSON.stringify({ memes: captions.map((caption, index) => ({ templateId: templateIds[index], caption })) });
    const cases: Array<{ content: string; level: 1 | 3 | 4 | 5 }> = [
      { content: answer(['my cat', 'my cat 2', 'my cat 3', 'x'.repeat(91)]), level: 3 },
      { content: answer(['my cat', 'MY CAT', 'my cat 3', 'my cat 4']), level: 3 },
      { content: answer(['my cat', 'my cat 2', 'my cat 3', 'my cat 4'], [101, 101, 201, 202]), level: 3 },
      { content: answer(['my cat', 'my cat 2', 'my cat 3']), level: 3 },
      { content: answer(['damn my cat', 'my cat 2', 'my cat 3', 'my cat 4']), level: 1 },
      { content: answer(['fuck my cat', 'my cat 2', 'my cat 3', 'my cat 4']), level: 4 },
      { content: answer(['my cat is a f4gg0t', 'my cat 2', 'my cat 3', 'my cat 4']), level: 5 },
      { content: answer(['', 'my cat 2', 'my cat 3', 'my cat 4']), level: 3 },
    ];
    for (const { content, level } of cases) {
      double.reset();
      double.setDefault({ kind: 'content', content });
      const result = await writer.writeBatch({ ...request, level });
      expect(result.fallback, content).toBe('invalid answer');
    }
    expect(await fallbacks('invalid answer')).toBe(cases.length);
  });

  it('accepts the profanity a level allows, and strips quotes the model wrapped a caption in', async () => {
    const content = JSON.stringify({
      memes: [
        { templateId: 101, caption: '"holy shit, my cat"' },
        { templateId: 102, caption: 'my cat, damn' },
        { templateId: 201, caption: '  my cat 3  ' },
        { templateId: 202, caption: 'Nobody:\nMy cat: *sits*' },
      ],
    });
    double.setDefault({ kind: 'content', content: `\`\`\`json\n${content}\n\`\`\`` });
    const result = await writer.writeBatch({ ...request, level: 5 });
    expect(result.writer).toBe('llm');
    expect(result.memes.map((meme) => meme.caption)).toEqual([
      'holy shit, my cat',
      'my cat, damn',
      'my cat 3',
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
