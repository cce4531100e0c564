/**
 * Terms that never appear in a caption at any unhinged level, whoever wrote them (our formats, the
 * LLM, or the user's own description, which is sanitized before use). Slurs and hate terms, plus
 * the sexual and sexual-violence words no meme of ours should carry, since level 5 allows strong
 * profanity but never sexual content.
 *
 * Matching rules live in ../safety.ts (case, accents, leetspeak, masking, spaced-out letters and
 * plurals are handled there), so the lists stay plain words.
 */

/** Whole words (a plural or -ed/-ing form matches too): short terms hiding in innocent words (spic/spice, coon/raccoon). */
export const BLOCKED_WORDS: readonly string[] = [
  // racial and ethnic slurs
  'nigger',
  'nigga',
  'niglet',
  'negroid',
  'coon',
  'jigaboo',
  'sambo',
  'golliwog',
  'spic',
  'spick',
  'wetback',
  'beaner',
  'chink',
  'gook',
  'zipperhead',
  'jap',
  'paki',
  'raghead',
  'towelhead',
  'kike',
  'kyke',
  'hymie',
  'heeb',
  'yid',
  'wop',
  'dago',
  'redskin',
  'injun',
  'squaw',
  'abo',
  'honky',
  'honkey',
  'gringo',
  // slurs about sexuality, gender and disability
  'faggot',
  'fag',
  'dyke',
  'tranny',
  'shemale',
  'retard',
  'tard',
  'libtard',
  'spaz',
  'mong',
  // gendered slurs
  'slut',
  'whore',
  'skank',
  // sexual violence and abuse
  'rape',
  'rapist',
  'raping',
  'pedo',
  'paedo',
  'pedophile',
  'paedophile',
  'molest',
  'molester',
  // sexual content
  'porn',
  'porno',
  'horny',
  'nudes',
  'blowjob',
  'handjob',
  'orgasm',
  'dildo',
  'boobs',
  'tits',
  'titties',
];

/** Roots matched anywhere inside a word: no ordinary English word contains them (see the exceptions). */
export const BLOCKED_ROOTS: readonly string[] = ['nigger', 'nigga', 'faggot', 'niglet'];

/** Ordinary words that contain a blocked root. */
export const BLOCKED_ROOT_EXCEPTIONS: readonly string[] = ['snigger', 'sniggers', 'sniggered', 'sniggering'];

/** Phrases of ordinary words that together are hate speech (matched as consecutive words). */
export const BLOCKED_PHRASES: readonly string[] = [
  'sieg heil',
  'heil hitler',
  'white power',
  'white genocide',
  'gas the jews',
  'kill all jews',
  'kill all muslims',
  'kill all gays',
  'porch monkey',
  'jungle bunny',
  'half breed',
  '14 88',
  '1488',
];
