/**
 * The evaluation's figures for one writer, from its written captions, and the bars CI holds the
 * offline writer (and a real LLM endpoint) to.
 */
import type { CaptionFormat } from '@memeforge/contract';
import type { UnhingedLevel } from '../../adapters/ai';
import { sameTextKey } from '../../adapters/ai/offline/text';
import { fitsFormat, grammarOf, languageOf, onTopic, openingOf } from './checks';

export interface WrittenCaption {
  batch: number;
  level: UnhingedLevel;
  names: readonly string[];
  caption: string;
  format: CaptionFormat;
  maxChars: number;
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
}

export const BARS = { onTopicShare: 0.9, mostUsedShare: 0.05 } as const;

export function measure(written: readonly WrittenCaption[]): Figures {
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
  };
  let onTopicCount = 0;
  let fitCount = 0;
  for (const entry of written) {
    const key = sameTextKey(entry.caption);
    const batch = seenInBatch.get(entry.batch) ?? new Set<string>();
    if (batch.has(key)) figures.duplicates++;
    batch.add(key);
    seenInBatch.set(entry.batch, batch);

    if (onTopic(entry.caption, entry.names)) onTopicCount++;
    else figures.offTopic.push(entry.caption);
    if (fitsFormat(entry.caption, entry.format)) fitCount++;
    else figures.misfits.push(`${entry.format}: ${entry.caption}`);
    if (entry.caption.length > entry.maxChars) figures.overLimit++;

    const use = entry.frameId ?? openingOf(entry.caption);
    uses.set(use, (uses.get(use) ?? 0) + 1);

    const findings = grammarOf(entry.caption);
    for (const finding of findings) figures.grammar[finding.rule] = (figures.grammar[finding.rule] ?? 0) + 1;
    if (findings.length > 0)
      figures.grammarExamples.push(`${findings.map((f) => f.rule).join(', ')}: ${entry.caption}`);

    const language = languageOf(entry.caption);
    figures.profanity[entry.level].mild += language.mild;
    figures.profanity[entry.level].strong += language.strong;
    figures.blocklistHits += language.blocked;
  }
  const [name, most] = [...uses.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
  figures.mostUsed = { name, share: most / count };
  figures.distinctFrames = uses.size;
  figures.onTopicShare = onTopicCount / count;
  figures.formatFitShare = fitCount / count;
  return figures;
}

/** Why the figures miss the bars (empty when they meet them). withFrameBar: the most-used frame's share counts. */
export function barFailures(figures: Figures, withFrameBar: boolean): string[] {
  const failures: string[] = [];
  if (figures.duplicates > 0) failures.push(`${figures.duplicates} duplicate caption(s) within a batch`);
  for (const level of [1, 2, 3] as const) {
    const { mild, strong } = figures.profanity[level];
    if (mild + strong > 0) failures.push(`${mild + strong} profane word(s) at level ${level}`);
  }
  if (figures.blocklistHits > 0) failures.push(`${figures.blocklistHits} blocklisted term(s)`);
  if (figures.onTopicShare < BARS.onTopicShare)
    failures.push(`on-topic share ${percent(figures.onTopicShare)} is under ${percent(BARS.onTopicShare)}`);
  if (withFrameBar && figures.mostUsed.share > BARS.mostUsedShare)
    failures.push(
      `most-used frame ${figures.mostUsed.name} has ${percent(figures.mostUsed.share)} of captions, over ${percent(BARS.mostUsedShare)}`,
    );
  return failures;
}

export function percent(share: number): string {
  return `${(100 * share).toFixed(1)}%`;
}
