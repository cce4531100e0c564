/**
 * Synthetic meme templates for the search benchmark: titles, descriptions, keywords and use cases
 * built from a vocabulary of a few hundred English words, picked with a skew (earlier words of each
 * list more often) so that, as in a real library, a search word matches tens to hundreds of
 * templates and a few common ones match more. Deterministic: the same seed gives the same library.
 */
import { createHash } from 'node:crypto';
import type { NewTemplateRow } from '../apps/server/src/db/schema';
import { searchDocumentOf, slugify } from '../apps/server/src/modules/templates/ingest';

const words = (text: string) => text.trim().split(/\s+/);

export const NOUNS = words(`
  cat dog doge frog penguin owl raccoon hamster goose duck horse llama capybara otter shark whale
  octopus crab pigeon parrot monkey gorilla panda koala sloth bear wolf fox tiger lion bunny squirrel
  turtle snail bee spider dinosaur dragon unicorn robot alien zombie ghost wizard knight pirate ninja
  astronaut cowboy chef doctor teacher student intern boss manager developer programmer designer gamer
  streamer influencer grandma grandpa toddler baby teenager dad mom sibling roommate neighbour landlord
  barista cashier customer driver pilot captain detective scientist lawyer judge politician president
  king queen prince princess clown athlete goalkeeper referee coach crowd audience coffee pizza burger
  taco sandwich donut cake cookie salad noodles sushi cereal toast banana avocado potato cheese pickle
  laptop keyboard phone charger printer router server database spreadsheet email meeting calendar
  deadline invoice budget password inbox notification update bug feature release deployment monday
  friday holiday vacation homework exam lecture library cubicle elevator kitchen bathroom couch bed
  alarm clock car bus train bicycle traffic parking airport beach mountain forest desert ocean river
  volcano rain snow thunder sunset moon planet rocket spaceship galaxy
`);

export const VERBS = words(`
  running jumping dancing crying screaming laughing sleeping eating cooking driving typing coding
  debugging shipping deploying panicking thinking staring pointing waving shrugging sweating judging
  ignoring celebrating winning losing falling slipping flying swimming climbing hiding sneaking waiting
  loading buffering refreshing scrolling texting calling singing yelling whispering sighing facepalming
  nodding blinking smiling frowning overthinking procrastinating cramming studying working quitting
  resigning negotiating arguing agreeing pretending explaining complaining bragging apologizing crashing
  exploding melting freezing spinning zooming shaking
`);

export const ADJECTIVES = words(`
  confused surprised shocked angry happy sad tired sleepy hungry grumpy smug proud nervous anxious
  awkward calm chaotic dramatic epic tiny giant ancient modern expensive cheap broken shiny dusty spicy
  salty sweet bitter frozen burning suspicious innocent guilty sarcastic wholesome cursed blessed
  legendary mysterious invisible majestic clumsy brave lazy busy curious jealous bored excited relieved
  disappointed skeptical unimpressed determined victorious defeated helpless hopeful desperate polite
  rude loud quiet silly serious fancy messy
`);

export const CONTEXTS = words(`
  work school office party wedding birthday gym interview commute morning night reaction reply comeback
  roast hype announcement launch fail success failure mistake excuse plan expectation reality
  comparison choice dilemma decision regret progress struggle motivation productivity teamwork
  friendship relationship breakup romance family sports election crypto stocks economy inflation
  weather diet fitness gaming music movie series spoiler ending sequel trailer
`);

export const VOCABULARY = [...NOUNS, ...VERBS, ...ADJECTIVES, ...CONTEXTS];

/** The seeded generator the caption writer's tests use (mulberry32): the same mix on every run. */
export { seededRandom as prng } from '../apps/server/src/adapters/ai/random';

export class Picker {
  constructor(readonly random: () => number) {}

  /** Uniform over the list. */
  any<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** Skewed towards the start of the list (density ~ rank^-2/3): common and rare words. */
  skewed<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() ** 3 * list.length)]!;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.random() < p;
  }
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function titleOf(pick: Picker): string {
  const noun = () => pick.skewed(NOUNS);
  const adjective = () => pick.skewed(ADJECTIVES);
  const verb = () => pick.skewed(VERBS);
  const frames = [
    () => [adjective(), noun()],
    () => [noun(), verb()],
    () => [adjective(), noun(), verb()],
    () => [noun(), 'vs', noun()],
    () => [verb(), noun()],
    () => [adjective(), noun(), pick.skewed(CONTEXTS)],
  ];
  return pick.any(frames)().map(capitalize).join(' ');
}

