/**
 * What kind of topic a description is and how to say it in other grammatical shapes (issue 23,
 * decision 059), read with compromise's English parser and its verb conjugation:
 * - a situation, something done ("trying to fold a fitted sheet", "me opening my banking app with
 *   one eye closed"): the person is me;
 * - an actor with what they do ("kids asking why the sky is blue for the hundredth time");
 * - an event, a clause ("the wifi drops right before you hit send");
 * - a thing or place, perhaps with what is true of it ("the check engine light", "a meeting that
 *   could have been an email", "ikea instructions with one screw left over at the end").
 * Each has its subject (what it is about), its action (what the subject does, as written) and the
 * whole topic as a noun phrase ("the wifi dropping right before you hit send") and, when it can be
 * one, as a finite clause ("kids ask why the sky is blue for the hundredth time").
 */
import nlp from 'compromise';

export type TopicKind = 'situation' | 'actor' | 'event' | 'thing';

export interface TopicShape {
  kind: TopicKind;
  /** What the topic is about: the noun phrase before its verb ("kids", "the wifi"), "me", or the whole thing. */
  subject: string;
  /** Whether the subject takes "are". */
  plural: boolean;
  /** What the subject does, as written ("asking why the sky is blue…", "drops right before…"), or null. */
  action: string | null;
  /** The whole topic as a noun phrase, every word of it kept. */
  asNoun: string;
  /** The whole topic as a finite clause, or null when it cannot be one (a thing). */
  asClause: string | null;
}

interface Term {
  text: string;
  lower: string;
  /** The whitespace after it. */
  post: string;
  tags: ReadonlySet<string>;
}

/** Words that open a clause inside a noun phrase: "the printer that jams", "Mondays when…". */
const CLAUSE_OPENERS = new Set(['that', 'who', 'which', 'whose', 'where', 'when', 'while', 'whenever']);
/** Words after which a verb belongs to a clause of its own, not to the topic's main line. */
const SUBORDINATORS = new Set([
  ...CLAUSE_OPENERS,
  'before',
  'after',
  'because',
  'if',
  'until',
  'since',
  'although',
  'though',
  'without',
  'by',
  'like',
  'as',
  'than',
  'why',
  'how',
  'what',
]);
/** Words that join two actions of one subject: "refusing a nap then falling asleep". */
const COORDINATORS = new Set(['and', 'then', 'or', 'but']);
const FIRST_PERSON = new Set(['me', 'i']);
/** Pronouns that can be a topic's subject ("someone typing…", "everyone pretending…"). */
const SUBJECT_PRONOUNS = new Set(['someone', 'somebody', 'everyone', 'everybody', 'nobody', 'you', 'we', 'they']);
const PLURAL_PRONOUNS = new Set(['we', 'they', 'you']);

function termsOf(text: string): Term[] {
  const [sentence] = nlp(text).json({ terms: { normal: false } }) as {
    terms: { text: string; post: string; tags: string[] }[];
  }[];
  return (
    (sentence?.terms ?? [])
      // A contraction's second word ("i'm" → "i", "am") has no text of its own.
      .filter((term) => term.text !== '')
      .map((term) => ({ text: term.text, lower: term.text.toLowerCase(), post: term.post, tags: new Set(term.tags) }))
  );
}

