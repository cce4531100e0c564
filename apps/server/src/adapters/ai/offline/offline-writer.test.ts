import { beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../../metrics';
import { batchRequest, candidate, IMAGE_CANDIDATES, LEVELS, ODD_INPUTS, TOPICS } from '../fixtures';
import { seededRandom } from '../random';
import { findTerms } from '../safety';
import type { CaptionBatchRequest } from '../types';
import { BLOCKED_PHRASES, BLOCKED_WORDS } from '../wordlists/blocklist';
import { CAPTION_FORMATS } from '@memeforge/contract';
import { FRAMES, suits } from './frames';
import { warmUp } from './nlp';
import { createOfflineCaptionWriter, draftBatch, writeCaption, writeMemes } from './writer';

const SEEDS = [1, 2, 3, 4, 5];
const LIMITS = [120, 90, 50, 30];

const namesTopic = (caption: string, topic: string[]) =>
  topic.length === 0 || topic.some((word) => caption.toLowerCase().includes(word));

const termsOf = (caption: string, kinds: string[]) =>
  findTerms(caption)
    .filter((term) => kinds.includes(term.kind))
    .map((term) => term.text);

beforeAll(() => warmUp());

describe('offline caption writer: the topic', () => {
  it('names the topic in every caption, at every level, for every template limit', () => {
    for (const { description, topic } of TOPICS) {
      for (const level of LEVELS) {
        for (const maxChars of LIMITS) {
          for (const seed of SEEDS.slice(0, 3)) {
            for (const meme of writeMemes(batchRequest(description, level, { maxChars }), seededRandom(seed))) {
              expect(namesTopic(meme.caption, topic), `${description} @${level}/${maxChars}: ${meme.caption}`).toBe(
                true,
              );
            }
          }
        }
      }
    }
  });

  it('reads a clause as a situation, a headline as a sentence and a thing as a thing', () => {
    const captions = (description: string) =>
      SEEDS.flatMap((seed) => writeMemes(batchRequest(description, 3), seededRandom(seed))).map((meme) => meme.caption);
    expect(captions('developers pushing to production on Friday').join('\n')).toContain(
      'developers push to production on Friday',
    );
    expect(captions('when the WiFi dies at 3am').join('\n')).toMatch(/the WiFi dies at 3am/i);
    expect(captions('Monday mornings').join('\n')).not.toMatch(/When Monday mornings/);
  });
});

describe('offline caption writer: a batch', () => {
  it("never repeats a caption, a template or a frame, and writes each caption in its template's format", () => {
    for (const { description } of TOPICS) {
      for (const level of LEVELS) {
        for (const seed of SEEDS) {
          const drafts = draftBatch(batchRequest(description, level), seededRandom(seed));
          expect(drafts).toHaveLength(4);
          expect(new Set(drafts.map((draft) => draft.caption.toLowerCase())).size).toBe(4);
          expect(new Set(drafts.map((draft) => draft.candidate.id)).size).toBe(4);
          expect(new Set(drafts.map((draft) => draft.frameId)).size, `${description} @${level}`).toBe(4);
          for (const draft of drafts) {
            const parts = draft.caption.split('\n');
            expect(parts, `${draft.frameId}: ${draft.caption}`).toHaveLength(
              CAPTION_FORMATS[draft.candidate.format].parts.length,
            );
            expect(parts.every((part) => part.trim().length > 0)).toBe(true);
          }
        }
      }
    }
  });

  it("fits each template's limit, shortening the topic at word boundaries, never mid-word", () => {
    const description =
      'Extraordinarily complicated spreadsheet reconciliation procedures bewildering accountants during quarterly audits';
    const words = description.toLowerCase().split(' ');
    // The frames' own words ("extra steps") are not the topic's, cut or not.
    const dummy = { np: 'zz', core: 'zz', plural: false, bare: true, doing: false, firstPerson: false };
    const frameWords = new Set(
      FRAMES.flatMap((frame) =>
        [
          { ...dummy, clause: 'zz', action: 'zz', scene: 'zz', pair: ['zz', 'zz'] as const },
          { ...dummy, clause: null, action: null, scene: null, pair: null },
        ]
          .filter((words) => suits(frame, words))
          .flatMap(
            (words) =>
              frame
                .write(words)
                ?.join(' ')
                .toLowerCase()
                .match(/\p{L}{4,}/gu) ?? [],
          ),
      ),
    );
    for (const level of LEVELS) {
      for (const maxChars of [120, 90, 60, 40, 25]) {
        for (const seed of SEEDS) {
          for (const meme of writeMemes(batchRequest(description, level, { maxChars }), seededRandom(seed))) {
            expect(meme.caption.length).toBeLessThanOrEqual(maxChars);
            for (const token of meme.caption.toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
              const cut = !frameWords.has(token) && words.some((word) => word !== token && word.startsWith(token));
              expect(cut, `"${token}" is a cut word in: ${meme.caption}`).toBe(false);
            }
          }
        }
      }
    }
  });

  it('keeps the two template limits of a mixed batch apart (images 120, videos 90)', () => {
    const request = batchRequest(TOPICS.at(-1)!.description, 3);
    for (const seed of SEEDS) {
      writeMemes(request, seededRandom(seed)).forEach((meme, index) => {
        const limit = request.slots[index]!.candidates.find((entry) => entry.id === meme.templateId)!.maxChars;
        expect(meme.caption.length).toBeLessThanOrEqual(limit);
      });
    }
  });

  it('does not repeat captions the user saw recently', () => {
    for (const level of LEVELS) {
      const first = writeMemes(batchRequest('Monday mornings', level), seededRandom(7));
      const avoid = first.map((meme) => meme.caption);
      const second = writeMemes(batchRequest('Monday mornings', level, { avoid }), seededRandom(7));
      for (const meme of second) expect(avoid).not.toContain(meme.caption);
    }
  });
});

describe('offline caption writer: language per level', () => {
  const PROFANE = [
    'fuck mondays',
    'this shit is damn hard',
    'my asshole boss and his crap ideas',
    'WTF is this hell of a commute',
    'sh1t happens at the office',
    'f*cking printers',
  ];

  it('levels 1–3 contain no profanity, even from a profane description', () => {
    for (const description of [...PROFANE, ...TOPICS.map((entry) => entry.description)]) {
      for (const level of [1, 2, 3] as const) {
        for (const seed of SEEDS) {
          for (const meme of writeMemes(batchRequest(description, level), seededRandom(seed))) {
            expect(termsOf(meme.caption, ['mild', 'strong', 'blocked']), meme.caption).toEqual([]);
          }
        }
      }
    }
  });

  it('level 4 allows mild profanity only; level 5 allows strong', () => {
    for (const description of [...PROFANE, ...TOPICS.map((entry) => entry.description)]) {
      for (const seed of SEEDS) {
        for (const meme of writeMemes(batchRequest(description, 4), seededRandom(seed))) {
          expect(termsOf(meme.caption, ['strong', 'blocked']), meme.caption).toEqual([]);
        }
      }
    }
    const level5 = SEEDS.flatMap((seed) => writeMemes(batchRequest('pizza', 5), seededRandom(seed)));
    expect(level5.some((meme) => termsOf(meme.caption, ['strong']).length > 0)).toBe(true);
  });

  it('never writes a blocklisted term, even when the description is full of them', () => {
    const descriptions = [
      ...BLOCKED_WORDS.flatMap((word) => [
        word,
        `my ${word} neighbour`,
        `why are ${word}s like this at the office`,
        `${word.toUpperCase()} AT 3AM`,
      ]),
      ...BLOCKED_PHRASES.map((phrase) => `${phrase} rally downtown`),
      'n1gg3r jokes',
      'f a g g o t',
      'r e t a r d e d coworkers',
      'the k*ke next door',
    ];
    for (const description of descriptions) {
      for (const level of LEVELS) {
        for (const seed of [1, 2]) {
          for (const meme of writeMemes(batchRequest(description, level), seededRandom(seed))) {
            expect(termsOf(meme.caption, ['blocked']), `${description} @${level}: ${meme.caption}`).toEqual([]);
          }
        }
      }
    }
  });
});

describe('offline caption writer: templates', () => {
  it('prefers the most relevant (first) candidates', () => {
    const picks = new Map<number, number>();
    for (let seed = 1; seed <= 60; seed++) {
      const [meme] = writeMemes(
        { description: 'remote work', level: 3, slots: [{ type: 1, candidates: IMAGE_CANDIDATES }] },
        seededRandom(seed),
      );
      const index = IMAGE_CANDIDATES.findIndex((entry) => entry.id === meme!.templateId);
      picks.set(index, (picks.get(index) ?? 0) + 1);
    }
    expect(picks.get(0) ?? 0).toBeGreaterThan(picks.get(IMAGE_CANDIDATES.length - 1) ?? 0);
    expect((picks.get(0) ?? 0) + (picks.get(1) ?? 0)).toBeGreaterThan(30);
  });

  it('writes a two-part caption for a two-part format, and a one-liner for a one-liner', () => {
    const buttons = candidate(1, { format: 'two_options', maxChars: 120 });
    const brain = candidate(2, { format: 'escalation', maxChars: 120 });
    const face = candidate(3, { format: 'reaction', maxChars: 120 });
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        const memes = writeMemes(
          {
            description: 'Monday mornings',
            level,
            slots: [
              { type: 1, candidates: [buttons] },
              { type: 1, candidates: [brain] },
              { type: 1, candidates: [face] },
            ],
          },
          seededRandom(seed),
        );
        expect(memes.map((meme) => meme.caption.split('\n').length)).toEqual([2, 3, 1]);
      }
    }
  });

  it('gives a slot with few candidates its pick before others take it', () => {
    const a = candidate(1);
    const b = candidate(2);
    for (const seed of SEEDS) {
      const memes = writeMemes(
        {
          description: 'pizza',
          level: 2,
          slots: [
            { type: 1, candidates: [a, b] },
            { type: 1, candidates: [a] },
          ],
        },
        seededRandom(seed),
      );
      expect(memes.map((meme) => meme.templateId)).toEqual([2, 1]);
    }
  });

  it('refuses a slot without candidates, naming it', () => {
    expect(() =>
      writeMemes({ description: 'pizza', level: 1, slots: [{ type: 1, candidates: [] }] }, seededRandom(1)),
    ).toThrow(/slot 0 has no candidate/);
  });
});

