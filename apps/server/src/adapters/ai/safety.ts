/**
 * What may appear in a caption at each unhinged level: never a blocklisted term; profanity only at
 * levels 4 (mild) and 5 (mild and strong). Used three ways: to sanitize the user's description
 * before it becomes a caption's topic, to test the offline formats, and to validate the LLM's answer.
 *
 * Words are compared after folding case and accents, undoing leetspeak (sh1t, @ss), reading a
 * masked letter as any letter (f*ck), rejoining spaced-out letters (n i g g …) and shortening
 * stretched letters (fuuuck), so trivial disguises do not slip through.
 */
import { BLOCKED_PHRASES, BLOCKED_ROOTS, BLOCKED_ROOT_EXCEPTIONS, BLOCKED_WORDS } from './wordlists/blocklist';
import {
  MILD_PROFANITY,
  STRONG_PROFANITY_ROOTS,
  STRONG_PROFANITY_WORDS,
  STRONG_ROOT_EXCEPTIONS,
} from './wordlists/profanity';
import type { UnhingedLevel } from './types';

export type TermKind = 'blocked' | 'strong' | 'mild';

export interface TermHit {
  kind: TermKind;
  /** The offending text as written, and where it is. */
  text: string;
  start: number;
  end: number;
}

interface Word {
  text: string;
  start: number;
  end: number;
  /** Normalized spellings to compare: as written, leetspeak undone, stretched letters shortened. */
  forms: string[];
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '€': 'e',
};

const WORD = /[\p{L}\p{N}@$!|*€][\p{L}\p{M}\p{N}@$!|*€'’]*/gu;

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function formsOf(raw: string): string[] {
  let word = fold(raw)
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  // One star at either end is *emphasis*; stars inside, or several, mask letters (f*ck, f***).
  word = word.replace(/^\*(?=[^*]{2,}(\*?)$)/, '').replace(/^([^*]{2,})\*$/, '$1');
  word = word.replace(/^[!|]+|[!|]+$/g, '');
  if (!word) return [];
  const leet = [...word].map((char) => LEET[char] ?? char).join('');
  const forms = new Set([word, leet, leet.replace(/(.)\1{2,}/g, '$1'), leet.replace(/(.)\1{2,}/g, '$1$1')]);
  return [...forms].filter((form) => /[\p{L}\p{N}]/u.test(form));
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    words.push({ text: match[0], start, end: start + match[0].length, forms: formsOf(match[0]) });
  }
  return words;
}

/** A list word matches itself and its plural, -ed and -ing forms ('fags', 'asses', 'pissed'). */
function inflections(word: string): string[] {
  const forms = [word, `${word}s`, `${word}ed`, `${word}ing`, `${word}z`];
  if (/(s|x|z|ch|sh)$/.test(word)) forms.push(`${word}es`);
  if (word.endsWith('e')) forms.push(`${word}d`, `${word.slice(0, -1)}ing`);
  return forms;
}

class TermSet {
  private readonly exact = new Set<string>();
  private readonly byLength = new Map<number, string[]>();

  constructor(
    words: readonly string[],
    private readonly roots: readonly string[] = [],
    private readonly exceptions: ReadonlySet<string> = new Set(),
  ) {
    for (const word of words.flatMap(inflections).concat(roots)) {
      this.exact.add(word);
      const sameLength = this.byLength.get(word.length) ?? [];
      sameLength.push(word);
      this.byLength.set(word.length, sameLength);
    }
  }

  /** The word itself, an inflection, or a word containing a root. */
  matches(form: string): boolean {
    if (this.exceptions.has(form)) return false;
    return this.exact.has(form) || this.roots.some((root) => form.includes(root));
  }

  /** A masked word (f*ck, n****r) that could be one of ours: same length, every shown letter in place. */
  matchesMasked(form: string): boolean {
    if (!form.includes('*') || !/\p{L}/u.test(form)) return false;
    const masked = new RegExp(`^${form.replace(/\*/g, '.')}$`, 'u');
    return (this.byLength.get(form.length) ?? []).some((word) => masked.test(word));
  }
}