function descriptionOf(pick: Picker): string {
  const n = () => pick.skewed(NOUNS);
  const a = () => pick.skewed(ADJECTIVES);
  const v = () => pick.skewed(VERBS);
  const c = () => pick.skewed(CONTEXTS);
  const sentences = [
    () => `A ${a()} ${n()} ${v()} next to the ${n()} while everyone else keeps ${v()}.`,
    () => `The moment your ${n()} realises the ${c()} was ${a()} all along.`,
    () => `When the ${n()} is ${a()} but the ${n()} is even more ${a()}.`,
    () => `Classic ${c()} format: one ${n()} ${v()}, another ${n()} ${v()} in the background.`,
    () => `Perfect for ${c()} posts about a ${a()} ${n()} and its ${c()}.`,
    () => `Two panels: before the ${c()} the ${n()} is ${a()}, after it is ${a()}.`,
  ];
  return Array.from({ length: pick.int(1, 2) }, () => pick.any(sentences)()).join(' ');
}

function useCaseOf(pick: Picker): string {
  const frames = [
    () => `when your ${pick.skewed(NOUNS)} is ${pick.skewed(ADJECTIVES)}`,
    () => `reacting to a ${pick.skewed(ADJECTIVES)} ${pick.skewed(CONTEXTS)}`,
    () => `${pick.skewed(VERBS)} before the ${pick.skewed(NOUNS)}`,
    () => `${pick.skewed(CONTEXTS)} versus ${pick.skewed(CONTEXTS)}`,
  ];
  return pick.any(frames)();
}

/** The n-th synthetic template as a row ready to insert. About 15% are videos, 2% private. */
export function syntheticTemplate(pick: Picker, n: number): NewTemplateRow {
  const title = titleOf(pick);
  const description = descriptionOf(pick);
  const keywords = [
    ...new Set(
      Array.from({ length: pick.int(3, 5) }, () => pick.skewed(pick.any([NOUNS, VERBS, ADJECTIVES, CONTEXTS]))),
    ),
  ];
  const useCases = Array.from({ length: pick.int(1, 3) }, () => useCaseOf(pick));
  const video = pick.chance(0.15);
  const contentHash = createHash('sha256').update(`bench-template-${n}`).digest('hex');
  const slug = `${slugify(title)}-${n}`;
  const folder = `templates/${contentHash.slice(0, 2)}/${contentHash.slice(0, 16)}`;
  const [width, height] = pick.any([
    [1200, 1200],
    [1080, 1350],
    [1280, 720],
    [800, 600],
  ] as const);
  return {
    slug,
    type: video ? 2 : 1,
    title,
    description,
    keywords,
    originContent: `A synthetic ${video ? 'video' : 'image'} template for the search benchmark.`,
    useCases,
    seoKeywords: keywords.map((keyword) => `${keyword} meme`),
    levels: [1, 2, 3],
    isPublic: !pick.chance(0.02),
    fontSize: null,
    textAlign: 'center',
    dragYOffset: -0.3,
    fileKey: `${folder}/${slug}.${video ? 'mp4' : 'png'}`,
    thumbnailKey: `${folder}/${slug}-thumb.jpg`,
    posterKey: video ? `${folder}/${slug}-poster.jpg` : null,
    mimeType: video ? 'video/mp4' : 'image/png',
    fileSize: pick.int(40_000, video ? 8_000_000 : 900_000),
    width,
    height,
    durationMs: video ? pick.int(3_000, 15_000) : null,
    hasAudio: video && pick.chance(0.6),
    contentHash,
    source: 'bench',
    licence: 'synthetic',
    searchDocument: searchDocumentOf({ title, description, keywords, useCases }),
  };
}

/** One misspelling of a word: a letter dropped, replaced or two letters swapped (never the first). */
export function typoOf(pick: Picker, word: string): string {
  const at = pick.int(1, word.length - 2);
  const kind = pick.random();
  if (kind < 0.5) return word.slice(0, at) + word.slice(at + 1);
  if (kind < 0.75) {
    const letters = 'abcdefghijklmnopqrstuvwxyz'.replace(word[at]!, '');
    return word.slice(0, at) + pick.any([...letters]) + word.slice(at + 1);
  }
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}
