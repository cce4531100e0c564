/**
 * The caption evaluation's topics: what people type, across work, school, pets, tech, food, sports,
 * money, dating, seasons, brands launching a product, and a few in other languages. Each names the
 * words a caption must contain to be on topic (any one, case-insensitive), and the unhinged level
 * it is written at (the levels are spread evenly over the list).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UnhingedLevel } from '../../adapters/ai';
import { topicPoints } from './topic-points';

export interface EvalTopic {
  area: string;
  description: string;
  /** A caption is on topic when it contains one of these (lower case). */
  names: string[];
}

const TOPICS: EvalTopic[] = [
  { area: 'work', description: 'Monday morning meetings that could have been an email', names: ['meeting', 'monday'] },
  { area: 'work', description: 'my boss replying all to the whole company', names: ['boss'] },
  { area: 'work', description: 'when the printer jams five minutes before the presentation', names: ['printer'] },
  { area: 'work', description: 'remote work', names: ['work'] },
  { area: 'work', description: 'coworkers who microwave fish in the office', names: ['coworkers', 'fish'] },
  { area: 'work', description: 'the quarterly performance review', names: ['review'] },
  { area: 'work', description: 'Slack notifications on a Saturday', names: ['slack', 'notifications'] },
  { area: 'school', description: 'students cramming for finals at 3am', names: ['students', 'finals'] },
  { area: 'school', description: 'group projects', names: ['project'] },
  { area: 'school', description: 'the teacher says there is a pop quiz', names: ['teacher', 'quiz'] },
  { area: 'school', description: 'my homework disappeared again', names: ['homework'] },
  { area: 'school', description: 'the first day of college', names: ['college', 'first day', 'day'] },
  { area: 'pets', description: 'My cat refuses to get off my laptop during Zoom calls', names: ['cat'] },
  { area: 'pets', description: 'my dog hears the treat bag from three rooms away', names: ['dog'] },
  { area: 'pets', description: 'cats vs dogs', names: ['cats', 'dogs'] },
  { area: 'pets', description: 'the hamster running on its wheel at 2am', names: ['hamster'] },
  { area: 'pets', description: 'a new puppy', names: ['puppy'] },
  { area: 'tech', description: 'when the WiFi dies at 3am', names: ['wifi'] },
  { area: 'tech', description: 'developers pushing to production on Friday', names: ['developers', 'production'] },
  { area: 'tech', description: 'my phone battery at 1 percent', names: ['battery', 'phone'] },
  { area: 'tech', description: 'software updates', names: ['update'] },
  { area: 'tech', description: 'learning to code with AI assistants', names: ['code', 'learning'] },
  { area: 'tech', description: 'my laptop fan sounding like a jet engine', names: ['laptop', 'fan'] },
  { area: 'tech', description: 'forgetting my password for the fifth time', names: ['password'] },
  { area: 'food', description: 'pineapple on pizza', names: ['pineapple', 'pizza'] },
  { area: 'food', description: 'my diet starts on Monday', names: ['diet'] },
  { area: 'food', description: 'the last slice of pizza', names: ['pizza', 'slice'] },
  { area: 'food', description: 'coffee', names: ['coffee'] },
  { area: 'food', description: 'tea or coffee', names: ['tea', 'coffee'] },
  { area: 'food', description: 'cooking dinner from a recipe video', names: ['cooking', 'dinner', 'recipe'] },
  { area: 'food', description: 'avocado toast', names: ['avocado', 'toast'] },
  { area: 'sports', description: 'going to the gym in January', names: ['gym'] },
  { area: 'sports', description: 'my team losing in the last minute', names: ['team'] },
  { area: 'sports', description: 'marathon training', names: ['marathon', 'training'] },
  { area: 'sports', description: 'the World Cup final', names: ['world cup', 'final'] },
  { area: 'sports', description: 'my fantasy football league', names: ['football', 'league'] },
  { area: 'money', description: 'payday', names: ['payday'] },
  { area: 'money', description: 'my bank account after the weekend', names: ['bank account', 'account'] },
  { area: 'money', description: 'rent prices', names: ['rent'] },
  { area: 'money', description: 'Taylor Swift concert tickets are too expensive', names: ['taylor swift', 'tickets'] },
  { area: 'money', description: 'saving money for a vacation', names: ['money', 'saving', 'vacation'] },
  { area: 'money', description: 'crypto', names: ['crypto'] },
  { area: 'dating', description: 'getting ghosted after the third date', names: ['ghosted', 'date'] },
  { area: 'dating', description: 'dating apps', names: ['dating', 'apps'] },
  { area: 'dating', description: 'my crush liked my story', names: ['crush'] },
  { area: 'dating', description: 'meeting the parents for the first time', names: ['parents', 'meeting'] },
  { area: 'seasons', description: 'the first snow of winter', names: ['snow', 'winter'] },
  { area: 'seasons', description: 'summer heat', names: ['summer', 'heat'] },
  { area: 'seasons', description: 'pumpkin spice season', names: ['pumpkin spice', 'season'] },
  { area: 'seasons', description: 'daylight saving time', names: ['daylight saving', 'time'] },
  { area: 'seasons', description: 'spring cleaning', names: ['spring cleaning', 'cleaning'] },
  { area: 'brands', description: 'Apple launching a new iPhone', names: ['apple', 'iphone'] },
  { area: 'brands', description: 'our bakery launches a vegan croissant', names: ['bakery', 'croissant'] },
  { area: 'brands', description: 'Netflix raising prices again', names: ['netflix'] },
  { area: 'brands', description: 'a new energy drink flavor', names: ['energy drink', 'drink', 'flavor'] },
  { area: 'brands', description: 'our app finally has dark mode', names: ['app', 'dark mode'] },
  { area: 'life', description: 'I hate Mondays', names: ['monday'] },
  { area: 'life', description: 'my friend who is always late', names: ['friend'] },
  { area: 'life', description: 'Elon Musk buying Twitter', names: ['elon musk'] },
  { area: 'life', description: 'Lord of the Rings marathon', names: ['lord of the rings'] },
  { area: 'other languages', description: 'Kaffee am Montagmorgen', names: ['kaffee'] },
  { area: 'other languages', description: 'mi gato odia los lunes', names: ['gato'] },
  { area: 'other languages', description: 'les vacances', names: ['vacances'] },
  { area: 'other languages', description: '猫がパソコンの上に座っている', names: ['猫'] },
  { area: 'other languages', description: 'Кот и собака', names: ['кот'] },
];

