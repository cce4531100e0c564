/**
 * Test fixtures for the caption writers: candidate templates shaped like the seed library, and a
 * batch request built the way the caption job builds it (two image and two video slots, each type's
 * slots sharing one candidate list).
 */
import type { CaptionBatchRequest, CaptionCandidate, UnhingedLevel } from './types';

export function candidate(id: number, overrides: Partial<CaptionCandidate> = {}): CaptionCandidate {
  return {
    id,
    type: 1,
    title: `Template ${id}`,
    description: 'A plain reaction picture.',
    keywords: ['reaction'],
    useCases: ['Reacting to news'],
    format: 'one_liner',
    examples: [],
    maxChars: 120,
    ...overrides,
  };
}

export const IMAGE_CANDIDATES: CaptionCandidate[] = [
  candidate(101, {
    format: 'reaction',
    title: 'Calm In The Chaos Room On Fire',
    keywords: ['this is fine', 'fire', 'denial', 'calm', 'chaos'],
    useCases: ['Pretending a project is on track', 'Ignoring obvious problems', 'Monday morning inbox'],
  }),
  candidate(102, {
    format: 'one_liner',
    title: 'Starter Pack Grid',
    keywords: ['starter pack', 'grid', 'stereotype', 'collection', 'items'],
    useCases: ['Describing a type of person', 'New job starter pack'],
  }),
  candidate(103, {
    format: 'before_after',
    title: 'Expectation vs Reality Pizza',
    keywords: ['expectation', 'reality', 'comparison', 'disappointment', 'food'],
    useCases: ['Online orders vs what arrived', 'Plans vs what happened'],
  }),
  candidate(104, {
    format: 'reaction',
    title: 'Side-Eye Face',
    keywords: ['side eye', 'suspicious', 'skeptical', 'judging', 'reaction'],
    useCases: ['Noticing something suspicious', 'Not buying an excuse'],
  }),
  candidate(105, {
    format: 'one_liner',
    title: 'Proud Lion At Sunrise',
    keywords: ['lion', 'proud', 'majestic', 'king', 'sunrise'],
    useCases: ['Celebrating tiny wins', 'Feeling proud'],
  }),
  candidate(106, {
    format: 'escalation',
    title: 'Expanding Brain Four Stages',
    keywords: ['expanding brain', 'galaxy brain', 'four panel', 'levels', 'enlightenment'],
    useCases: ['Ranking ideas from normal to absurd', 'Escalating hot takes'],
  }),
  candidate(107, {
    format: 'two_options',
    title: 'Two Buttons Dilemma',
    keywords: ['two buttons', 'dilemma', 'choice', 'sweating', 'decision'],
    useCases: ['Impossible choices', 'Contradictory wishes'],
  }),
];

export const VIDEO_CANDIDATES: CaptionCandidate[] = [
  candidate(201, {
    format: 'setup_punchline',
    type: 2,
    title: 'Dramatic Zoom Shocked Face',
    keywords: ['dramatic zoom', 'shocked', 'reveal', 'suspense'],
    useCases: ['Revealing a plot twist', 'Dramatic announcements'],
    maxChars: 90,
  }),
  candidate(202, {
    format: 'one_liner',
    type: 2,
    title: 'Ken Burns City Sunset Pan',
    keywords: ['ken burns', 'pan', 'cinematic', 'main character', 'sunset'],
    useCases: ['Main character energy', 'Leaving work on Friday'],
    maxChars: 90,
  }),
  candidate(203, {
    format: 'reaction',
    type: 2,
    title: 'Camera Shake Panic Room',
    keywords: ['camera shake', 'panic', 'earthquake', 'chaos'],
    useCases: ['Deadline panic', 'When the Wi-Fi goes down'],
    maxChars: 90,
  }),
  candidate(204, {
    format: 'reaction',
    type: 2,
    title: 'Spinning Cat Vortex',
    keywords: ['spinning', 'cat', 'vortex', 'absurd', 'brainrot'],
    useCases: ['Brain after a long day', 'Chaotic energy'],
    maxChars: 90,
  }),
  candidate(205, {
    format: 'reaction',
    type: 2,
    title: 'Bouncing Happy Face',
    keywords: ['bounce', 'happy', 'excited', 'hype'],
    useCases: ['Excitement', 'Friday feeling'],
    maxChars: 90,
  }),
];

/** Two images and two videos, as the caption job asks for 'both'; maxChars overrides every template's limit. */
export function batchRequest(
  description: string,
  level: UnhingedLevel,
  options: { maxChars?: number; avoid?: string[] } = {},
): CaptionBatchRequest {
  const limit = (list: CaptionCandidate[]) =>
    options.maxChars === undefined ? list : list.map((entry) => ({ ...entry, maxChars: options.maxChars! }));
  const images = limit(IMAGE_CANDIDATES);
  const videos = limit(VIDEO_CANDIDATES);
  return {
    description,
    level,
    slots: [
      { type: 1, candidates: images },
      { type: 1, candidates: images },
      { type: 2, candidates: videos },
      { type: 2, candidates: videos },
    ],
    ...(options.avoid ? { avoid: options.avoid } : {}),
  };
}

export const LEVELS: UnhingedLevel[] = [1, 2, 3, 4, 5];

/** Descriptions and the words that name their topic (a caption must contain one of them). */
export const TOPICS: Array<{ description: string; topic: string[] }> = [
  { description: 'My cat refuses to get off my laptop during Zoom calls', topic: ['cat'] },
  { description: 'Elon Musk buying Twitter', topic: ['elon musk'] },
  { description: 'Monday mornings', topic: ['monday'] },
  { description: 'when the WiFi dies at 3am', topic: ['wifi'] },
  { description: 'developers pushing to production on Friday', topic: ['developers'] },
  { description: 'Taylor Swift concert tickets are too expensive', topic: ['taylor swift', 'tickets'] },
  { description: 'my boss when the printer breaks', topic: ['boss'] },
  { description: 'I hate Mondays', topic: ['mondays'] },
  { description: 'When your code works on the first try', topic: ['code'] },
  { description: 'Lord of the Rings marathon', topic: ['lord of the rings'] },
  { description: 'students cramming for finals at 3am', topic: ['students'] },
  { description: 'remote work', topic: ['work'] },
  { description: 'cats vs dogs', topic: ['cats', 'dogs'] },
  {
    description:
      'my friend who always shows up late to every single party and then acts like nothing happened while everyone else has been waiting for hours in the cold rain outside the venue',
    topic: ['friend'],
  },
];

/** Inputs that are not a tidy English sentence, and the words that name their topic. */
export const ODD_INPUTS: Array<{ description: string; topic: string[] }> = [
  { description: 'pizza', topic: ['pizza'] },
  { description: 'PIZZA', topic: ['pizza'] },
  { description: 'MY BOSS IS YELLING AGAIN', topic: ['boss'] },
  { description: 'NASA', topic: ['nasa'] },
  { description: '🍕🔥', topic: ['🍕'] },
  { description: '😂'.repeat(100), topic: ['😂'] },
  { description: 'Кот и собака', topic: ['кот'] },
  { description: 'Кот cat 🐱', topic: ['cat'] },
  { description: '猫がパソコンの上に座っている', topic: ['猫'] },
  { description: 'القطط على الكمبيوتر', topic: ['القطط'] },
  { description: 'supercalifragilisticexpialidocious'.repeat(7), topic: ['supercali'] },
  { description: 'a', topic: ['a'] },
  { description: '2024', topic: ['2024'] },
  { description: '???', topic: [] },
  { description: '   ', topic: [] },
];
