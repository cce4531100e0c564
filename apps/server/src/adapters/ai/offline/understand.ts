/**
 * Reads the user's description into the parts a meme format needs: the situation (a clause to put
 * after "POV:" or "When …"), the thing it is about (subject noun phrase or named entity), the
 * shortest words that still name it, and the action. wink-nlp's English model gives parts of
 * speech; the rules here turn them into phrases. Text it cannot read (other scripts, emoji) is kept
 * as written, so every caption still names the topic.
 */
import type { ItemSentence, ItemToken, ItsFunction } from 'wink-nlp';
import { removeDisallowed } from '../safety';
import type { UnhingedLevel } from '../types';
import { englishNlp } from './nlp';
import { clip, isShouting } from './text';
import { properNames } from './proper-names';
import { topicShape, type TopicShape } from './topic-shape';

export interface Topic {
  /** The description as a clause, without a leading "when"/"POV:": "my cat refuses to get off my laptop". */
  situation: string;
  /** Whether the situation has a verb, so "When …" reads well; otherwise it is a thing ("Monday mornings"). */
  isClause: boolean;
  /** A shorter situation cut at a phrase boundary, for tight templates; null when there is none. */
  shortSituation: string | null;
  /** The main thing: the subject noun phrase or a named entity, determiners kept ("my cat", "Elon Musk"). */
  thing: string;
  /** The thing without determiners, for "X starter pack": "cat", "Elon Musk". */
  bareThing: string;
  /** The fewest words that still name the topic: the named entity or the head noun. */
  core: string;
  /** The core as a noun phrase: with the thing's determiner when it is a common noun ("my friend"). */
  coreThing: string;
  /** Whether the thing, and the core, are plural ("developers", "cats vs dogs"): "are", not "is". */
  plural: boolean;
  corePlural: boolean;
  /** What the subject does, when there is a verb: "refuses to get off my laptop". */
  action: string | null;
  /**
   * The topic as a finite clause, for formats that need one ("When …", "Living proof that …"): the
   * situation itself, a gerund phrase made a sentence ("I'm learning to code"), or null when the
   * description cannot be one (a noun phrase, "Mondays at a startup when the coffee machine breaks").
   */
  clause: string | null;
  /** A shorter clause for tight templates (like shortSituation), or null. */
  shortClause: string | null;
  /** Whether the description tells of a misfortune (something drops, breaks, fails, is late…). */
  misfortune: boolean;
  /** Whether the clause speaks in the first person ("I hate Mondays", "I'm learning to code"). */
  firstPerson: boolean;
  /** Two things set against each other ("cats vs dogs", "tea or coffee"), as written; else null. */
  pair: readonly [string, string] | null;
  /**
   * The whole topic as a noun phrase, every word kept ("the wifi dropping right before you hit
   * send"), from its shape (./topic-shape.ts); null when the shape could not be read.
   */
  whole: string | null;
}

interface Word {
  text: string;
  space: string;
  pos: string;
  lemma: string;
}

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'our',
  'their',
  'his',
  'her',
  'its',
]);
const NOUNISH = new Set(['NOUN', 'PROPN']);
const MODIFIERS = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const VERBS = new Set(['VERB', 'AUX']);
/** A phrase may end before these (a clause cut there still reads as a whole). */
const BOUNDARIES = new Set(['ADP', 'SCONJ', 'CCONJ', 'PUNCT']);
const GOOD_ENDINGS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X', 'SYM']);
/**
 * Verbs the model often reads as plural nouns after a noun ("wifi drops", "printer jams", "laptop
 * crashes"): with no other verb around, the description is a clause, not a thing.
 */