export const LEVELS: readonly UnhingedLevel[] = [1, 2, 3, 4, 5];

/** The topics with their level: the levels go round the list, so every area meets several. */
export const EVAL_TOPICS: ReadonlyArray<EvalTopic & { level: UnhingedLevel }> = TOPICS.map((topic, index) => ({
  ...topic,
  level: LEVELS[index % LEVELS.length]!,
}));

/** The levels the held-out sets are written at: the gentlest, the middle and the wildest. */
export const HELD_OUT_LEVELS: readonly UnhingedLevel[] = [1, 3, 5];

/**
 * A topic list from a JSON file of this folder (`{ "topics": [...] }`), each topic at each of
 * HELD_OUT_LEVELS, named by its subject as the evaluation reads it (topic-points.ts).
 * `unseen-topics.json` was written by someone who read none of the writer's code and is never edited
 * to make the writer pass; `dev-topics.json` is the one the writer's authors may tune against.
 */
export function topicSet(file: 'unseen-topics.json' | 'dev-topics.json'): Array<EvalTopic & { level: UnhingedLevel }> {
  const { topics } = JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')) as { topics: string[] };
  return topics.flatMap((description) =>
    HELD_OUT_LEVELS.map((level) => ({
      area: file,
      description,
      names: topicPoints(description).subject,
      level,
    })),
  );
}
