/**
 * Fits one frame to one template: tries the topic in full first, then shorter views of it (a
 * clipped clause, then only the core words), so a long description still fits a short template
 * without a caption cut mid-word. A caption is kept only when it fits the template's limit, has no
 * grammar finding (./grammar.ts) and keeps the level's language rules.
 */
import { languageProblem } from '../safety';
import type { UnhingedLevel } from '../types';
import { partsFor, type PartsRule } from './boxes';
import { suits, type Frame, type Words } from './frames';
import { grammarFindings } from './grammar';
import { ingForm } from './topic-shape';
import { keepsTwist, type Twist } from './twist';
import type { Topic } from './understand';

/** Long noun phrases give way to the core words in the shorter views. */
const COMPACT_THING = 28;
const COMPACT_ACTION = 40;

/** A gerund phrase topic: "learning to code with AI". */
function isDoing(topic: Topic): boolean {
  return /^\p{Ll}+ing\b/u.test(topic.thing) && topic.clause?.startsWith("I'm ") === true;
}

/** Whether the noun phrase is a bare common noun ("pizza", "remote work"), not a name or owned thing. */
function isBare(thing: string, bareThing: string): boolean {
  return thing === bareThing && /^\p{Ll}/u.test(thing);
}

const DETERMINER = /^(?:the|a|an|my|your|our|his|her|their|this|that)$/iu;
const SHORT_THING = 20;

/**
 * The thing shortened from the left, its head noun kept: "the quarterly performance review" → "the
 * performance review", "avocado toast" stays whole. Null for a gerund, a name (the core says it
 * better) or when only the head noun would be left.
 */
function headPhrase(topic: Topic): string | null {
  if (isDoing(topic) || !topic.thing.toLowerCase().endsWith(topic.core.toLowerCase()) || topic.core.includes(' '))
    return null;
  const words = topic.thing.split(' ');
  const determiner = DETERMINER.test(words[0] ?? '') ? words.shift()! : null;
  while (words.length > 2 && [determiner, ...words].filter(Boolean).join(' ').length > SHORT_THING) words.shift();
  const phrase = [determiner, ...words].filter(Boolean).join(' ');
  return words.length >= 2 && phrase.length <= COMPACT_THING && phrase !== topic.thing ? phrase : null;
}

/**
 * The whole topic as one noun phrase, its twist included, for the frames that take a noun phrase:
 * the scene ("the gym on the first monday of january"), a gerund topic as it is, or a clause with
 * its verb made a participle ("the wifi drops right before you hit send" → "the wifi dropping right
 * before you hit send", "my alarm is going off…" → "my alarm going off…"). Null when there is none.
 */
export function wholePhrase(topic: Topic, doing: boolean): string | null {
  if (doing) return topic.thing;
  if (topic.whole !== null) return topic.whole;
  if (!topic.isClause && topic.clause === null) return topic.situation;
  if (!topic.action || !topic.clause) return null;
  const [verb = '', ...rest] = topic.action.split(' ');
  const subject = /^i$/iu.test(topic.thing) ? 'me' : topic.thing;
  if (/^(?:is|are|am|was|were)$/iu.test(verb) && /ing$/u.test(rest[0] ?? '')) return `${subject} ${rest.join(' ')}`;
  if (/^(?:is|are|am|was|were|has|have|had|do|does|did|can|will|would|should|could|must)$/iu.test(verb)) return null;
  return `${subject} ${[ingForm(verb), ...rest].join(' ')}`;
}

/**
 * The topic as frames see it: in full, then shorter, then only its core words (without repeats).
 * With a twist, a view whose noun phrase is the whole topic comes first, so frames that take a noun
 * phrase keep the twist too.
 */