const EVENT_VERBS = new Set([
  'drop',
  'break',
  'crash',
  'fail',
  'die',
  'freeze',
  'jam',
  'lag',
  'leak',
  'explode',
  'spill',
  'stop',
  'quit',
  'burn',
  'overheat',
]);
/** Words that tell of a misfortune: such a topic gets formats for bad luck, not praise. */
const MISFORTUNE = new Set([
  ...EVENT_VERBS,
  'lose',
  'lost',
  'miss',
  'cancel',
  'cancelled',
  'canceled',
  'late',
  'broke',
  'broken',
  'sick',
  'rain',
  'forget',
  'stuck',
  'delay',
  'delayed',
  'overslept',
  'oversleep',
  'flat',
  'dead',
  'outage',
  'bug',
  'ghost',
  'reject',
  'fire',
  'fired',
  'layoff',
  'traffic',
  'hangover',
  'deadline',
]);
/** A subordinate clause after a noun phrase: "my boss when the printer breaks". */
const RELATIVES = new Set(['who', 'which', 'that', 'whose']);
const SUBORDINATORS = new Set(['when', 'while', 'after', 'before', 'because', 'if', 'whenever', 'until']);
/** Prepositions that may extend a bare noun phrase topic: "Mondays at a startup". */
const PHRASE_PREPOSITIONS = new Set(['at', 'in', 'on', 'of', 'for', 'with', 'from', 'during', 'without']);
const MAX_THING_WITH_PHRASE = 28;
const WEEKDAYS = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days$/iu;

/** Meme framing the user already typed ("when …", "POV: …"); the formats add their own. */
const FRAMING = /^(?:(?:pov|tfw|mfw|me|nobody|that feeling)\s*:\s*|(?:me|that feeling|the feeling)?\s*when\s+)/iu;

const GENERIC_TOPIC: Topic = {
  situation: 'this whole situation',
  isClause: false,
  shortSituation: null,
  thing: 'this',
  bareThing: 'this',
  core: 'this',
  coreThing: 'this',
  plural: false,
  corePlural: false,
  action: null,
  clause: null,
  shortClause: null,
  misfortune: false,
  firstPerson: false,
  pair: null,
  whole: null,
};

function join(words: Word[]): string {
  return words
    .map((word, index) => (index === 0 ? '' : word.space) + word.text)
    .join('')
    .trim();
}

/** Lower-case the first word unless it is a name, "I" or an acronym: it will sit mid-sentence. */
function midSentence(words: Word[]): Word[] {
  const [first, ...rest] = words;
  if (!first || first.pos === 'PROPN' || first.text === 'I' || /^\p{Lu}{2,}$/u.test(first.text)) return words;
  return [{ ...first, text: first.text.charAt(0).toLowerCase() + first.text.slice(1) }, ...rest];
}

function firstSentence(text: string): Word[] {
  const nlp = englishNlp();
  const its = nlp.its;
  // wink's typings give lemma an addons parameter its ItsFunction type does not accept; the call is fine.
  const lemma = its.lemma as unknown as ItsFunction<string>;
  const sentences = nlp.readDoc(text).sentences();
  let chosen: Word[] = [];
  sentences.each((sentence: ItemSentence) => {
    if (chosen.some((word) => NOUNISH.has(word.pos))) return;
    const words: Word[] = [];
    sentence.tokens().each((token: ItemToken) => {
      words.push({
        text: token.out(),
        space: token.out(its.precedingSpaces),
        pos: token.out(its.pos),
        lemma: token.out(lemma).toLowerCase(),
      });
    });
    if (chosen.length === 0 || words.some((word) => NOUNISH.has(word.pos))) chosen = words;
  });
  while (chosen.length > 0 && /^[.,;:!?…]+$/u.test(chosen.at(-1)!.text) && chosen.at(-1)!.text !== '?') chosen.pop();
  return chosen;
}

interface Chunk {
  start: number;
  end: number; // exclusive
}

/** Noun phrases: an optional determiner, modifiers, and a noun at the end ("the new iPhone", "Lord of the Rings"). */
function nounChunks(words: Word[]): Chunk[] {
  const chunks: Chunk[] = [];
  let index = 0;
  while (index < words.length) {
    const start = index;
    let cursor = DETERMINERS.has(words[index]!.text.toLowerCase()) ? index + 1 : index;
    const bodyStart = cursor;
    let seenNoun = false;
    while (cursor < words.length) {
      const word = words[cursor]!;
      // Adjectives come before the noun: "procedures overwhelming accountants" is two phrases.
      if (seenNoun && (word.pos === 'ADJ' || word.pos === 'NUM')) break;
      seenNoun ||= NOUNISH.has(word.pos);
      // "Lord of the Rings": "of" between capitalized words belongs to the name.
      const ofName =
        word.lemma === 'of' &&
        words[cursor - 1]?.pos === 'PROPN' &&
        /^(?:the\s+)?\p{Lu}/u.test(join(words.slice(cursor + 1, cursor + 3)));
      if (ofName) cursor += words[cursor + 1]?.lemma === 'the' ? 2 : 1;
      else if (MODIFIERS.has(word.pos) || word.text === "'s") cursor++;
      else break;
    }
    let end = cursor;
    while (end > bodyStart && !NOUNISH.has(words[end - 1]!.pos)) end--;
    if (end > bodyStart) chunks.push({ start, end });
    index = end > bodyStart ? end : start + 1;
  }
  return chunks;
}

