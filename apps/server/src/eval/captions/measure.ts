/**
 * The evaluation's figures for one writer, from its written captions, and the bars CI holds the
 * offline writer (and a real LLM endpoint) to.
 */
import type { CaptionFormat } from '@memeforge/contract';
import type { CaptionBox, UnhingedLevel } from '../../adapters/ai';
import { sameTextKey } from '../../adapters/ai/offline/text';
import { fitsFormat, grammarOf, languageOf, onTopic, openingOf } from './checks';
import { keeps, threeWordOpening, topicPoints, type TopicPoints } from './topic-points';

export interface WrittenCaption {
  batch: number;
  /** The topic as the person typed it. */
  description: string;
  level: UnhingedLevel;
  names: readonly string[];
  caption: string;
  format: CaptionFormat;
  maxChars: number;
  /** Its template's text boxes (decision 057); empty for a caption in the band. */
  boxes: readonly CaptionBox[];
  /** The offline frame that wrote it; null for the LLM (its opening words stand in). */
  frameId: string | null;
}

export interface Figures {
  captions: number;
  batches: number;
  onTopicShare: number;
  offTopic: string[];
  duplicates: number;
  /** The most-used frame (offline) or opening (LLM) and its share of all captions. */
  mostUsed: { name: string; share: number };
  distinctFrames: number;
  formatFitShare: number;
  misfits: string[];
  overLimit: number;
  grammar: Record<string, number>;
  grammarExamples: string[];
  profanity: Record<UnhingedLevel, { mild: number; strong: number }>;
  blocklistHits: number;
  /** Captions keeping the topic's subject, and its twist (of those whose topic has one). */
  subjectKeptShare: number;
  twistKeptShare: number;
  twistLost: string[];
  /** Batches where two captions open with the same three words, with an example. */
  openingRepeats: number;
  openingRepeatExamples: string[];
  /** The most-used frame (or opening) at each level written, with its share of that level. */
  mostUsedByLevel: Partial<Record<UnhingedLevel, { name: string; share: number }>>;
  /** Captions with no finding from the independent grammar checker (when it ran), and examples. */
  checkerCleanShare: number | null;
  checkerFindings: string[];
  /** Captions for templates with text boxes, and those with every box filled by a text that fits it. */
  boxedCaptions: number;
  boxesFitShare: number;
  boxMisfits: string[];
  /** Batches where two captions for boxes open their first box with the same three words. */
  boxOpeningRepeats: number;
}

export const BARS = {
  onTopicShare: 0.9,
  mostUsedShare: 0.05,
  checkerCleanShare: 0.98,
  twistKeptShare: 0.9,
} as const;

/** What the independent grammar checker found in each caption (grammar-checker.ts). */
export type CheckerFindings = ReadonlyMap<string, readonly string[]>;

const pointsCache = new Map<string, TopicPoints>();
function pointsOf(description: string): TopicPoints {
  let points = pointsCache.get(description);
  if (!points) {
    points = topicPoints(description);
    pointsCache.set(description, points);
  }
  return points;
}

