/**
 * The twist (issue 23, decision 056): read from the topic, kept by every caption a frame can keep it
 * in, and said in a noun-phrase shape for the frames that take one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { batchRequest, LEVELS } from '../fixtures';
import { seededRandom } from '../random';
import { openingOf, wholePhrase } from './compose';
import { ingForm } from './topic-shape';
import { warmUp } from './nlp';
import { keepsTwist, twistOf } from './twist';
import { understand } from './understand';
import { draftBatch } from './writer';

beforeAll(() => warmUp());

const TWISTED = [
  'kids asking why the sky is blue for the hundredth time',
  'my plants dying even though i water them every day',
  'the neighbour’s dog barking at 4am',
  'sending a text to the wrong group chat',
  'the wifi drops right before you hit send',
];

describe('the twist', () => {
  it('is the last thing named after the subject, and a bare subject has none', () => {
    expect(twistOf('kids asking why the sky is blue for the hundredth time')?.words).toEqual(['hundredth', 'time']);
    expect(twistOf('the vending machine eating my last coin')?.words).toEqual(['last', 'coin']);
    expect(twistOf('the wifi drops right before you hit send')?.words).toEqual(['hit', 'send']);
    expect(twistOf('the neighbour’s dog barking at 4am')?.words).toEqual(['4am']);
    expect(twistOf('the self checkout machine')).toBeNull();
    expect(twistOf('coffee')).toBeNull();
  });

  it('is kept in any inflection', () => {
    const twist = twistOf('my mom calling me three times a day')!;
    expect(keepsTwist('Mom, calling on day three', twist)).toBe(true);
    expect(keepsTwist('Mom has more rizz than me', twist)).toBe(false);
  });

  it("is not kept by the frame's own words", () => {
    const twist = twistOf('the last week of December when nobody knows what day it is')!;
    expect(twist.words).toContain('day');
    const frame = 'Mom: how was your day? Me: x';
    expect(keepsTwist('Mom: how was your day?\nMe: the last week of December', twist, frame)).toBe(false);
    expect(keepsTwist('Mom: how was your day?\nMe: what day it is', twist, frame)).toBe(true);
  });

  it('is kept by every caption of a batch, at every level, and no two captions open alike', () => {
    for (const description of TWISTED) {
      const twist = twistOf(description)!;
      for (const level of LEVELS) {
        for (const seed of [1, 2, 3]) {
          const drafts = draftBatch(batchRequest(description, level), seededRandom(seed));
          for (const draft of drafts) {
            expect(keepsTwist(draft.caption, twist), `${description} @${level}: ${draft.caption}`).toBe(true);
          }
          expect(new Set(drafts.map((draft) => openingOf(draft.caption))).size, `${description} @${level}`).toBe(4);
        }
      }
    }
  });
});

describe('the whole topic as a noun phrase', () => {
  it('makes a present-tense verb a participle', () => {
    expect(['drops', 'refuses', 'says', 'hits', 'dies', 'watches', 'tries', 'opens', 'beeps'].map(ingForm)).toEqual([
      'dropping',
      'refusing',
      'saying',
      'hitting',
      'dying',
      'watching',
      'trying',
      'opening',
      'beeping',
    ]);
  });

  it('says a clause, a progressive and a gerund topic whole', () => {
    const phrase = (description: string) => {
      const topic = understand(description, 3);
      return wholePhrase(topic, /^\p{Ll}+ing\b/u.test(topic.thing) && topic.clause?.startsWith("I'm ") === true);
    };
    expect(phrase('my cat refuses to get off my laptop')).toBe('my cat refusing to get off my laptop');
    expect(phrase('my alarm going off five minutes after i fell asleep')).toBe(
      'my alarm going off five minutes after I fell asleep',
    );
    expect(phrase('trying to fold a fitted sheet')).toBe('trying to fold a fitted sheet');
  });
});