/** The longest name in the words ("Taylor Swift", "Lord of the Rings"), if any. */
function properRun(words: Word[]): Word[] | null {
  let best: Word[] = [];
  let run: Word[] = [];
  words.forEach((word, index) => {
    const joiner =
      run.length > 0 &&
      (word.lemma === 'of' || word.lemma === 'the') &&
      words.slice(index + 1, index + 3).some((next) => next.pos === 'PROPN');
    if ((word.pos === 'PROPN' && !DETERMINERS.has(word.text.toLowerCase())) || joiner) run.push(word);
    else run = [];
    const named = run.at(-1)?.pos === 'PROPN' ? run : [];
    if (named.length > best.length) best = [...named];
  });
  return best.length > 0 ? best : null;
}

/**
 * The longest start of the clause that ends before a phrase boundary, keeps the verb and a noun,
 * and fits; one ending on a noun reads best ("my cat refuses to get off my laptop").
 */
function shorterClause(words: Word[], verbIndex: number, max: number, needNoun = true): string | null {
  let best: string | null = null;
  let bestOnNoun: string | null = null;
  for (let end = verbIndex + 2; end < words.length; end++) {
    const last = words[end - 1]!;
    if (!BOUNDARIES.has(words[end]!.pos) || !GOOD_ENDINGS.has(last.pos)) continue;
    if (needNoun && !words.slice(0, end).some((word) => NOUNISH.has(word.pos))) continue;
    const text = join(words.slice(0, end));
    if (text.length > max) break;
    best = text;
    // "the printer jams five minutes" says something else than the whole: no cut after a number.
    if (NOUNISH.has(last.pos) && words[end - 2]?.pos !== 'NUM') bestOnNoun = text;
  }
  return needNoun ? bestOnNoun : (bestOnNoun ?? best);
}

/** "developers", "mornings": a common noun whose lemma is shorter than the word ends in s. */
function isPluralNoun(word: Word): boolean {
  const text = word.text.toLowerCase();
  if (WEEKDAYS.test(text)) return true;
  if (word.pos !== 'NOUN' || !text.endsWith('s')) return false;
  // A word the model does not know keeps itself as its lemma: "coworkers" is still plural.
  return text !== word.lemma || !/(?:ss|us|is|ics|news)$/u.test(text);
}

/**
 * Part-of-speech fixes the model needs for short descriptions: "group chat drama" is one compound
 * noun (not "group" that "chats"), and "wifi drops" with no other verb is a clause.
 */