function mostUsed(uses: ReadonlyMap<string, number>, count: number): { name: string; share: number } {
  const [name, most] = [...uses.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
  return { name, share: most / Math.max(1, count) };
}

export function measure(written: readonly WrittenCaption[], checker?: CheckerFindings): Figures {
  const count = written.length || 1;
  const uses = new Map<string, number>();
  const seenInBatch = new Map<number, Set<string>>();
  const figures: Figures = {
    captions: written.length,
    batches: new Set(written.map((entry) => entry.batch)).size,
    onTopicShare: 0,
    offTopic: [],
    duplicates: 0,
    mostUsed: { name: '-', share: 0 },
    distinctFrames: 0,
    formatFitShare: 0,
    misfits: [],
    overLimit: 0,
    grammar: {},
    grammarExamples: [],
    profanity: {
      1: { mild: 0, strong: 0 },
      2: { mild: 0, strong: 0 },
      3: { mild: 0, strong: 0 },
      4: { mild: 0, strong: 0 },
      5: { mild: 0, strong: 0 },
    },
    blocklistHits: 0,
    subjectKeptShare: 0,
    twistKeptShare: 0,
    twistLost: [],
    openingRepeats: 0,
    openingRepeatExamples: [],
    mostUsedByLevel: {},
    checkerCleanShare: null,
    checkerFindings: [],
    boxedCaptions: 0,
    boxesFitShare: 1,
    boxMisfits: [],
    boxOpeningRepeats: 0,
  };
  let boxesFit = 0;
  let onTopicCount = 0;
  let fitCount = 0;
  let subjectKept = 0;
  let twistKept = 0;
  let withTwist = 0;
  let checkerClean = 0;
  const openings = new Map<number, Map<string, string>>();
  const repeatedBatches = new Set<number>();
  const usesByLevel = new Map<UnhingedLevel, Map<string, number>>();
  const countByLevel = new Map<UnhingedLevel, number>();
  for (const entry of written) {
    const key = sameTextKey(entry.caption);
    const batch = seenInBatch.get(entry.batch) ?? new Set<string>();
    if (batch.has(key)) figures.duplicates++;
    batch.add(key);
    seenInBatch.set(entry.batch, batch);

    if (onTopic(entry.caption, entry.names)) onTopicCount++;
    else figures.offTopic.push(entry.caption);
    if (entry.boxes.length > 0) {
      figures.boxedCaptions++;
      const problem = boxProblem(entry.caption, entry.boxes);
      if (problem) figures.boxMisfits.push(`${problem}: ${entry.caption.replace(/\n/g, ' / ')}`);
      else boxesFit++;
    }
    if (fitsFormat(entry.caption, entry.format, entry.boxes.length)) fitCount++;
    else figures.misfits.push(`${entry.format}: ${entry.caption}`);
    if (entry.caption.length > entry.maxChars) figures.overLimit++;

    const use = entry.frameId ?? openingOf(entry.caption);
    uses.set(use, (uses.get(use) ?? 0) + 1);
    const levelUses = usesByLevel.get(entry.level) ?? new Map<string, number>();
    levelUses.set(use, (levelUses.get(use) ?? 0) + 1);
    usesByLevel.set(entry.level, levelUses);
    countByLevel.set(entry.level, (countByLevel.get(entry.level) ?? 0) + 1);

    const points = pointsOf(entry.description);
    if (keeps(entry.caption, points.subject)) subjectKept++;
    if (points.twist) {
      withTwist++;
      if (keeps(entry.caption, points.twist)) twistKept++;
      else figures.twistLost.push(`${entry.description} → ${entry.caption.replace(/\n/g, ' / ')}`);
    }

    const opening = threeWordOpening(entry.caption);
    const batchOpenings = openings.get(entry.batch) ?? new Map<string, string>();
    const earlier = batchOpenings.get(opening);
    if (earlier !== undefined && !repeatedBatches.has(entry.batch)) {
      repeatedBatches.add(entry.batch);
      figures.openingRepeatExamples.push(`${earlier.replace(/\n/g, ' / ')} | ${entry.caption.replace(/\n/g, ' / ')}`);
    }
    batchOpenings.set(opening, entry.caption);
    openings.set(entry.batch, batchOpenings);

    const checked = checker?.get(entry.caption);
    if (checked && checked.length > 0) figures.checkerFindings.push(`${checked.join('; ')}: ${entry.caption}`);
    else checkerClean++;

    const findings = grammarOf(entry.caption);
    for (const finding of findings) figures.grammar[finding.rule] = (figures.grammar[finding.rule] ?? 0) + 1;
    if (findings.length > 0)
      figures.grammarExamples.push(`${findings.map((f) => f.rule).join(', ')}: ${entry.caption}`);

    const language = languageOf(entry.caption);
    figures.profanity[entry.level].mild += language.mild;
    figures.profanity[entry.level].strong += language.strong;
    figures.blocklistHits += language.blocked;
  }
  figures.mostUsed = mostUsed(uses, count);
  for (const [level, levelUses] of usesByLevel) {
    figures.mostUsedByLevel[level] = mostUsed(levelUses, countByLevel.get(level) ?? 0);
  }
  figures.openingRepeats = repeatedBatches.size;
  figures.boxOpeningRepeats = [...repeatedBatches].filter((batch) =>
    written.some((entry) => entry.batch === batch && entry.boxes.length > 0),
  ).length;
  figures.boxesFitShare = figures.boxedCaptions === 0 ? 1 : boxesFit / figures.boxedCaptions;
  figures.subjectKeptShare = subjectKept / count;
  figures.twistKeptShare = withTwist === 0 ? 1 : twistKept / withTwist;
  figures.checkerCleanShare = checker ? checkerClean / count : null;
  figures.distinctFrames = uses.size;
  figures.onTopicShare = onTopicCount / count;
  figures.formatFitShare = fitCount / count;
  return figures;
}

/** The bars a run is held to; the others are printed as targets. */
export type Bar = 'basics' | 'frameShare' | 'levelFrameShare' | 'openings' | 'checker' | 'twist' | 'boxes';

/**
 * Why a caption does not fill its template's boxes (null when it does): a line per box, none
 * empty, each fitting its box at the smallest size or larger (the renderer's own layout).
 */
export function boxProblem(caption: string, boxes: readonly CaptionBox[]): string | null {
  const lines = caption.split('\n');
  if (lines.length !== boxes.length) return `${lines.length} lines for ${boxes.length} boxes`;
  const empty = lines.findIndex((line) => line.trim() === '');
  if (empty >= 0) return `box ${empty + 1} (${boxes[empty]!.label}) is empty`;
  const misfit = boxes.findIndex((box, index) => !box.fits(lines[index]!));
  return misfit < 0 ? null : `box ${misfit + 1} (${boxes[misfit]!.label}) overflows`;
}

/** Why the figures miss the bars (empty when they meet them), for the bars asked for. */
export function barFailures(figures: Figures, bars: readonly Bar[]): string[] {
  const failures: string[] = [];
  if (bars.includes('basics')) {
    if (figures.duplicates > 0) failures.push(`${figures.duplicates} duplicate caption(s) within a batch`);
    for (const level of [1, 2, 3] as const) {
      const { mild, strong } = figures.profanity[level];
      if (mild + strong > 0) failures.push(`${mild + strong} profane word(s) at level ${level}`);
    }
    if (figures.blocklistHits > 0) failures.push(`${figures.blocklistHits} blocklisted term(s)`);
    if (figures.onTopicShare < BARS.onTopicShare)
      failures.push(`on-topic share ${percent(figures.onTopicShare)} is under ${percent(BARS.onTopicShare)}`);
  }
  if (bars.includes('frameShare') && figures.mostUsed.share > BARS.mostUsedShare)
    failures.push(
      `most-used frame ${figures.mostUsed.name} has ${percent(figures.mostUsed.share)} of captions, over ${percent(BARS.mostUsedShare)}`,
    );
  if (bars.includes('levelFrameShare')) {
    for (const [level, top] of Object.entries(figures.mostUsedByLevel)) {
      if (top.share > BARS.mostUsedShare)
        failures.push(
          `at level ${level} frame ${top.name} has ${percent(top.share)} of captions, over ${percent(BARS.mostUsedShare)}`,
        );
    }
  }
  if (bars.includes('openings') && figures.openingRepeats > 0)
    failures.push(`${figures.openingRepeats} batch(es) open two captions with the same three words`);
  if (
    bars.includes('checker') &&
    figures.checkerCleanShare !== null &&
    figures.checkerCleanShare < BARS.checkerCleanShare
  )
    failures.push(
      `${percent(figures.checkerCleanShare)} of captions have no grammar finding, under ${percent(BARS.checkerCleanShare)}`,
    );
  if (bars.includes('boxes') && figures.boxesFitShare < 1)
    failures.push(
      `${figures.boxMisfits.length} caption(s) for text boxes leave a box empty or overflow one (${figures.boxMisfits[0]})`,
    );
  if (bars.includes('twist') && figures.twistKeptShare < BARS.twistKeptShare)
    failures.push(`the twist is kept in ${percent(figures.twistKeptShare)}, under ${percent(BARS.twistKeptShare)}`);
  return failures;
}

export function percent(share: number): string {
  return `${(100 * share).toFixed(1)}%`;
}