describe('offline caption writer: randomness', () => {
  it('is deterministic for a seed and varies between batches', () => {
    const request = batchRequest('My cat refuses to get off my laptop during Zoom calls', 3);
    expect(writeMemes(request, seededRandom(42))).toEqual(writeMemes(request, seededRandom(42)));
    const batches = new Set(
      Array.from({ length: 10 }, (_, seed) => JSON.stringify(writeMemes(request, seededRandom(seed)))),
    );
    expect(batches.size).toBeGreaterThanOrEqual(5);
  });
});

describe('offline caption writer: odd inputs', () => {
  it('never throws, fits, and still names the topic', () => {
    for (const { description, topic } of ODD_INPUTS) {
      for (const level of LEVELS) {
        for (const maxChars of [120, 40]) {
          for (const seed of SEEDS.slice(0, 3)) {
            const memes = writeMemes(batchRequest(description, level, { maxChars }), seededRandom(seed));
            expect(memes).toHaveLength(4);
            for (const meme of memes) {
              expect(meme.caption.trim().length).toBeGreaterThan(0);
              expect(meme.caption.length).toBeLessThanOrEqual(maxChars);
              expect(namesTopic(meme.caption, topic), `${description} @${level}: ${meme.caption}`).toBe(true);
            }
          }
        }
      }
    }
  });
});

