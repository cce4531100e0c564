/**
 * Names people write in lower case in a quick description ("the gym in january", "black friday",
 * "christmas eve"), written as a caption has to spell them: a month (read as a date by compromise's
 * tagger, so "we march on" stays a verb), a weekday, a holiday.
 */
import nlp from 'compromise';

/** Holidays compromise does not tag: the words of their names, each capitalized. */
const HOLIDAY =
  /\b(?:black friday|cyber monday|christmas eve|new year's (?:eve|day)|(?:valentine|mother|father)'s day|boxing day|christmas|halloween|thanksgiving|easter|hanukkah|diwali|ramadan)\b/giu;
/** "march", "may" are months only where a date is meant: after these, or before a day's number. */
const DATE_CONTEXT = new Set([
  'in',
  'of',
  'since',
  'until',
  'by',
  'from',
  'to',
  'through',
  'last',
  'next',
  'this',
  'every',
  'early',
  'late',
  'mid',
  'versus',
  'vs',
  'during',
  'before',
  'after',
]);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function properNames(text: string): string {
  const terms = nlp(text).json({ terms: { normal: false } }) as { terms: { text: string; tags: string[] }[] }[];
  const words = terms.flatMap((sentence) => sentence.terms);
  const names = new Set<string>();
  words.forEach((term, index) => {
    const before = words[index - 1]?.text.toLowerCase() ?? '';
    const after = words[index + 1]?.text ?? '';
    const month = term.tags.includes('Month') && (DATE_CONTEXT.has(before) || /^\d/u.test(after));
    if (month || term.tags.includes('WeekDay')) names.add(term.text.toLowerCase());
  });
  let named = text.replace(HOLIDAY, (word) => word.split(' ').map(capitalized).join(' '));
  for (const name of names) named = named.replace(new RegExp(`\\b${name}\\b`, 'gu'), capitalized(name));
  // The pronoun, typed in lower case as people do in a search box: "wondering if i locked the door".
  return named.replace(/(?<![\p{L}'’-])i(?=(?:['’](?:m|ve|ll|d))?(?![\p{L}'’-]))/gu, 'I');
}