const blocked = new TermSet(BLOCKED_WORDS, BLOCKED_ROOTS, new Set(BLOCKED_ROOT_EXCEPTIONS));
const strong = new TermSet(STRONG_PROFANITY_WORDS, STRONG_PROFANITY_ROOTS, new Set(STRONG_ROOT_EXCEPTIONS));
const mild = new TermSet(MILD_PROFANITY);
const phrases = BLOCKED_PHRASES.map((phrase) => phrase.split(' '));

function kindOf(forms: string[]): TermKind | null {
  if (forms.some((form) => blocked.matches(form))) return 'blocked';
  if (forms.some((form) => strong.matches(form))) return 'strong';
  if (forms.some((form) => mild.matches(form))) return 'mild';
  // A mask hides which word it is: read it as the mildest one it could be (a** is 'ass', not 'abo').
  if (forms.some((form) => mild.matchesMasked(form))) return 'mild';
  if (forms.some((form) => strong.matchesMasked(form))) return 'strong';
  if (forms.some((form) => blocked.matchesMasked(form))) return 'blocked';
  return null;
}

function hit(kind: TermKind, text: string, words: Word[]): TermHit {
  const start = words[0]!.start;
  const end = words.at(-1)!.end;
  return { kind, text: text.slice(start, end), start, end };
}

/** Every blocklisted or profane term in the text, in order. */
export function findTerms(text: string): TermHit[] {
  const words = wordsOf(text);
  const hits: TermHit[] = [];
  const covered = new Set<number>();
  const add = (kind: TermKind, from: number, to: number) => {
    hits.push(hit(kind, text, words.slice(from, to)));
    for (let index = from; index < to; index++) covered.add(index);
  };

  // Spelled out one letter at a time: 'f u c k', 'n.i.g.g.e.r'.
  for (let from = 0; from < words.length;) {
    let to = from;
    while (to < words.length && words[to]!.forms[0]?.length === 1) to++;
    if (to - from >= 3) {
      const kind = kindOf(
        formsOf(
          words
            .slice(from, to)
            .map((word) => word.text)
            .join(''),
        ),
      );
      if (kind) add(kind, from, to);
    }
    from = Math.max(to, from + 1);
  }
  for (const phrase of phrases) {
    for (let from = 0; from + phrase.length <= words.length; from++) {
      if (phrase.every((part, offset) => words[from + offset]!.forms.includes(part)))
        add('blocked', from, from + phrase.length);
    }
  }
  words.forEach((word, index) => {
    if (covered.has(index)) return;
    const kind = kindOf(word.forms);
    if (kind) add(kind, index, index + 1);
  });
  return hits.sort((a, b) => a.start - b.start);
}

/** The strongest language allowed at a level: none at 1–3, mild at 4, strong at 5. */
export function allowedProfanity(level: UnhingedLevel): 'none' | 'mild' | 'strong' {
  return level <= 3 ? 'none' : level === 4 ? 'mild' : 'strong';
}

function isAllowed(kind: TermKind, level: UnhingedLevel): boolean {
  const allowed = allowedProfanity(level);
  if (kind === 'blocked') return false;
  if (kind === 'strong') return allowed === 'strong';
  return allowed !== 'none';
}

/** Terms in the text that the level does not allow. */
export function disallowedTerms(text: string, level: UnhingedLevel): TermHit[] {
  return findTerms(text).filter((term) => !isAllowed(term.kind, level));
}

/** Null when the text may be shown at this level, else what is wrong with it. */
export function languageProblem(text: string, level: UnhingedLevel): string | null {
  const terms = disallowedTerms(text, level);
  if (terms.length === 0) return null;
  return terms.some((term) => term.kind === 'blocked')
    ? 'a blocklisted term'
    : `profanity not allowed at level ${level}`;
}

/**
 * The text with every term the level does not allow removed (not masked: a masked slur still reads
 * as one), spacing and stray punctuation tidied.
 */
export function removeDisallowed(text: string, level: UnhingedLevel): string {
  const terms = disallowedTerms(text, level);
  if (terms.length === 0) return text;
  let result = '';
  let from = 0;
  for (const term of terms) {
    result += `${text.slice(from, term.start)} `;
    from = term.end;
  }
  result += text.slice(from);
  return result
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:.!?-]+|[\s,;:-]+$/g, '')
    .trim();
}
