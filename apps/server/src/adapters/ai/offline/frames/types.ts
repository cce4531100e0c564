import { CAPTION_FORMATS, type CaptionFormat } from '@memeforge/contract';
import type { UnhingedLevel } from '../../types';

/**
 * The topic as a frame sees it: whole noun phrases and clauses only, never fragments. The writer
 * offers a full view first and then shorter ones (a clipped clause, the core words), so a frame can
 * fit a template's character limit without cutting a word.
 */
export interface Words {
  /** A whole noun phrase, mid-sentence case: "my cat", "Monday mornings", "learning to code". */
  np: string;
  /** The fewest words that name the topic: "cat", "Elon Musk". */
  core: string;
  /** Whether np takes "are" ("developers", "cats vs dogs"). */
  plural: boolean;
  /** Whether np is the bare noun (no determiner, not a name): "pizza", "remote work". */
  bare: boolean;
  /** Whether np is a gerund phrase, a thing to do: "learning to code". */
  doing: boolean;
  /** The topic as a finite clause ("my cat refuses to get off my laptop"), or null. */
  clause: string | null;
  /** Whether the clause speaks in the first person ("I hate Mondays"). */
  firstPerson: boolean;
  /** What the subject does: "refuses to get off my laptop", or null. */
  action: string | null;
  /**
   * The whole situation when it is a noun phrase that says more than np ("my boss when the printer
   * breaks", "my friend who is always late"), or null.
   */
  scene: string | null;
  /** Two things set against each other: ["cats", "dogs"], or null. */
  pair: readonly [string, string] | null;
}

/**
 * What a frame needs beyond a noun phrase; the writer only offers it topics that have it. A thing
 * is a noun phrase that is not a gerund ("learning to code"); a short name is a noun phrase without
 * a determiner of at most three words ("remote work", "Apple"). A plain thing is a thing that is
 * only a thing, no scene or clause in the topic ("avocado toast", not "the dentist asking
 * questions…"): what a frame that has an opinion of a thing can take ("… is overrated").
 */
export type Need =
  | 'clause'
  | 'third-person clause'
  | 'first-person clause'
  | 'action'
  | 'pair'
  | 'bare noun'
  | 'short name'
  | 'not owned'
  | 'no pair'
  | 'thing'
  | 'scene'
  | 'whole'
  | 'plain thing';

/**
 * One way to write a caption in one caption format: its parts (the format's parts, in order), for
 * the levels whose tone and language it has. Returns null when the words do not suit it.
 */
export interface Frame {
  /** Stable and unique: the evaluation counts how often each frame is used. */
  id: string;
  format: CaptionFormat;
  levels: readonly UnhingedLevel[];
  needs?: readonly Need[];
  /** Praise ("ate and left no crumbs") does not suit a misfortune ("the wifi drops"). */
  tone?: 'praise';
  /** How many parts it writes when not its format's number: four steps, for a template with four boxes. */
  parts?: number;
  write: (words: Words) => readonly string[] | null;
}

/** How many parts a frame writes. */
export const framePartCount = (frame: Frame) => frame.parts ?? CAPTION_FORMATS[frame.format].parts.length;

/** The first letter upper-cased (a part starts like a sentence); the rest as written. */
export function cap(text: string): string {
  const [first = ''] = text;
  return first.toUpperCase() + text.slice(first.length);
}

/**
 * The whole topic as a noun phrase, for frames that need it ('whole'): the scene when there is one
 * ("my boss when the printer breaks"), else the noun phrase, which for a topic without a clause or
 * a gerund topic is all of it ("kids asking why the sky is blue", "taking a nap that lasts hours").
 */
export const whole = (w: Words) => w.scene ?? w.np;

/** "is" or "are" for the topic. */
export const be = (w: Words) => (w.plural ? 'are' : 'is');
/** "was" or "were". */
export const was = (w: Words) => (w.plural ? 'were' : 'was');
/** "has" or "have". */
export const has = (w: Words) => (w.plural ? 'have' : 'has');
/** A present-tense verb agreeing with the topic: s(w, 'ruins', 'ruin'). */
export const s = (w: Words, singular: string, plural: string) => (w.plural ? plural : singular);
/** "it" or "them", for the topic. */
export const it = (w: Words) => (w.plural ? 'them' : 'it');
/** "one word", "two words"… for the topic's core. */
export const wordCount = (text: string) => {
  const words = text.split(/\s+/u).filter(Boolean).length;
  return words === 1 ? 'one word' : `${['two', 'three', 'four', 'five'][words - 2] ?? 'a few'} words`;
};
/** The noun phrase shouted. */
export const loud = (text: string) => text.toUpperCase();

/** Whether the frame can take these words. */
export function suits(frame: Frame, w: Words): boolean {
  return (frame.needs ?? []).every((need) => {
    switch (need) {
      case 'clause':
        return w.clause !== null;
      case 'third-person clause':
        return w.clause !== null && !w.firstPerson;
      case 'first-person clause':
        return w.clause !== null && w.firstPerson;
      case 'action':
        return w.action !== null;
      case 'pair':
        return w.pair !== null;
      case 'bare noun':
        return w.bare && !w.doing;
      case 'short name':
        return (
          !w.doing && w.np.split(' ').length <= 3 && !/^(?:the|a|an|my|your|our|his|her|their|this|that)\s/iu.test(w.np)
        );
      case 'scene':
        return w.scene !== null;
      case 'whole':
        return w.scene !== null || w.clause === null || w.doing;
      case 'thing':
        return !w.doing;
      case 'plain thing':
        return !w.doing && w.scene === null && w.clause === null;
      case 'no pair':
        return w.pair === null;
      case 'not owned':
        return !/^(?:my|your|our|his|her|their)\s/iu.test(w.np);
    }
  });
}
