import { beforeAll, describe, expect, it } from 'vitest';
import { batchRequest, LEVELS } from '../fixtures';
import { seededRandom } from '../random';
import type { UnhingedLevel } from '../types';
import { FRAMES } from './frames';
import { warmUp } from './nlp';
import { understand } from './understand';
import { draftBatch, writeMemes } from './writer';

const SEEDS = [1, 2, 3, 4, 5];

const captionsFor = (description: string, level: UnhingedLevel, seed: number) =>
  writeMemes(batchRequest(description, level), seededRandom(seed)).map((meme) => meme.caption);

beforeAll(() => warmUp());

describe('offline captions: what QA found', () => {
  it('keeps the event of "X when Y" and agrees with a plural subject ("Mondays change")', () => {
    const description = 'Mondays at a startup when the coffee machine breaks';
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        const captions = captionsFor(description, level, seed);
        expect(
          captions.some((caption) => caption.includes('coffee machine')),
          `@${level}/${seed}: ${captions.join(' | ')}`,
        ).toBe(true);
        for (const caption of captions) expect(caption).not.toMatch(/\bMondays (?:is|was|has|changes|makes|slaps)\b/i);
      }
    }
  });

  it('never puts a gerund phrase where a clause belongs ("Living proof that learning …")', () => {
    for (const description of ['learning to code with AI assistants', 'running a marathon with zero training']) {
      const gerund = description.split(' ')[0]!;
      for (const level of LEVELS) {
        for (const seed of SEEDS) {
          for (const caption of captionsFor(description, level, seed)) {
            expect(caption, caption).not.toMatch(new RegExp(`\\b(?:that|when) ${gerund}\\b`, 'i'));
          }
        }
      }
    }
    expect(understand('learning to code with AI assistants', 3)).toMatchObject({
      clause: "I'm learning to code with AI assistants",
      isClause: false,
    });
  });

  it('keeps a compound noun whole ("group chat", not "group")', () => {
    expect(understand('group chat drama', 3).thing).toBe('group chat drama');
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        for (const caption of captionsFor('group chat drama', level, seed)) {
          if (/\bgroup\b/i.test(caption)) expect(caption, caption).toMatch(/\bgroup chat\b/i);
        }
      }
    }
  });

  it('reads "wifi drops" as a clause and a misfortune, and writes no praise for it', () => {
    expect(understand('wifi drops during an important video call', 3)).toMatchObject({
      clause: 'the wifi drops during an important video call',
      misfortune: true,
    });
    const praise = new Set(FRAMES.filter((frame) => frame.tone === 'praise').map((frame) => frame.id));
    for (const description of ['wifi drops during an important video call', 'my flight got cancelled']) {
      for (const level of LEVELS) {
        for (const seed of SEEDS) {
          for (const draft of draftBatch(batchRequest(description, level), seededRandom(seed))) {
            expect(praise.has(draft.frameId), `${description} @${level}: ${draft.caption}`).toBe(false);
          }
        }
      }
    }
  });

  it('varies frames from call to call, the first slot too', () => {
    for (const level of LEVELS) {
      const frames = new Set<string>();
      const leads = new Set<string>();
      for (let seed = 1; seed <= 10; seed++) {
        const drafts = draftBatch(batchRequest('pizza', level), seededRandom(seed));
        drafts.forEach((draft) => frames.add(draft.frameId));
        leads.add(drafts[0]!.frameId);
      }
      expect(frames.size, `@${level}`).toBeGreaterThanOrEqual(9);
      expect(leads.size, `@${level}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('offline captions: grammar smoke test', () => {
  const TOPICS = [
    'Mondays at a startup when the coffee machine breaks',
    'learning to code with AI assistants',
    'running a marathon with zero training',
    'group chat drama',
    'wifi drops during an important video call',
    'my dog stealing the cat bed',
    'Monday mornings',
    'developers pushing to production on Friday',
    'my laptop crashes before the deadline',
    'printer jams again',
    'the train is late again',
    'my flight got cancelled',
    'team building exercises',
    'cats vs dogs',
    'Taylor Swift concert tickets are too expensive',
    'my boss when the printer breaks',
    'students cramming for finals at 3am',
    'pizza',
    'when your code works on the first try',
    'grandma learning to use emojis',
  ];
  const DANGLING = /\b(?:at|on|in|with|of|to|for|about|from|by|during|that|the|a|an)$/i;

  it('writes whole sentences: no plural subject with a singular verb, no double period, no dangling word', () => {
    for (const description of TOPICS) {
      const topic = understand(description, 3);
      const plurals = [topic.plural ? topic.thing : null, topic.corePlural ? topic.coreThing : null].filter(
        (text): text is string => text !== null,
      );
      for (const level of LEVELS) {
        for (const seed of [1, 2]) {
          for (const caption of captionsFor(description, level, seed)) {
            const label = `${description} @${level}: ${caption}`;
            for (const subject of plurals) {
              expect(caption.toLowerCase(), label).not.toMatch(
                new RegExp(`(?:^|[:.?!] )${subject.toLowerCase()} (?:is|was|has|changes|makes|hits|slaps)\\b`, 'm'),
              );
            }
            expect(caption, label).not.toMatch(/(?:^|[^.])\.\s*\.(?!\.)/);
            const end = caption.replace(/[\s\p{P}\p{S}\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u, '');
            expect(end, label).not.toMatch(DANGLING);
          }
        }
      }
    }
  });
});
