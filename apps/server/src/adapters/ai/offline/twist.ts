/**
 * The topic's twist: the part that makes it funny, which a caption has to keep (issue 23). People
 * put it last: "kids asking why the sky is blue for the hundredth time", "my cat knocking my glass
 * off the table while making eye contact", "black friday shoppers lining up at 5am". So the twist is
 * the last noun phrase (or number, or time, or the verbs it ends on) of the description when
 * something comes before it;
 * a description that is one noun phrase ("the self checkout machine") has none. Read with
 * wink-nlp's parts of speech, like the rest of the topic.
 */
import type { ItemToken } from 'wink-nlp';
import { englishNlp } from './nlp';

export interface Twist {
  /** The twist's words as written: "the hundredth time". */
  phrase: string;
  /** Its content words, lower case: what a caption must name one of ("hundredth", "time"). */
  words: string[];
}

const CONTENT = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ']);
/** A topic may end on what someone does ("… right before you hit send"): that is its twist then. */
const ENDING = new Set([...CONTENT, 'VERB']);
/** Words that fill a phrase without naming anything. */
const EMPTY = new Set(['thing', 'things', 'one', 'someone', 'something', 'everything', 'anything', 'lot', 'way']);
/** Words ending a description that are its twist on their own: "… again", "… anyway", "… instead". */
const TWIST_ADVERBS = new Set(['again', 'anyway', 'instead', 'already', 'forever', 'everywhere', 'twice']);

interface Token {
  text: string;
  pos: string;
}

function tokensOf(description: string): Token[] {
  const nlp = englishNlp();
  const tokens: Token[] = [];
  nlp
    .readDoc(description)
    .tokens()
    .each((token: ItemToken) => {
      tokens.push({ text: token.out(), pos: token.out(nlp.its.pos) });
    });
  // A time or an amount written with digits ("4am", "5%") is read as a symbol: it names a number.
  return tokens
    .filter((token) => token.pos !== 'PUNCT')
    .map((token) => (token.pos === 'SYM' && /\d/u.test(token.text) ? { ...token, pos: 'NUM' } : token));
}

/** The last run of content words (a noun phrase's modifiers and head, a number with its unit). */
function lastContentRun(tokens: readonly Token[]): { start: number; end: number } | null {
  let end = tokens.length - 1;
  while (end >= 0 && !ENDING.has(tokens[end]!.pos) && !TWIST_ADVERBS.has(tokens[end]!.text.toLowerCase())) end--;
  if (end < 0) return null;
  if (TWIST_ADVERBS.has(tokens[end]!.text.toLowerCase())) return { start: end, end };
  const run = tokens[end]!.pos === 'VERB' ? ENDING : CONTENT;
  let start = end;
  while (start > 0 && (run.has(tokens[start - 1]!.pos) || tokens[start - 1]!.pos === 'DET')) start--;
  return { start, end };
}

/** The twist, or null when the description is only its subject. */
export function twistOf(description: string): Twist | null {
  const tokens = tokensOf(description);
  const run = lastContentRun(tokens);
  if (!run) return null;
  const before = tokens.slice(0, run.start);
  // Something named before the run: otherwise the run is the subject itself ("the self checkout machine").
  if (!before.some((token) => CONTENT.has(token.pos) || token.pos === 'VERB' || token.pos === 'PRON')) return null;
  const phraseTokens = tokens.slice(run.start, run.end + 1);
  const words = phraseTokens
    .filter((token) => token.pos !== 'DET')
    .map((token) => token.text.toLowerCase())
    .filter((word) => !EMPTY.has(word));
  if (words.length === 0) return null;
  return { phrase: phraseTokens.map((token) => token.text).join(' '), words };
}

/** A word's stem, so "times" keeps "time" and "asked" keeps "ask". */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/u, '')
    .replace(/(?<=\p{L}{3})(?:ies|ied)$/u, 'y')
    .replace(/(?<=\p{L}{3})(?:ing|ed|es|s)$/u, '');
}

/** How often each word stem occurs in the text. */
function stemCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(stem(word), (counts.get(stem(word)) ?? 0) + 1);
  return counts;
}

/**
 * Whether the caption names the twist (one of its words, in any inflection) more often than the
 * frame's own words do: "Mom: how was your day?" does not keep "what day it is".
 */
export function keepsTwist(caption: string, twist: Twist, frameWords = ''): boolean {
  const said = stemCounts(caption);
  const own = stemCounts(frameWords);
  return twist.words.some((word) => (said.get(stem(word)) ?? 0) > (own.get(stem(word)) ?? 0));
}