function retag(input: Word[]): Word[] {
  const words = input.map((word, index, all) => {
    const previous = all[index - 1];
    const next = all[index + 1];
    const onlyVerb = !all.some((other) => other !== word && VERBS.has(other.pos));
    // "spring cleaning", "daylight saving time": an -ing word inside a noun compound.
    if (
      onlyVerb &&
      word.pos === 'VERB' &&
      /ing$/u.test(word.text) &&
      previous?.pos === 'NOUN' &&
      (next === undefined || next.pos === 'NOUN')
    )
      return { ...word, pos: 'NOUN', lemma: word.text.toLowerCase() };
    // "dating apps": a two-word compound, not a thing to do.
    if (all.length === 2 && index === 0 && word.pos === 'VERB' && /ing$/u.test(word.text) && next?.pos === 'NOUN')
      return { ...word, pos: 'ADJ' };
    // "meeting the parents": a gerund the model read as a noun.
    if (
      index === 0 &&
      word.pos === 'NOUN' &&
      /ing$/u.test(word.text) &&
      next !== undefined &&
      next.pos === 'DET' &&
      onlyVerb
    )
      return { ...word, pos: 'VERB', lemma: word.text.toLowerCase().replace(/ing$/u, '') };
    // "our bakery launches a vegan croissant": a verb the model read as a plural noun.
    if (
      onlyVerb &&
      word.pos === 'NOUN' &&
      /[^s]s$/u.test(word.text) &&
      previous?.pos === 'NOUN' &&
      !isPluralNoun(previous) &&
      next !== undefined &&
      (next.pos === 'DET' || DETERMINERS.has(next.text.toLowerCase()))
    )
      return { ...word, pos: 'VERB' };
    return word;
  });
  const fixed = words.map((word, index) => {
    const previous = words[index - 1];
    const next = words[index + 1];
    const compound =
      word.pos === 'VERB' &&
      word.text.toLowerCase() === word.lemma &&
      previous?.pos === 'NOUN' &&
      !isPluralNoun(previous) &&
      next !== undefined &&
      NOUNISH.has(next.pos) &&
      !words.slice(0, index).some((before) => before.pos === 'PRON' && !DETERMINERS.has(before.text.toLowerCase()));
    return compound ? { ...word, pos: 'NOUN' } : word;
  });
  if (fixed.some((word) => VERBS.has(word.pos))) return fixed;
  const event = fixed.findIndex(
    (word, index) =>
      index > 0 &&
      word.pos === 'NOUN' &&
      EVENT_VERBS.has(word.lemma) &&
      /s$/iu.test(word.text) &&
      fixed[index - 1]!.pos === 'NOUN' &&
      !isPluralNoun(fixed[index - 1]!) &&
      !NOUNISH.has(fixed[index + 1]?.pos ?? ''),
  );
  if (event < 0) return fixed;
  const verbed = fixed.map((word, index) => (index === event ? { ...word, pos: 'VERB' } : word));
  // "wifi drops" → "the wifi drops": a bare singular subject reads as a headline.
  return DETERMINERS.has(verbed[0]!.text.toLowerCase()) || verbed[0]!.pos === 'PROPN'
    ? verbed
    : [{ text: 'the', space: '', pos: 'DET', lemma: 'the' }, { ...verbed[0]!, space: ' ' }, ...verbed.slice(1)];
}

/** Text the English model cannot read (other scripts, emoji only): keep it as written, shortened. */
function unreadTopic(text: string): Topic {
  const situation = clip(text, 60);
  const thing = clip(text, 32);
  return {
    ...GENERIC_TOPIC,
    situation,
    thing,
    bareThing: thing,
    core: clip(text, 16),
    coreThing: clip(text, 16),
  };
}

/** "cats vs dogs", "tea or coffee", "iPhone versus Android": both sides short enough to say twice. */
const PAIR = /^(.{2,32}?)\s+(?:vs\.?|versus|or)\s+(.{2,32})$/iu;

export function pairOf(text: string): readonly [string, string] | null {
  const match = PAIR.exec(text.replace(/[.!?…]+$/u, '').trim());
  if (!match) return null;
  const [left, right] = [match[1]!.trim(), match[2]!.trim()];
  if (left.split(' ').length > 4 || right.split(' ').length > 4 || left.toLowerCase() === right.toLowerCase())
    return null;
  return [left, right];
}