export function viewsOf(topic: Topic, twisted = false): Words[] {
  const doing = isDoing(topic);
  const common = { firstPerson: topic.firstPerson, pair: topic.pair, doing, scene: null };
  const scene =
    !topic.isClause &&
    topic.clause === null &&
    ![topic.thing, topic.bareThing].some((said) => said.toLowerCase() === topic.situation.toLowerCase())
      ? topic.situation
      : null;
  const full: Words = {
    ...common,
    np: topic.thing,
    core: topic.core,
    plural: topic.plural,
    bare: isBare(topic.thing, topic.bareThing),
    scene,
    clause: topic.clause,
    action: topic.action,
  };
  const shortThing = headPhrase(topic);
  const thing = topic.thing.length > COMPACT_THING ? (shortThing ?? topic.coreThing) : topic.thing;
  const compact: Words = {
    ...common,
    np: thing,
    core: topic.core,
    plural: thing === topic.coreThing ? topic.corePlural : topic.plural,
    bare:
      thing === topic.thing
        ? full.bare
        : thing === shortThing
          ? isBare(thing, thing)
          : isBare(topic.coreThing, topic.core),
    clause: topic.shortClause,
    action: topic.action && topic.action.length <= COMPACT_ACTION ? topic.action : null,
  };
  const minimal: Words = {
    ...common,
    np: shortThing ?? topic.coreThing,
    core: topic.core,
    plural: shortThing ? topic.plural : topic.corePlural,
    bare: shortThing ? isBare(shortThing, shortThing) : isBare(topic.coreThing, topic.core),
    clause: null,
    action: null,
    pair: topic.pair && topic.pair.join(' ').length <= COMPACT_THING ? topic.pair : null,
  };
  const phrase = twisted ? wholePhrase(topic, doing) : null;
  const wholeView: Words | null =
    phrase && phrase !== full.np
      ? {
          ...full,
          np: phrase,
          bare: false,
          doing: doing || phrase !== topic.situation,
          plural: doing ? false : full.plural && phrase === topic.situation,
          scene: phrase,
        }
      : null;
  const seen = new Set<string>();
  return [wholeView, full, compact, minimal].filter((view): view is Words => {
    if (view === null) return false;
    const key = JSON.stringify(view);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Punctuation the topic and the frame can double up ("long?." → "long?"), and stray spaces. */
export function tidy(text: string): string {
  return text
    .replace(/([?!…])\.+/gu, '$1')
    .replace(/\.{2}(?!\.)/gu, '.')
    .replace(/[ \t]+([,.;:!?])(?![.\d])/gu, '$1')
    .replace(/[ \t]{2,}/gu, ' ')
    .trim();
}

/** What a caption must keep to be written: its template's limit, the level, and what is taken. */
export interface FitRules {
  maxChars: number;
  level: UnhingedLevel;
  /** Caption keys already used in the batch, or to avoid (sameTextKey). */
  taken: ReadonlySet<string>;
  key: (caption: string) => string;
  /** The topic's twist, which the caption has to keep (null: the topic is only its subject). */
  twist: Twist | null;
  /** Openings (openingOf) the batch's captions already have: four captions, four beginnings. */
  openings: ReadonlySet<string>;
  /** The template's lines: a line per text box, each fitting it (boxes.ts); absent = the frame's parts as they are. */
  parts?: PartsRule | null;
}

/** A caption's first three words, lower case: two captions of a batch never begin alike. */
export function openingOf(caption: string): string {
  return (caption.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).slice(0, 3).join(' ');
}

/** A topic of one placeholder word in every shape: what a frame writes around it is its own. */
const PLACEHOLDER: Words = {
  np: 'x',
  core: 'x',
  plural: false,
  bare: false,
  doing: false,
  clause: 'x',
  firstPerson: false,
  action: 'x',
  scene: 'x',
  pair: ['x', 'x'],
};
const framesOwnWords = new Map<string, string>();

/** The words a frame writes whatever the topic ("Mom: how was your day?"). */
function ownWords(frame: Frame): string {
  let words = framesOwnWords.get(frame.id);
  if (words === undefined) {
    words = (frame.write(PLACEHOLDER) ?? []).join(' ');
    framesOwnWords.set(frame.id, words);
  }
  return words;
}

/** The frame's caption for the topic, or null when no view of the topic makes a good one. */
export function fitFrame(frame: Frame, views: readonly Words[], rules: FitRules): string | null {
  for (const words of views) {
    if (!suits(frame, words)) continue;
    const written = frame.write(words);
    if (written === null || written.length === 0) continue;
    const parts = partsFor(written.map(tidy), rules.parts ?? null);
    if (parts === null) continue;
    const caption = parts.join('\n');
    if (caption.length > rules.maxChars) continue;
    if (grammarFindings(caption).length > 0) continue;
    // The topic was sanitized and the frames are vetted per level; this guards their combination.
    if (languageProblem(caption, rules.level) !== null) continue;
    if (rules.taken.has(rules.key(caption))) continue;
    // The twist is the joke: a caption that drops it is about something else.
    if (rules.twist && !keepsTwist(caption, rules.twist, ownWords(frame))) continue;
    if (rules.openings.has(openingOf(caption))) continue;
    return caption;
  }
  return null;
}
