/**
 * Mechanical grammar checks for a caption: what a filled-in frame gets wrong when a slot takes the
 * wrong words. The offline writer drops any caption with a finding; the caption evaluation counts
 * them for both writers. Parts of a multi-part caption are its lines.
 */

export type GrammarRule =
  | 'doubled word'
  | 'a/an'
  | 'doubled determiner'
  | 'dangling word'
  | 'slot leftover'
  | 'empty part'
  | 'unbalanced quotes'
  | 'unbalanced brackets'
  | 'spacing'
  | 'doubled punctuation'
  | 'agreement';

export interface GrammarFinding {
  rule: GrammarRule;
  /** The words that break it, as written. */
  text: string;
}

/** Words pronounced with a consonant sound although written with a vowel ("a user", "a one-off"). */
const CONSONANT_SOUND = /^(?:uni|use|usu|uti|ure|uro|eu|ewe|one|once|ubi|uga)/iu;
/** Words pronounced with a vowel sound although written with a consonant ("an hour"). */
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|herb)/iu;
/** Words a part never ends on: it would leave a slot half-filled ("Step 2: the", "Me trying to"). */
const DANGLING = new Set([
  'a',
  'an',
  'the',
  'my',
  'your',
  'our',
  'their',
  'to',
  'of',
  'and',
  'or',
  'with',
  'than',
  'when',
  'because',
  'but',
  'is',
  'are',
]);
const DETERMINERS = 'the|a|an|my|your|our|their|his|her|this|that';
const DOUBLED_DETERMINER = new RegExp(`\\b(?:${DETERMINERS})\\s+(?:${DETERMINERS})\\b`, 'iu');
/** Words the user's topic may legitimately double ("bye bye", "so so", "ha ha"). */
const DOUBLES_OK = new Set(['ha', 'haha', 'bye', 'no', 'so', 'very', 'go', 'boing', 'brrr', 'bla', 'blah', 'yeah']);

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function checkPart(part: string, findings: GrammarFinding[]): void {
  if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(part)) findings.push({ rule: 'empty part', text: part });
  for (const match of part.matchAll(/(?<![\p{L}\p{N}'’])(\p{L}+)\s+\1(?![\p{L}\p{N}])/giu)) {
    if (!DOUBLES_OK.has(match[1]!.toLowerCase())) findings.push({ rule: 'doubled word', text: match[0] });
  }
  for (const match of part.matchAll(/(?<![\p{L}'’])a\s+([\p{L}]+)/gu)) {
    if (/^[aeiou]/iu.test(match[1]!) && !CONSONANT_SOUND.test(match[1]!))
      findings.push({ rule: 'a/an', text: match[0] });
  }
  for (const match of part.matchAll(/(?<![\p{L}'’])an\s+([\p{L}]+)/gu)) {
    const word = match[1]!;
    const acronym = /^\p{Lu}{2,}$/u.test(word);
    if (!acronym && !/^[aeiou]/iu.test(word) && !VOWEL_SOUND.test(word))
      findings.push({ rule: 'a/an', text: match[0] });
  }
  const doubled = DOUBLED_DETERMINER.exec(part);
  if (doubled) findings.push({ rule: 'doubled determiner', text: doubled[0] });
  const last = /([\p{L}']+)[^\p{L}\p{N}]*$/u.exec(part.replace(/[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u, ''));
  if (last && DANGLING.has(last[1]!.toLowerCase()) && !/[.!?:"”…]$/u.test(part.trim()))
    findings.push({ rule: 'dangling word', text: last[1]! });
}

/** Everything wrong with the caption's grammar that a rule can see; empty when it reads. */
export function grammarFindings(caption: string): GrammarFinding[] {
  const findings: GrammarFinding[] = [];
  const leftover = /\$\{|[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object/u.exec(caption);
  if (leftover) findings.push({ rule: 'slot leftover', text: leftover[0] });
  if (count(caption, /"/gu) % 2 !== 0) findings.push({ rule: 'unbalanced quotes', text: '"' });
  if (count(caption, /“/gu) !== count(caption, /”/gu)) findings.push({ rule: 'unbalanced quotes', text: '“”' });
  if (count(caption, /\*/gu) % 2 !== 0) findings.push({ rule: 'unbalanced quotes', text: '*' });
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    let depth = 0;
    for (const char of caption) {
      if (char === open) depth++;
      if (char === close) depth--;
      if (depth < 0) break;
    }
    if (depth !== 0) findings.push({ rule: 'unbalanced brackets', text: `${open}${close}` });
  }
  const spacing = / {2,}|\s[,.;:!?](?![.\d])|^\s|\s$/mu.exec(caption);
  if (spacing) findings.push({ rule: 'spacing', text: spacing[0] });
  const punctuation = /[,;:]\s*[.,;:]|\.,|(?<!\.)\.\.(?!\.)|[?!]\./u.exec(caption);
  if (punctuation) findings.push({ rule: 'doubled punctuation', text: punctuation[0] });
  const agreement =
    /\b(?:[Yy]ou|[Ww]e|[Tt]hey) (?:is|was|has)\b|\b(?:[Hh]e|[Ss]he|[Ii]t) (?:are|were|have)\b|\bI (?:is|are|has)\b/u.exec(
      caption,
    );
  if (agreement) findings.push({ rule: 'agreement', text: agreement[0] });
  for (const part of caption.split('\n')) checkPart(part, findings);
  return findings;
}
