/**
 * Edit With AI through the LLM, against the local OpenAI-compatible double and the real AI SDK:
 * the prompt carries the instruction, the caption and the templates' meaning; answers that break a
 * rule are never shown; a failed call is retried once and then the offline edit answers.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmAiConfig } from '../../../config';
import { createMetrics, type Metrics } from '../../../metrics';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test-support/openai-double';
import { candidate } from '../fixtures';
import { createCaptionWriter } from '../index';
import { seededRandom } from '../random';
import type { CaptionEditRequest, CaptionWriter } from '../types';

let double: OpenAiDouble;
let metrics: Metrics;
let warnings: Array<{ msg: string; reason?: string }>;
let writer: CaptionWriter;

const config = (): LlmAiConfig => ({
  provider: 'openai-compatible',
  baseUrl: double.baseUrl,
  apiKey: 'test-key',
  model: 'double-model',
  timeoutMs: 1500,
});

const current = candidate(1, {
  format: 'setup_punchline',
  title: 'Drake Hotline',
  description: 'A man refuses one thing and approves another',
  examples: ['Doing the dishes\nDoing the dishes tomorrow'],
});
const other = candidate(2, { format: 'setup_punchline', title: 'Two Buttons' });

const request = (overrides: Partial<CaptionEditRequest> = {}): CaptionEditRequest => ({
  description: 'Mondays at the office',
  level: 3,
  caption: 'Me on Sunday: rested\nMondays at the office: not anymore',
  template: current,
  alternatives: [other],
  chip: 'funnier',
  message: 'Make it funnier',
  ...overrides,
});

function lastPrompt(): string {
  const body = double.requests.at(-1)!.body as { messages: Array<{ role: string; content: unknown }> };
  return JSON.stringify(body.messages);
}

async function fallbacks(reason: string): Promise<number> {
  const counter = await metrics.captionWriterFallbacks.get();
  return counter.values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

beforeAll(async () => {
  double = await startOpenAiDouble();
});
afterAll(() => double.close());
beforeEach(() => {
  double.reset();
  metrics = createMetrics();
  warnings = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  writer = createCaptionWriter(config(), { logger, metrics, random: seededRandom(1) });
});

describe('the LLM edit', () => {
  it('asks once with the instruction, the caption and the template’s meaning, and uses the answer', async () => {
    const result = await writer.editMeme!(request());
    expect(result.writer).toBe('llm');
    expect(result.fallback).toBeNull();
    expect(result.caption).toContain('Mondays at the office');
    expect(result.caption!.split('\n')).toHaveLength(2);
    expect(result.templateId).toBeNull();
    expect(result.reply).toBe("Here's a punchier take.");
    expect(double.requests).toHaveLength(1);
    const prompt = lastPrompt();
    for (const said of ['Make it funnier', 'Me on Sunday: rested', 'A man refuses one thing', 'setup_punchline']) {
      expect(prompt).toContain(said);
    }
    expect(prompt).toContain('Doing the dishes');
  });

  it('a template switch offers only the other templates, and the next level for More unhinged', async () => {
    const switched = await writer.editMeme!(request({ chip: 'template', message: 'Different template' }));
    expect(switched.templateId).toBe(other.id);
    expect(switched.caption).not.toBeNull();

    await writer.editMeme!(request({ chip: 'unhinged', message: 'More unhinged' }));
    expect(lastPrompt()).toContain('Level 4 (Unhinged format)');
  });

  it('never shows a rule-breaking answer: the good one among them is picked, the reply checked', async () => {
    double.script({
      kind: 'content',
      content: JSON.stringify({
        reply: 'Done, you absolute shit.',
        candidates: [
          { slot: 1, templateId: 1, caption: 'Mondays at the office are shit\nfor real' },
          { slot: 1, templateId: 99, caption: 'Mondays at the office\nwrong template' },
          { slot: 1, templateId: 1, caption: 'One line only about Mondays at the office' },
          { slot: 1, templateId: 1, caption: 'Me on Sunday: rested\nMondays at the office: not anymore' },
          { slot: 1, templateId: 1, caption: 'Sunday me: I love my job\nMondays at the office: who hired me?' },
        ],
      }),
    });
    const result = await writer.editMeme!(request());
    expect(result.writer).toBe('llm');
    expect(result.caption).toBe('Sunday me: I love my job\nMondays at the office: who hired me?');
    expect(result.reply).toBe("Here's a punchier take.");
  });

  it('falls back to the offline edit when every answer breaks a rule (after one retry)', async () => {
    const bad = {
      kind: 'candidates' as const,
      candidates: [{ slot: 1, caption: 'Mondays at the office are shit\nfor real' }],
    };
    double.script(bad, bad);
    const result = await writer.editMeme!(request());
    expect(double.requests).toHaveLength(2);
    expect(result.writer).toBe('offline');
    expect(result.fallback).toBe('invalid answer');
    expect(result.caption).not.toBeNull();
    expect(result.caption).not.toMatch(/shit/);
    expect(await fallbacks('invalid answer')).toBe(1);
    expect(warnings.some((line) => line.reason === 'invalid answer')).toBe(true);
  });

  it('Add emoji must add one: an answer without falls back to the offline edit', async () => {
    const result = await writer.editMeme!(request({ chip: 'emoji', message: 'Add emoji' }));
    expect(result.fallback).toBe('invalid answer');
    expect(result.caption).toMatch(/\p{Extended_Pictographic}/u);
  });

  it('falls back on an HTTP error and on prose', async () => {
    double.script({ kind: 'status', status: 400 });
    expect((await writer.editMeme!(request())).fallback).toBe('http 400');
    double.script({ kind: 'malformed' }, { kind: 'malformed' });
    expect((await writer.editMeme!(request())).fallback).toBe('malformed answer');
  });
});