function say(terms: readonly Term[]): string {
  return terms
    .map((term, index) => term.text + (index === terms.length - 1 ? '' : /\s/u.test(term.post) ? term.post : ' '))
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The word's verb forms as compromise knows them, read in a sentence that makes it a verb: "they are
 * rolling", "it beeps". Null when it is not a verb.
 */
function verbForms(word: string): Record<string, string> | null {
  // A topic asks about the same word several times (is it a gerund, a tense, its forms): parse once.
  if (knownForms.has(word)) return knownForms.get(word)!;
  if (knownForms.size >= KNOWN_FORMS_CAP) knownForms.clear();
  const forms = readVerbForms(word);
  knownForms.set(word, forms);
  return forms;
}

/** Words whose verb forms were read, up to a cap (an everyday vocabulary fits; a flood of new words only clears it). */
const KNOWN_FORMS_CAP = 5000;
const knownForms = new Map<string, Record<string, string> | null>();

function readVerbForms(word: string): Record<string, string> | null {
  const sentence = /ing$/u.test(word) ? `they are ${word}` : `it ${word}`;
  const forms = nlp(sentence).verbs().conjugate()[0] as Record<string, string> | undefined;
  if (!forms?.Infinitive || forms.Infinitive === 'be') return null;
  // compromise gives "jam" as the -ing form of "jam": the spelling rule below makes it "jamming".
  const gerund = ingForm(forms.Infinitive);
  const known = [gerund, forms.Gerund, forms.PresentTense, forms.PastTense, forms.Infinitive].includes(word);
  return known ? { ...forms, Gerund: gerund } : null;
}

const IRREGULAR_ING: Record<string, string> = { lie: 'lying', die: 'dying', tie: 'tying', be: 'being', see: 'seeing' };

/** A verb's -ing form by English spelling: "drop" → "dropping", "refuse" → "refusing", "says" → "saying". */
export function ingForm(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower.endsWith('ing')) return verb;
  const base = lower.endsWith('ies')
    ? `${lower.slice(0, -3)}y`
    : /(?:ss|sh|ch|x|z|o)es$/u.test(lower)
      ? lower.slice(0, -2)
      : lower.endsWith('s') && !lower.endsWith('ss')
        ? lower.slice(0, -1)
        : lower;
  if (IRREGULAR_ING[base]) return IRREGULAR_ING[base];
  if (/[^aeiou]e$/u.test(base) && base.length > 2) return `${base.slice(0, -1)}ing`;
  // One syllable ending consonant-vowel-consonant doubles its last letter: drop → dropping, hit → hitting.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/u.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/**
 * Whether the word is a verb's -ing form doing a verb's work: not a noun's modifier ("the shopping
 * cart", "parallel parking", "the vending machine").
 */
function isGerund(terms: readonly Term[], index: number): boolean {
  const term = terms[index];
  if (!term || !/ing$/u.test(term.lower)) return false;
  const before = terms[index - 1];
  const after = terms[index + 1];
  if (before?.tags.has('Adjective') || before?.tags.has('Determiner')) return false;
  // "marathon training", "daylight saving time": an -ing word in a compound with a bare noun.
  const bareNoun =
    before !== undefined &&
    index === 1 &&
    before.tags.has('Singular') &&
    !before.tags.has('ProperNoun') &&
    !before.tags.has('Pronoun');
  if (bareNoun && (after === undefined || (after.tags.has('Noun') && !after.tags.has('Pronoun')))) return false;
  // "the grocery store spending 80 dollars", "getting ghosted": a gerund the tagger read otherwise.
  return term.tags.has('Gerund') || verbForms(term.lower)?.Gerund === term.lower;
}

const FINITE = ['PresentTense', 'PastTense', 'Copula', 'Modal', 'Auxiliary'];

/** A verb with a tense that makes a clause ("drops", "is", "can't"), not a participle or a gerund. */
function isFinite(terms: readonly Term[], index: number): boolean {
  const term = terms[index];
  const next = terms[index + 1];
  if (!term || /ing$/u.test(term.lower) || term.tags.has('Infinitive')) return false;
  // "software updates": a last word after a bare noun is part of a compound, not a headline.
  const owned = terms
    .slice(0, index)
    .some((before) => ['Determiner', 'Possessive', 'ProperNoun', 'Pronoun'].some((tag) => before.tags.has(tag)));
  if (index === terms.length - 1 && !owned) return false;
  // "Kaffee am Montagmorgen": "am" is a verb only after "I".
  if (term.lower === 'am' && terms[index - 1]?.lower !== 'i') return false;
  if (term.tags.has('Verb')) return FINITE.some((tag) => term.tags.has(tag));
  // "the microwave beeps and…": a present-tense verb the tagger took for a plural noun, when what
  // follows cannot continue a noun phrase.
  const ends = next !== undefined && (COORDINATORS.has(next.lower) || next.lower === 'to' || isAdverb(next));
  return term.tags.has('Plural') && ends && verbForms(term.lower)?.PresentTense === term.lower;
}

/** "just", "never", "finally": words that may stand before a verb. */
const isAdverb = (term: Term) => term.tags.has('Adverb') || term.tags.has('Negative');

/** The end (exclusive) of the noun phrase that starts at `start`: determiners, modifiers, nouns. */
function nounPhraseEnd(terms: readonly Term[], start: number): number {
  let end = start;
  while (end < terms.length) {
    const term = terms[end]!;
    if (end > start && (isGerund(terms, end) || isFinite(terms, end))) break;
    if (CLAUSE_OPENERS.has(term.lower) || SUBORDINATORS.has(term.lower) || COORDINATORS.has(term.lower)) break;
    if (term.tags.has('Preposition') || term.tags.has('Conjunction')) break;
    const nounish = ['Noun', 'Adjective', 'Determiner', 'Value', 'Possessive', 'Date', 'Acronym'].some((tag) =>
      term.tags.has(tag),
    );
    if (!nounish && !(end === start && isGerund(terms, end))) break;
    end++;
  }
  return end;
}

/** A name, an owner or a pronoun: a noun phrase that needs no article. */
const isNamed = (term: Term) => ['ProperNoun', 'Possessive', 'Pronoun', 'Acronym'].some((tag) => term.tags.has(tag));

/** The subject's head (its last noun before any preposition) is plural, or two nouns are joined. */
function isPlural(subject: readonly Term[]): boolean {
  if (subject.some((term) => term.lower === 'and')) return true;
  const head = [...subject].reverse().find((term) => term.tags.has('Noun'));
  if (!head) return false;
  if (PLURAL_PRONOUNS.has(head.lower)) return true;
  return head.tags.has('Plural') && !head.tags.has('Singular');
}

/**
 * The verb of each of the main line's actions changed by `change` (a finite verb to its -ing form,
 * or an -ing form to a tense): the first one, and each that follows a coordinator ("and", "then")
 * directly or after a subject of its own ("and the whole office pretends"). Verbs inside a clause
 * that a subordinator opened ("right before you hit send", "while making eye contact") stay.
 * Null when a verb cannot be changed.
 */
function reshape(
  terms: readonly Term[],
  verbAt: number,
  pick: (terms: readonly Term[], index: number) => boolean,
  change: (term: Term, firstPerson: boolean) => string | null,
  /** How "me"/"I" reads as the subject of a changed verb: "I" before a tense, "me" before an -ing form. */
  me: 'I' | 'me',
): Term[] | null {
  const out = [...terms];
  const first = change(terms[verbAt]!, false);
  if (first === null) return null;
  out[verbAt] = { ...terms[verbAt]!, text: first };
  let subordinate = false;
  for (let index = verbAt + 1; index < terms.length; index++) {
    const term = terms[index]!;
    if (SUBORDINATORS.has(term.lower) || term.tags.has('Preposition')) subordinate = true;
    if (!COORDINATORS.has(term.lower)) continue;
    subordinate = false;
    // After the coordinator: adverbs ("then just sending"), or a subject of its own, then the verb.
    let cursor = index + 1;
    while (cursor < terms.length && (COORDINATORS.has(terms[cursor]!.lower) || isAdverb(terms[cursor]!))) cursor++;
    const ownSubject = nounPhraseEnd(terms, cursor);
    const candidates = [cursor, ownSubject];
    const at = candidates.find((position) => pick(terms, position));
    if (at === undefined || subordinate) continue;
    // "my code working and me having no idea why" → "my code works and I have no idea why".
    const firstPerson = at === cursor + 1 && FIRST_PERSON.has(terms[cursor]!.lower);
    const changed = change(terms[at]!, firstPerson);
    if (changed === null) return null;
    out[at] = { ...terms[at]!, text: changed };
    if (firstPerson) out[cursor] = { ...terms[cursor]!, text: me };
    index = at;
  }
  return out;
}

/** A finite verb's -ing form: "drops" → "dropping", "is" → "being"; null for a modal ("can't"). */
function toGerund(term: Term): string | null {
  if (term.tags.has('Modal') || /n['’]t$/u.test(term.lower)) return null;
  if (term.tags.has('Copula')) return 'being';
  const forms = verbForms(term.lower);
  if (!forms) return null;
  return forms.Gerund ?? null;
}

/** An -ing form as the present tense agreeing with the subject: "asking" → "asks" / "ask". */
function toPresent(plural: boolean) {
  return (term: Term, firstPerson: boolean): string | null => {
    const forms = verbForms(term.lower);
    if (!forms) return null;
    if (forms.Infinitive === 'be') return firstPerson ? 'am' : plural ? 'are' : 'is';
    return (plural || firstPerson ? forms.Infinitive : forms.PresentTense) ?? null;
  };
}

/** The description's shape. `text` is a topic without its meme framing ("when", "POV:"). */
export function topicShape(text: string): TopicShape | null {
  const terms = termsOf(text);
  if (terms.length === 0) return null;
  const whole = say(terms);
  // "accidentally liking an old photo": adverbs before the first word that says what it is.
  const lead = terms.findIndex((term) => !isAdverb(term));
  const first = terms[lead];
  if (!first) return null;

  // "trying to fold a fitted sheet": something done, by me.
  if (isGerund(terms, lead)) {
    return { kind: 'situation', subject: 'me', plural: false, action: whole, asNoun: whole, asClause: `I'm ${whole}` };
  }
  // "me opening my banking app…", "me at the grocery store…": me, then what I do or where I am.
  if (lead === 0 && FIRST_PERSON.has(first.lower) && terms.length > 1) {
    const rest = say(terms.slice(1));
    // "I hate Mondays": after "I" the tagger calls a present-tense verb its infinitive.
    if (isFinite(terms, 1) || (terms[1]!.tags.has('Infinitive') && !isGerund(terms, 1))) {
      const asNoun = reshape(terms, 1, isFinite, toGerund, 'me');
      return {
        kind: 'event',
        subject: 'me',
        plural: false,
        action: rest,
        asNoun: asNoun ? `me ${say(asNoun.slice(1))}` : whole,
        asClause: `I ${rest}`,
      };
    }
    return {
      kind: 'situation',
      subject: 'me',
      plural: false,
      action: rest,
      asNoun: `me ${rest}`,
      asClause: `I'm ${rest}`,
    };
  }

  // The subject: a noun phrase, with the prepositional phrases that follow it ("the guy at the gym").
  let end = nounPhraseEnd(terms, 0);
  if (end === 0 && !SUBJECT_PRONOUNS.has(first.lower)) return null;
  if (end === 0) end = 1;
  let lastPreposition = '';
  while (terms[end]?.tags.has('Preposition') && !SUBORDINATORS.has(terms[end]!.lower)) {
    const objectEnd = nounPhraseEnd(terms, end + 1);
    if (objectEnd === end + 1) break;
    lastPreposition = terms[end]!.lower;
    end = objectEnd;
  }
  const subjectEnd = end;
  const subjectTerms = terms.slice(0, subjectEnd);
  const subject = say(subjectTerms);
  const plural = isPlural(subjectTerms.slice(0, nounPhraseEnd(terms, 0) || 1));
  const thing: TopicShape = { kind: 'thing', subject, plural, action: null, asNoun: whole, asClause: null };
  // "ikea instructions with one screw left over": after "with", a verb tells of the object, not the subject.
  if (lastPreposition === 'with' || lastPreposition === 'without') return thing;
  // "our app finally has dark mode": adverbs between the subject and its verb belong to the action.
  while (terms[end] && isAdverb(terms[end]!) && terms[end + 1]) end++;
  if (!isGerund(terms, end) && !isFinite(terms, end)) end = subjectEnd;
  const action = subjectEnd < terms.length ? say(terms.slice(subjectEnd)) : null;

  if (isGerund(terms, end)) {
    const clause = reshape(terms, end, isGerund, toPresent(plural), 'I');
    return { kind: 'actor', subject, plural, action, asNoun: whole, asClause: clause ? say(clause) : null };
  }
  if (isFinite(terms, end)) {
    const noun = reshape(terms, end, isFinite, toGerund, 'me');
    // "wifi drops during a call" → "the wifi drops during a call": a bare singular subject reads as a headline.
    const the = !plural && subjectTerms.every((term) => term.tags.has('Noun') && !isNamed(term)) ? 'the ' : '';
    return {
      kind: 'event',
      subject: the + subject,
      plural,
      action,
      asNoun: the + (noun ? say(noun) : whole),
      asClause: the + whole,
    };
  }
  return thing;
}
