import { CAPTION_FORMATS, MEME_TEXT_MAX_LENGTH } from '@memeforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from '../../adapters/ai';
import { starterTemplates } from './candidates';
import { fitsFormat, openingOf } from './checks';
import { barFailures, BARS, measure, type WrittenCaption } from './measure';
import { EVAL_TOPICS } from './topics';
import { runLlm, runOffline } from './writers';

beforeAll(() => warmUp());

const entry = (overrides: Partial<WrittenCaption>): WrittenCaption => ({
  batch: 0,
  level: 3,
  names: ['pizza'],
  caption: 'Me when the pizza arrives',
  format: 'reaction',
  maxChars: 120,
  frameId: 're-when',
  ...overrides,
});

describe('caption evaluation: the starter library', () => {
  it('gives every template a caption format and two or three examples in that format', () => {
    const templates = starterTemplates();
    expect(templates).toHaveLength(87);
    for (const { candidate } of templates) {
      expect(candidate.examples.length, candidate.title).toBeGreaterThanOrEqual(2);
      expect(candidate.examples.length, candidate.title).toBeLessThanOrEqual(3);
      for (const example of candidate.examples) {
        expect(example.length, example).toBeLessThanOrEqual(MEME_TEXT_MAX_LENGTH);
        expect(fitsFormat(example, candidate.format), `${candidate.title} (${candidate.format}): ${example}`).toBe(
          true,
        );
      }
    }
    const formats = new Set(templates.map(({ candidate }) => candidate.format));
    expect([...formats].sort()).toEqual(Object.keys(CAPTION_FORMATS).sort());
  });

  it('has at least 60 topics over every area and level, a few in other languages', () => {
    expect(EVAL_TOPICS.length).toBeGreaterThanOrEqual(60);
    const areas = new Set(EVAL_TOPICS.map((topic) => topic.area));
    for (const area of ['work', 'school', 'pets', 'tech', 'food', 'sports', 'money', 'dating', 'seasons', 'brands'])
      expect(areas).toContain(area);
    expect(EVAL_TOPICS.filter((topic) => topic.area === 'other languages').length).toBeGreaterThanOrEqual(3);
    expect(new Set(EVAL_TOPICS.map((topic) => topic.level)).size).toBe(5);
  });
});

describe('caption evaluation: the figures and the bars', () => {
  it('passes clean captions', () => {
    const figures = measure([entry({}), entry({ caption: 'POV: the pizza is cold', frameId: 're-pov' })]);
    expect(figures.onTopicShare).toBe(1);
    expect(figures.formatFitShare).toBe(1);
    expect(barFailures(figures, false)).toEqual([]);
  });

  it('counts duplicates within a batch only', () => {
    const figures = measure([entry({}), entry({ caption: 'ME WHEN THE PIZZA ARRIVES' }), entry({ batch: 1 })]);
    expect(figures.duplicates).toBe(1);
    expect(barFailures(figures, false)).toContain('1 duplicate caption(s) within a batch');
  });

  it('fails profanity at levels 1-3 and any blocklisted term, and allows profanity at 4-5', () => {
    expect(barFailures(measure([entry({ level: 5, caption: 'Pizza, fuck yes' })]), false)).toEqual([]);
    expect(barFailures(measure([entry({ level: 2, caption: 'Damn, pizza' })]), false)).toContain(
      '1 profane word(s) at level 2',
    );
    const blocked = measure([entry({ level: 5, caption: 'pizza for the retards' })]);
    expect(blocked.blocklistHits).toBe(1);
    expect(barFailures(blocked, false)).toContain('1 blocklisted term(s)');
  });

  it('fails an off-topic share under 90% and a frame over 5%', () => {
    const written = Array.from({ length: 10 }, (_, index) =>
      entry({
        batch: index,
        caption: index === 0 ? 'Me when the bus is late' : `Pizza take ${index}`,
        frameId: 'same',
      }),
    );
    const figures = measure(written);
    expect(figures.onTopicShare).toBe(0.9);
    expect(figures.mostUsed).toEqual({ name: 'same', share: 1 });
    const failures = barFailures(figures, true);
    expect(failures.some((failure) => failure.startsWith('most-used frame same'))).toBe(true);
    expect(barFailures(measure([...written, entry({ caption: 'Buses', batch: 11 })]), false)[0]).toMatch(
      /on-topic share/,
    );
  });

  it('checks the format: as many non-empty parts as the format has', () => {
    expect(fitsFormat('Expectation: pizza\nReality: toast', 'before_after')).toBe(true);
    expect(fitsFormat('Expectation: pizza', 'before_after')).toBe(false);
    expect(fitsFormat('A\n\nC', 'escalation')).toBe(false);
    expect(openingOf('Me when the pizza arrives')).toBe('me when');
  });
});

describe('caption evaluation: the writers', () => {
  it('the offline writer meets every bar over 50 different topics (no frame over 5%)', () => {
    const written = runOffline(EVAL_TOPICS.slice(0, 50), starterTemplates());
    expect(written).toHaveLength(200);
    const figures = measure(written);
    expect(barFailures(figures, true)).toEqual([]);
    expect(figures.mostUsed.share).toBeLessThanOrEqual(BARS.mostUsedShare);
    expect(figures.formatFitShare).toBe(1);
    expect(figures.overLimit).toBe(0);
    expect(figures.grammarExamples).toEqual([]);
  });

  it('runs the LLM writer against the local double and stops it', async () => {
    const topics = EVAL_TOPICS.slice(0, 3);
    const run = await runLlm(topics, starterTemplates(), null);
    expect(run.endpoint).toBe('local double');
    expect(run.written.length + 4 * run.fallbacks.length).toBe(12);
  });
});