const FIRST_PERSON = /^(?:I|I'm|I've|I'll|I'd|me|we|we're)\b/u;

export function understand(description: string, level: UnhingedLevel): Topic {
  const topic = readTopic(description, level);
  const clause = topic.clause;
  const firstPerson = clause !== null && FIRST_PERSON.test(clause);
  if (topic.pair !== null) {
    // "tea or coffee" is about both: the pair is the thing.
    const both = topic.situation;
    return {
      ...topic,
      thing: both,
      bareThing: both,
      core: both,
      coreThing: both,
      plural: true,
      corePlural: true,
      firstPerson,
    };
  }
  return { ...topic, thing: withArticle(topic), firstPerson };
}

/**
 * A named thing that is one of many takes an article in a sentence: "Lord of the Rings marathon"
 * → "a Lord of the Rings marathon", "Apple keynote" → "an Apple keynote".
 */
function withArticle(topic: Topic): string {
  const { thing } = topic;
  const words = thing.split(' ');
  const last = words.at(-1) ?? '';
  const named = words.length > 1 && /^[A-Z]/u.test(thing) && /^[a-z]+$/u.test(last) && !/(?:ing|s)$/u.test(last);
  if (!named || topic.plural || thing !== topic.bareThing) return thing;
  return `${/^[AEIOU]/u.test(thing) ? 'an' : 'a'} ${thing}`;
}

function readTopic(description: string, level: UnhingedLevel): Topic {
  let text = removeDisallowed(description.normalize('NFC'), level).replace(/\s+/gu, ' ').trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(FRAMING, '').trim();
  }
  if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text)) return GENERIC_TOPIC;
  // All-caps input is shouting, not a run of names: read it (and quote it) in lower case.
  if (isShouting(text) && /\p{Lu}{5,}|\p{Lu}+\s+\p{Lu}+/u.test(text)) {
    text = text.toLowerCase().replace(/\bi\b/gu, 'I');
  }

  text = properNames(text);
  const words = firstSentence(text);
  if (!words.some((word) => /\p{Script=Latin}/u.test(word.text) && word.pos !== 'X')) return unreadTopic(text);
  const shape = topicShape(join(midSentence(words)));
  return withShape(readWords(words, text), shape);
}

/**
 * The topic with what its shape says (./topic-shape.ts): an actor's or an event's clause as a
 * person would say it ("kids ask why the sky is blue"), no clause for a thing ("ikea instructions
 * with one screw left over"), and the whole topic as a noun phrase.
 */
function withShape(topic: Topic, shape: TopicShape | null): Topic {
  if (shape === null || topic.pair !== null) return topic;
  if (shape.kind === 'thing') {
    // "the check engine light": a compound the word-by-word reading cut short by a word.
    const longer =
      shape.subject.startsWith(`${topic.thing} `) && !shape.subject.slice(topic.thing.length + 1).includes(' ');
    return {
      ...topic,
      ...(longer
        ? {
            thing: shape.subject,
            bareThing: withoutDeterminer(shape.subject),
            core: shape.subject.split(' ').at(-1)!,
            coreThing: shape.subject,
          }
        : {}),
      // The topic as written, never a reading's rewording ("ikea instructions with one screw left over").
      situation: shape.asNoun,
      isClause: false,
      clause: null,
      shortClause: null,
      action: null,
      whole: shape.asNoun,
    };
  }
  if (shape.asClause === null) return { ...topic, whole: shape.asNoun };
  const doing = shape.kind === 'situation' && /^\p{Ll}+ing\b/u.test(shape.asNoun);
  const done: Partial<Topic> = doing ? doingTopic(topic, shape.asNoun) : { isClause: true };
  return {
    ...topic,
    // "checking the fridge every ten minutes…": something done is its own thing, whole.
    ...done,
    // A person ("you forgot your password") is not what the topic is about: the thing stays.
    ...(shape.kind === 'situation' || /^(?:me|you|we|they)$/iu.test(shape.subject)
      ? {}
      : // "the microwave beeps and …": the subject is "the microwave", whatever the words around it.
        { thing: shape.subject, bareThing: withoutDeterminer(shape.subject), ...coreOfSubject(topic, shape.subject) }),
    clause: shape.asClause,
    shortClause: shorterOf(shape.asClause) ?? done.shortClause ?? null,
    action: shape.kind === 'situation' ? null : shape.action,
    whole: shape.asNoun,
  };
}

const withoutDeterminer = (phrase: string) => {
  const [first = '', ...rest] = phrase.split(' ');
  return DETERMINERS.has(first.toLowerCase()) && rest.length > 0 ? rest.join(' ') : phrase;
};

/** An actor's or an event's fewest words come from its subject ("the printer", not "right"). */
function coreOfSubject(topic: Topic, subject: string): Partial<Topic> {
  if (subject.toLowerCase().includes(topic.core.toLowerCase())) return {};
  const core = subject.split(' ').at(-1)!;
  return { core, coreThing: subject, corePlural: topic.plural };
}

