/**
 * What a caption has to keep of its topic, read by the evaluation on its own (compromise's parser,
 * never the offline writer's wink-nlp reading, so the writer cannot grade itself): the subject (the
 * head noun of the topic's first noun phrase) and the twist (the topic's last noun phrase, number
 * or time, when it comes after the subject: "for the hundredth time", "at 2am", "while making eye
 * contact"). A caption keeps a point when it has one of its words, in any inflection.
 * Its word lists, stemming and opening rule are its own on purpose, though the writer has similar
 * ones (offline/twist.ts, compose.ts openingOf): a mistake shared by both would pass unseen.
 */
import nlp from 'compromise';

export interface TopicPoints {
  subject: string[];
  /** Null when the topic is only its subject ("the self checkout machine", "coffee"). */
  twist: string[] | null;
}

const FILLER = new Set([
  'a',
  'an',
  'the',
  'my',
  'your',
  'our',
  'their',
  'his',
  'her',
  'its',
  'this',
  'that',
  'these',
  'those',
  'some',
  'any',
  'one',
  'i',
  'me',
  'you',
  'we',
  'they',
  'it',
  'he',
  'she',
  'them',
  'us',
  'when',
  'how',
  'why',
  'what',
  'who',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'by',
  'from',
  'is',
  'are',
  'be',
  'been',
  'was',
  'were',
  'and',
  'or',
  'but',
  'so',
  'just',
  'thing',
  'things',
  'someone',
  'something',
  'everyone',
  'everything',
  'nobody',
]);

/** A word's stem for matching inflections: "kids"/"kid", "asking"/"asks"/"ask", "ladies"/"lady". */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/u, '');
  return lower
    .replace(/(?<=\p{L}{3})(?:ies|ied)$/u, 'y')
    .replace(/(?<=\p{L}{3})(?:ing|ed|es|s)$/u, '')
    .replace(/(\p{L})\1$/u, '$1');
}

function contentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => !FILLER.has(word));
}

export function topicPoints(description: string): TopicPoints {
  const doc = nlp(description);
  const phrases = (doc.nouns().out('array') as string[]).filter((phrase) => contentWords(phrase).length > 0);
  const first = phrases[0];
  // Every content word of the first noun phrase: the parser sometimes runs a verb into it ("the
  // microwave beeps"), and a caption naming either word still names the subject.
  const subject = first ? contentWords(first) : contentWords(description).slice(0, 1);
  const twistOf = (words: string[]) => {
    const own = words.filter((word) => !subject.includes(word));
    return own.length > 0 ? own : null;
  };
  if (phrases.length < 2) {
    // One noun phrase: whatever follows it ("… at 3am", "… again") is the twist, if anything does.
    const at = first ? description.toLowerCase().indexOf(first.toLowerCase()) : -1;
    return { subject, twist: at < 0 ? null : twistOf(contentWords(description.slice(at + first!.length))) };
  }
  return { subject, twist: twistOf(contentWords(phrases[phrases.length - 1]!)) };
}

/** Whether the caption has one of the point's words, in any inflection. */
export function keeps(caption: string, words: readonly string[]): boolean {
  const stems = new Set((caption.match(/[\p{L}\p{N}]+/gu) ?? []).map(stem));
  return words.some((word) => stems.has(stem(word)));
}

/** The caption's first three words, lower case, without punctuation: "me when my", "pov: you just". */
export function threeWordOpening(caption: string): string {
  return (caption.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).slice(0, 3).join(' ');
}
