import { CAPTION_FORMAT_KEYS } from '@memeforge/contract';
import { describe, expect, it } from 'vitest';
import { findTerms } from '../../safety';
import type { UnhingedLevel } from '../../types';
import { grammarFindings } from '../grammar';
import { FRAMES, framePartCount, framesFor, suits, type Words } from './index';

const LEVELS: UnhingedLevel[] = [1, 2, 3, 4, 5];

/** The shapes of topic a frame meets: a thing, a plural, a name, a clause, a pair, a gerund, a scene. */
const SHAPES: Record<string, Words> = {
  owned: {
    np: 'my cat',
    core: 'cat',
    plural: false,
    bare: false,
    doing: false,
    clause: 'my cat refuses to get off my laptop',
    firstPerson: false,
    action: 'refuses to get off my laptop',
    scene: null,
    pair: null,
  },
  plural: {
    np: 'Monday mornings',
    core: 'Monday',
    plural: true,
    bare: false,
    doing: false,
    clause: null,
    firstPerson: false,
    action: null,
    scene: null,
    pair: null,
  },
  bare: {
    np: 'pizza',
    core: 'pizza',
    plural: false,
    bare: true,
    doing: false,
    clause: null,
    firstPerson: false,
    action: null,
    scene: null,
    pair: null,
  },
  name: {
    np: 'Elon Musk',
    core: 'Elon Musk',
    plural: false,
    bare: false,
    doing: false,
    clause: 'Elon Musk is buying Twitter',
    firstPerson: false,
    action: 'is buying Twitter',
    scene: null,
    pair: null,
  },
  gerund: {
    np: 'learning to code',
    core: 'learning to code',
    plural: false,
    bare: false,
    doing: true,
    clause: "I'm learning to code",
    firstPerson: true,
    action: null,
    scene: null,
    pair: null,
  },
  pair: {
    np: 'cats vs dogs',
    core: 'cats vs dogs',
    plural: true,
    bare: false,
    doing: false,
    clause: null,
    firstPerson: false,
    action: null,
    scene: null,
    pair: ['cats', 'dogs'],
  },
  scene: {
    np: 'my boss',
    core: 'boss',
    plural: false,
    bare: false,
    doing: false,
    clause: null,
    firstPerson: false,
    action: null,
    scene: 'my boss when the printer breaks',
    pair: null,
  },
};

function written() {
  return FRAMES.flatMap((frame) =>
    Object.entries(SHAPES)
      .filter(([, words]) => suits(frame, words))
      .map(([shape, words]) => ({ frame, shape, words, parts: frame.write(words) })),
  );
}

describe('offline frames', () => {
  it('have unique ids and levels within 1-5', () => {
    expect(new Set(FRAMES.map((frame) => frame.id)).size).toBe(FRAMES.length);
    for (const frame of FRAMES) {
      expect(frame.levels.length, frame.id).toBeGreaterThan(0);
      for (const level of frame.levels) expect(LEVELS, frame.id).toContain(level);
    }
  });

  it('offer every format several frames at every level, for a plain noun topic too', () => {
    for (const format of CAPTION_FORMAT_KEYS) {
      for (const level of LEVELS) {
        const frames = framesFor(format, level);
        expect(frames.length, `${format} @${level}`).toBeGreaterThanOrEqual(3);
        const forNoun = frames.filter((frame) => suits(frame, SHAPES.plural!) && frame.write(SHAPES.plural!) !== null);
        expect(forNoun.length, `${format} @${level} for a noun`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("write exactly their format's parts, none empty, naming the topic", () => {
    for (const { frame, shape, words, parts } of written()) {
      if (parts === null) continue;
      const label = `${frame.id} (${shape}): ${parts.join(' / ')}`;
      expect(parts, label).toHaveLength(framePartCount(frame));
      for (const part of parts) expect(part.trim(), label).not.toBe('');
      const text = parts.join('\n').toLowerCase();
      const names = [words.np, words.core, ...(words.pair ?? []), words.scene ?? ''].filter(Boolean);
      expect(
        names.some((name) => text.includes(name.toLowerCase())),
        label,
      ).toBe(true);
    }
  });

  it('read: no grammar finding for any topic shape they accept', () => {
    for (const { frame, shape, parts } of written()) {
      if (parts === null) continue;
      const caption = parts.join('\n');
      expect(grammarFindings(caption), `${frame.id} (${shape}): ${caption}`).toEqual([]);
    }
  });

  it("keep their levels' language: no profanity at 1-3, mild at most at 4, never a blocked term", () => {
    for (const { frame, parts } of written()) {
      if (parts === null) continue;
      const terms = findTerms(parts.join('\n'));
      expect(terms.filter((term) => term.kind === 'blocked')).toEqual([]);
      const lowest = Math.min(...frame.levels);
      if (lowest <= 3) expect(terms, frame.id).toEqual([]);
      if (lowest === 4)
        expect(
          terms.filter((term) => term.kind === 'strong'),
          frame.id,
        ).toEqual([]);
    }
  });

  it('say first-person clauses only where a first person reads ("When I hate Mondays" never)', () => {
    const firstPerson: Words = {
      ...SHAPES.gerund!,
      clause: 'I hate Mondays',
      np: 'Mondays',
      plural: true,
      doing: false,
    };
    for (const frame of FRAMES) {
      if (!suits(frame, firstPerson)) continue;
      const parts = frame.write(firstPerson);
      if (parts === null) continue;
      expect(parts.join('\n'), frame.id).not.toMatch(/\b(?:when|POV:|then) I hate\b/i);
    }
  });

  it('never have me witness or watch a scene that is me ("Me, witnessing me at the store")', () => {
    const mine: Words = { ...SHAPES.owned!, np: 'me at the store', scene: 'me at the store forgetting milk' };
    for (const frame of FRAMES) {
      if (!suits(frame, mine)) continue;
      const parts = frame.write(mine);
      if (parts === null) continue;
      expect(parts.join('\n'), frame.id).not.toMatch(/\bMe, witnessing me\b/u);
    }
  });
});