/**
 * Something done is its own thing, whole ("checking the fridge every ten minutes…"), and its fewest
 * words are its start up to a phrase boundary ("checking the fridge"), never its first word alone.
 */
function doingTopic(topic: Topic, doing: string): Partial<Topic> {
  const short = shorterOf(`I'm ${doing}`)?.replace(/^I['’]m /u, '') ?? firstPhrase(doing);
  const core = short !== null && short.includes(' ') && short.length <= 40 ? short : doing;
  return {
    thing: doing,
    situation: doing,
    bareThing: core,
    core,
    coreThing: core,
    isClause: false,
    shortClause: core === doing ? topic.shortClause : `I'm ${core}`,
  };
}

/** Words that end the first phrase of something done: "checking the fridge | every ten minutes". */
const PHRASE_END =
  /^(?:every|each|for|at|in|on|with|without|while|when|after|before|until|then|and|hoping|because|\d.*)$/iu;

/** Words a phrase cannot end on: it would stop mid-thought ("scrolling for", "waiting on the"). */
const DANGLING_END = /^(?:for|at|in|on|to|of|about|from|by|with|into|onto|over|under|and|or|the|a|an|my|your|their)$/iu;

/** The start of something done up to the first phrase boundary, or null when there is none. */
function firstPhrase(doing: string): string | null {
  const words = doing.split(' ');
  const end = words.findIndex((word, index) => index >= 2 && PHRASE_END.test(word));
  // Cut before a number, "scrolling for 40 minutes" would end on its preposition: no phrase there.
  return end > 0 && !DANGLING_END.test(words[end - 1]!) ? words.slice(0, end).join(' ') : null;
}

/** A shorter clause cut at a phrase boundary (shorterClause), read from the clause's own words. */
function shorterOf(clause: string): string | null {
  const words = firstSentence(clause);
  const verbIndex = words.findIndex((word) => VERBS.has(word.pos));
  if (verbIndex < 0) return null;
  return shorterClause(words, verbIndex, Math.min(70, clause.length - 1), !/^I['’]m\b/u.test(clause));
}

function readWords(words: Word[], text: string): Topic {
  const clause = retag(
    [...midSentence(words)].map((word, index, all) =>
      // A participle opening a noun phrase is an adjective: "complicated spreadsheets", "broken printer".
      word.pos === 'VERB' &&
      /ed$/u.test(word.text) &&
      NOUNISH.has(all[index + 1]?.pos ?? '') &&
      !all.slice(0, index).some((before) => NOUNISH.has(before.pos) || before.pos === 'PRON')
        ? { ...word, pos: 'ADJ' }
        : word,
    ),
  );
  const misfortune = clause.some((word) => MISFORTUNE.has(word.lemma) || MISFORTUNE.has(word.text.toLowerCase()));
  let verbIndex = clause.findIndex((word) => VERBS.has(word.pos));
  // "my boss when the printer breaks", "Mondays at a startup when the coffee machine breaks": a
  // thing and a subordinate clause; the whole reads as a noun phrase, never as "When my boss when …".
  const subordinate = clause.findIndex(
    (word, index) => index > 0 && SUBORDINATORS.has(word.text.toLowerCase()) && (verbIndex < 0 || verbIndex > index),
  );
  // "my friend who always shows up late": a thing and a relative clause, a noun phrase too.
  const relative =
    verbIndex > 0
      ? clause.findIndex(
          (word, index) =>
            index > 0 &&
            index < verbIndex &&
            RELATIVES.has(word.text.toLowerCase()) &&
            NOUNISH.has(clause[index - 1]!.pos),
        )
      : -1;
  const cut = subordinate > 0 ? subordinate : relative;
  if (cut > 0) verbIndex = -1;
  // "learning to code with AI assistants": a gerund phrase, a thing to do, not a sentence.
  const gerund =
    verbIndex === 0 &&
    clause[0]!.pos === 'VERB' &&
    /ing$/u.test(clause[0]!.text) &&
    clause[0]!.lemma !== clause[0]!.text;
  let chunks = nounChunks(cut > 0 ? clause.slice(0, cut) : clause);
  // "Elon Musk buying Twitter" reads as a headline; "When Elon Musk is buying Twitter" as a sentence.
  const subjectChunk = chunks.find((chunk) => chunk.end === verbIndex);
  const verb = clause[verbIndex];
  if (subjectChunk && verb && verb.pos === 'VERB' && /ing$/u.test(verb.text) && verb.lemma !== verb.text) {
    const subjectHead = clause[subjectChunk.end - 1]!;
    clause.splice(verbIndex, 0, {
      text: isPluralNoun(subjectHead) ? 'are' : 'is',
      space: ' ',
      pos: 'AUX',
      lemma: 'be',
    });
    chunks = nounChunks(clause);
  }
  const situation = join(clause);
  if (gerund) {
    const short = shorterClause(clause, 0, Math.min(40, situation.length - 1), false);
    const shortest = short ?? situation;
    return {
      situation,
      isClause: false,
      shortSituation: short,
      thing: situation,
      bareThing: shortest,
      core: shortest,
      coreThing: shortest,
      plural: false,
      corePlural: false,
      action: null,
      clause: `I'm ${situation}`,
      shortClause: short === null ? null : `I'm ${short}`,
      misfortune,
      firstPerson: true,
      pair: null,
      whole: null,
    };
  }
  const content = clause.filter((word) => word.pos !== 'PRON' && word.pos !== 'DET' && word.pos !== 'PUNCT');
  const subject = chunks.find((chunk) => verbIndex < 0 || chunk.end <= verbIndex);
  const named = chunks.find((chunk) => clause.slice(chunk.start, chunk.end).some((word) => word.pos === 'PROPN'));
  const main = subject ?? named ?? chunks[0];
  const thingWords = main ? clause.slice(main.start, main.end) : content.slice(0, 4);
  if (thingWords.length === 0) return unreadTopic(text);

  // A noun phrase topic keeps a short phrase after its noun: "Mondays at a startup", not "Mondays".
  let thing = join(thingWords);
  const phrase = main && verbIndex < 0 ? clause[main.end] : undefined;
  const phraseChunk = phrase && chunks.find((chunk) => chunk.start === main!.end + 1);
  if (phrase && phraseChunk && PHRASE_PREPOSITIONS.has(phrase.text.toLowerCase())) {
    const longer = join(clause.slice(main!.start, phraseChunk.end));
    if (longer.length <= MAX_THING_WITH_PHRASE) thing = longer;
  }

  const bareWords = DETERMINERS.has(thingWords[0]!.text.toLowerCase()) ? thingWords.slice(1) : thingWords;
  const nouns = bareWords.filter((word) => NOUNISH.has(word.pos));
  const coreWords = properRun(bareWords) ?? (nouns.length > 0 ? [nouns.at(-1)!] : bareWords.slice(-1));
  const head = nouns.at(-1);
  const headPlural = head !== undefined && isPluralNoun(head);
  const coreIsHead = coreWords.length === 1 && coreWords[0] === head;
  const isClause = verbIndex >= 0;
  const subjectEnd = subject && verbIndex >= 0 ? verbIndex : -1;
  const shortSituation = isClause ? shorterClause(clause, verbIndex, Math.min(70, situation.length - 1)) : null;
  return {
    situation,
    isClause,
    shortSituation,
    thing,
    bareThing: join(bareWords),
    core: join(coreWords),
    coreThing: !coreIsHead
      ? join(coreWords)
      : bareWords.some((word) => word.text === "'s")
        ? join(thingWords)
        : join(bareWords === thingWords ? coreWords : [thingWords[0]!, ...coreWords]),
    plural: headPlural || bareWords.some((word) => word.pos === 'CCONJ' || word.lemma === 'vs'),
    corePlural: coreIsHead && (headPlural || (coreWords[0] !== undefined && WEEKDAYS.test(coreWords[0].text))),
    action: subjectEnd > 0 ? join(clause.slice(subjectEnd)) : null,
    clause: isClause ? situation : null,
    shortClause: isClause ? shortSituation : null,
    misfortune,
    firstPerson: false,
    pair: isClause ? null : pairOf(situation),
    whole: null,
  };
}
