import { CAPTION_FORMATS, MEME_TEXT_MAX_LENGTH } from '@memeforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from '../../adapters/ai';
import { starterTemplates } from './candidates';
import { fitsFormat, openingOf } from './checks';
import { barFailures, BARS, measure, type WrittenCaption } from './measure';
import { createGrammarChecker } from './grammar-checker';
import { keeps, threeWordOpening, topicPoints } from './topic-points';
import { EVAL_TOPICS, topicSet } from './topics';
import { runLlm, runOffline } from './writers';

beforeAll(() => warmUp());

const entry = (overrides: Partial<WrittenCaption>): WrittenCaption => ({
  batch: 0,
  description: 'pizza',
  level: 3,
  names: ['pizza'],
  caption: 'Me when the pizza arrives',
  format: 'reaction',
  maxChars: 120,
  boxes: [],
  frameId: 're-when',
  ...overrides,
});

describe('caption evaluation: the starter library', () => {
  it('gives every template a caption format and two or three examples in that format (a line per text box)', async () => {
    const templates = await starterTemplates();
    expect(templates).toHaveLength(87);
    for (const { candidate } of templates) {
      expect(candidate.examples.length, candidate.title).toBeGreaterThanOrEqual(2);
      expect(candidate.examples.length, candidate.title).toBeLessThanOrEqual(3);
      for (const example of candidate.examples) {
        expect(example.length, example).toBeLessThanOrEqual(MEME_TEXT_MAX_LENGTH);
        const boxes = candidate.boxes?.length ?? 0;
        expect(
          fitsFormat(example, candidate.format, boxes),
          `${candidate.title} (${candidate.format}, ${boxes} boxes): ${example}`,
        ).toBe(true);
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
    expect(barFailures(figures, ['basics'])).toEqual([]);
  });

  it('counts duplicates within a batch only', () => {
    const figures = measure([entry({}), entry({ caption: 'ME WHEN THE PIZZA ARRIVES' }), entry({ batch: 1 })]);
    expect(figures.duplicates).toBe(1);
    expect(barFailures(figures, ['basics'])).toContain('1 duplicate caption(s) within a batch');
  });

  it('fails profanity at levels 1-3 and any blocklisted term, and allows profanity at 4-5', () => {
    expect(barFailures(measure([entry({ level: 5, caption: 'Pizza, fuck yes' })]), ['basics'])).toEqual([]);
    expect(barFailures(measure([entry({ level: 2, caption: 'Damn, pizza' })]), ['basics'])).toContain(
      '1 profane word(s) at level 2',
    );
    const blocked = measure([entry({ level: 5, caption: 'pizza for the retards' })]);
    expect(blocked.blocklistHits).toBe(1);
    expect(barFailures(blocked, ['basics'])).toContain('1 blocklisted term(s)');
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
    const failures = barFailures(figures, ['basics', 'frameShare']);
    expect(failures.some((failure) => failure.startsWith('most-used frame same'))).toBe(true);
    expect(barFailures(measure([...written, entry({ caption: 'Buses', batch: 11 })]), ['basics'])[0]).toMatch(
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

describe('caption evaluation: the independent checks', () => {
  it("reads a topic's subject and twist without the writer", () => {
    expect(topicPoints('kids asking why the sky is blue for the hundredth time')).toEqual({
      subject: ['kids'],
      twist: ['hundredth', 'time'],
    });
    expect(topicPoints('my cat knocking my glass off the table while making eye contact').twist).toEqual([
      'eye',
      'contact',
    ]);
    expect(topicPoints('the self checkout machine').twist).toBeNull();
    expect(keeps('The kid asks again', ['kids'])).toBe(true);
    expect(keeps('Kids are the final boss', ['hundredth', 'time'])).toBe(false);
    expect(threeWordOpening('POV: you just said it')).toBe('pov you just');
  });

  it('fails a lost twist, a repeated opening in a batch and a frame over 5% at one level', () => {
    const twisted = 'my dog barking at 4am';
    const written = Array.from({ length: 20 }, (_, index) =>
      entry({
        batch: Math.floor(index / 4),
        description: twisted,
        level: index < 10 ? 1 : 5,
        caption: index % 4 === 0 ? `My dog, take ${index}` : `${index} times my dog barked at 4am`,
        frameId: index < 10 ? `frame-${index}` : 'wild',
      }),
    );
    const figures = measure(written);
    expect(figures.twistKeptShare).toBe(0.75);
    expect(barFailures(figures, ['twist'])).toEqual(['the twist is kept in 75.0%, under 90.0%']);
    expect(figures.mostUsedByLevel[5]).toEqual({ name: 'wild', share: 1 });
    expect(barFailures(figures, ['levelFrameShare'])).toContain(
      'at level 5 frame wild has 100.0% of captions, over 5.0%',
    );
    expect(figures.openingRepeats).toBe(0);
    const repeated = measure([
      entry({ caption: 'Me when the pizza' }),
      entry({ caption: 'Me when the pizza is cold' }),
    ]);
    expect(barFailures(repeated, ['openings'])).toEqual(['1 batch(es) open two captions with the same three words']);
  });

  it('finds grammar with Harper, line by line, but not slang, names or profanity', async () => {
    const checker = await createGrammarChecker();
    expect(await checker.check('Me eating a apple')).toHaveLength(1);
    expect(await checker.check('He go to school\nThe the dog')).toHaveLength(2);
    expect(await checker.check('My code fanum taxed my last brain cell, what the fuck 💀')).toEqual([]);
    expect(await checker.check('Skibidi Elon Musk has more rizz than me')).toEqual([]);
    // A compound its dictionary lacks is spelling; a word run into another is still a finding.
    expect(await checker.check('Tax season and a shoebox full of receipts')).toEqual([]);
    expect(await checker.check('I have alot of receipts')).toHaveLength(1);
  });

  it('runs the held-out set at levels 1, 3 and 5 with at least 60 topics', () => {
    const unseen = topicSet('unseen-topics.json');
    expect(unseen.length / 3).toBeGreaterThanOrEqual(60);
    expect(new Set(unseen.map((topic) => topic.level))).toEqual(new Set([1, 3, 5]));
    expect(unseen.every((topic) => topic.names.length > 0)).toBe(true);
  });
});

describe('caption evaluation: the writers', () => {
  it('the offline writer meets every bar over 50 different topics (no frame over 5%, every box filled and fitting)', async () => {
    const written = runOffline(EVAL_TOPICS.slice(0, 50), await starterTemplates());
    expect(written).toHaveLength(200);
    const figures = measure(written);
    expect(barFailures(figures, ['basics', 'frameShare', 'boxes'])).toEqual([]);
    expect(figures.boxedCaptions).toBeGreaterThan(20);
    expect(figures.mostUsed.share).toBeLessThanOrEqual(BARS.mostUsedShare);
    expect(figures.formatFitShare).toBe(1);
    expect(figures.overLimit).toBe(0);
    expect(figures.grammarExamples).toEqual([]);
  });

  it('runs the LLM writer against the local double and stops it', async () => {
    const topics = EVAL_TOPICS.slice(0, 3);
    const run = await runLlm(topics, await starterTemplates(), null);
    expect(run.endpoint).toBe('local double');
    expect(run.written.length + 4 * run.fallbacks.length).toBe(12);
  });
});
