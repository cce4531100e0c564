/**
 * Profanity by strength. Levels 1–3 allow none, level 4 ('Unhinged format') the mild words, level
 * 5 ('NSFW brainrot') both. Slurs are not here: they are in ./blocklist.ts and never allowed.
 * Matching rules live in ../safety.ts.
 */

/** Mild: whole words (a plural or -ed/-ing form matches too). */
export const MILD_PROFANITY: readonly string[] = [
  'damn',
  'damned',
  'dammit',
  'goddamn',
  'goddamnit',
  'hell',
  'crap',
  'crappy',
  'wtf',
  'ass',
  'arse',
  'badass',
  'dumbass',
  'jackass',
  'smartass',
  'piss',
  'pissed',
];

/** Strong: whole words (with their plural and -ed/-ing forms). */
export const STRONG_PROFANITY_WORDS: readonly string[] = [
  'bastard',
  'asshole',
  'cunt',
  'twat',
  'wanker',
  'bollocks',
  'pussy',
  'dickhead',
  'prick',
  'stfu',
  'gtfo',
  'lmfao',
  'omfg',
  'fuk',
];

/** Strong roots matched anywhere inside a word ('motherfucker', 'bullshit'). */
export const STRONG_PROFANITY_ROOTS: readonly string[] = ['fuck', 'shit', 'bitch', 'fck', 'shyt'];

/** Ordinary words that contain a strong root. */
export const STRONG_ROOT_EXCEPTIONS: readonly string[] = ['shitake', 'shittim'];
