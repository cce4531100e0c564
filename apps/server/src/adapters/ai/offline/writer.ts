/**
 * The offline caption writer: no network, a few milliseconds a batch. It reads the description
 * (./understand.ts), then for each slot picks a template and a meme format of the level's library
 * (./choose.ts) and fits the caption to the template (./compose.ts). One caption for one template
 * (writeCaption) is the same step the batch repeats, so the editor's single-caption call reuses it.
 */
import type { Metrics } from '../../../metrics';
import { languageProblem } from '../safety';
import type {
  CaptionBatchRequest,
  CaptionBatchResult,
  CaptionCandidate,
  CaptionWriter,
  RandomSource,
  UnhingedLevel,
  WrittenMeme,
} from '../types';
import { rankChoices } from './choose';
import { fitFormat, quotesSituation, usesSituation, viewsOf } from './compose';
import { FORMATS, type FormatView } from './formats';
import { capitalize, clip, sameTextKey } from './text';
import { understand } from './understand';

export interface OfflineWriterOptions {
  /** Defaults to Math.random; tests pass seededRandom(n). */
  random?: RandomSource;
  /** Counts captions_written_total{writer="offline"}; optional so the writer works alone (tests, scripts). */
  metrics?: Metrics;
}

export interface SingleCaptionRequest {
  description: string;
  level: UnhingedLevel;
  template: CaptionCandidate;
  /** Captions not to repeat. */
  avoid?: readonly string[];
}

export interface OfflineCaptionWriter extends CaptionWriter {
  readonly name: 'offline';
  /** One caption for one template: the step a batch repeats per slot. */
  writeCaption(request: SingleCaptionRequest): string;
}

/** A written meme and how: the format's id, or null for the plain last-resort caption. */
export interface Draft {
  candidate: CaptionCandidate;
  caption: string;
  formatId: string | null;
}

/** Emoji for the last-resort caption (topic + emoji), when no format fits or all were taken. */
const PLAIN_EMOJI = ['😂', '🔥', '💀', '✨', '😭', '👀', '🙃', '💯'];

/** Half a batch quoting the description whole is plenty; the other half says it differently. */
const MAX_SITUATION_CAPTIONS = 2;

interface Context {
  level: UnhingedLevel;
  views: FormatView[];
  /** Caption keys already used or to avoid. */
  seen: Set<string>;
  usedFormats: Set<string>;
  /** Formats that can quote the description's whole situation, and how many captions did. */
  situationFormats: Set<string>;
  situationCaptions: number;
  /** Whether the description tells of a misfortune: praise formats then come last. */
  misfortune: boolean;
  random: RandomSource;
}

function contextFor(
  description: string,
  level: UnhingedLevel,
  avoid: readonly string[],
  random: RandomSource,
): Context {
  const topic = understand(description, level);
  const views = viewsOf(topic);
  const situationFormats = FORMATS[level].filter((format) => usesSituation(format, views[0]!));
  return {
    level,
    views,
    seen: new Set(avoid.map(sameTextKey)),
    usedFormats: new Set(),
    situationFormats: new Set(situationFormats.map((format) => format.id)),
    situationCaptions: 0,
    misfortune: topic.misfortune,
    random,
  };
}

/** The topic's core words and an emoji, clipped to the template; unique by emoji, then by a number. */
function plainCaption(candidate: CaptionCandidate, context: Context): string {
  const core = context.views.at(-1)!.core;
  for (let round = 0; ; round++) {
    for (const emoji of PLAIN_EMOJI) {
      const suffix = round === 0 ? ` ${emoji}` : ` ${emoji} ${round + 1}`;
      const caption = `${clip(capitalize(core), Math.max(1, candidate.maxChars - suffix.length))}${suffix}`;
      if (!context.seen.has(sameTextKey(caption))) return caption;
    }
  }
}

function draftFor(candidates: readonly CaptionCandidate[], context: Context): Draft {
  const preferSituation = context.situationCaptions < MAX_SITUATION_CAPTIONS;
  const ranked = rankChoices(
    candidates,
    FORMATS[context.level],
    context.usedFormats,
    context.situationFormats,
    preferSituation,
    context.random,
    context.misfortune,
  );
  for (const choice of ranked) {
    const caption = fitFormat(choice.format, context.views, choice.candidate.maxChars, context.random, preferSituation);
    if (caption === null || context.seen.has(sameTextKey(caption))) continue;
    // The topic was sanitized and the formats are vetted per level; this guards their combination.
    if (languageProblem(caption, context.level) !== null) continue;
    return { candidate: choice.candidate, caption, formatId: choice.format.id };
  }
  const candidate = candidates[0]!;
  return { candidate, caption: plainCaption(candidate, context), formatId: null };
}

/** Remembers what a caption used, so the next slot says something else. */
function record(draft: Draft, context: Context): void {
  context.seen.add(sameTextKey(draft.caption));
  if (draft.formatId) context.usedFormats.add(draft.formatId);
  if (quotesSituation(draft.caption, context.views[0]!)) context.situationCaptions++;
}

/** A batch: slots with the fewest candidates choose first, so a later slot is not left without a template. */
export function draftBatch(request: CaptionBatchRequest, random: RandomSource): Draft[] {
  const context = contextFor(request.description, request.level, request.avoid ?? [], random);
  const usedTemplates = new Set<number>();
  const drafts: Draft[] = [];
  const order = request.slots
    .map((slot, index) => ({ slot, index }))
    .sort((a, b) => a.slot.candidates.length - b.slot.candidates.length);
  for (const { slot, index } of order) {
    if (slot.candidates.length === 0) throw new Error(`caption slot ${index} has no candidate templates`);
    const unused = slot.candidates.filter((candidate) => !usedTemplates.has(candidate.id));
    // Reusing a template is the last resort, only when the caller offered no other.
    const draft = draftFor(unused.length > 0 ? unused : slot.candidates, context);
    usedTemplates.add(draft.candidate.id);
    record(draft, context);
    drafts[index] = draft;
  }
  return drafts;
}

export function writeMemes(request: CaptionBatchRequest, random: RandomSource): WrittenMeme[] {
  return draftBatch(request, random).map((draft) => ({ templateId: draft.candidate.id, caption: draft.caption }));
}

/** One caption for one template (the editor's tagline call). */
export function writeCaption(request: SingleCaptionRequest, random: RandomSource = Math.random): string {
  const context = contextFor(request.description, request.level, request.avoid ?? [], random);
  return draftFor([request.template], context).caption;
}

export function createOfflineCaptionWriter(options: OfflineWriterOptions = {}): OfflineCaptionWriter {
  const random = options.random ?? Math.random;
  return {
    name: 'offline',
    async writeBatch(request: CaptionBatchRequest, signal?: AbortSignal): Promise<CaptionBatchResult> {
      signal?.throwIfAborted();
      const memes = writeMemes(request, random);
      options.metrics?.captionsWritten.inc({ writer: 'offline' }, memes.length);
      return { memes, writer: 'offline', fallback: null };
    },
    writeCaption(request: SingleCaptionRequest): string {
      const caption = writeCaption(request, random);
      options.metrics?.captionsWritten.inc({ writer: 'offline' });
      return caption;
    },
  };
}