describe('offline caption writer: the CaptionWriter', () => {
  it('answers a batch as the offline writer and counts its captions', async () => {
    const metrics = createMetrics();
    const writer = createOfflineCaptionWriter({ metrics, random: seededRandom(3) });
    const result = await writer.writeBatch(batchRequest('pizza', 3));
    expect(result.writer).toBe('offline');
    expect(result.fallback).toBeNull();
    expect(result.memes).toHaveLength(4);
    const counter = await metrics.captionsWritten.get();
    expect(counter.values.find((value) => value.labels.writer === 'offline')?.value).toBe(4);
  });

  it('stops when the caller has given up', async () => {
    const writer = createOfflineCaptionWriter();
    await expect(writer.writeBatch(batchRequest('pizza', 3), AbortSignal.abort())).rejects.toThrow();
  });

  it('writes one caption for one template (the editor tagline call)', () => {
    const template = candidate(9, { maxChars: 60 });
    for (const level of LEVELS) {
      const caption = writeCaption(
        { description: 'Taylor Swift concert tickets', level, template },
        seededRandom(level),
      );
      expect(caption.length).toBeLessThanOrEqual(60);
      expect(caption.toLowerCase()).toMatch(/taylor swift|tickets/);
    }
  });

  it('is fast once the language model is loaded: a batch in a few milliseconds', () => {
    const random = seededRandom(11);
    const requests: CaptionBatchRequest[] = TOPICS.map((entry, index) =>
      batchRequest(entry.description, LEVELS[index % 5]!),
    );
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const request of requests) {
        const started = performance.now();
        writeMemes(request, random);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]!).toBeLessThan(10);
  });
});
