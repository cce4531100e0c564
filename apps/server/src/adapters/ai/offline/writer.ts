/**
 * The offline caption writer v2: no network, a few milliseconds a batch. It reads the description
 * (./understand.ts), then for each slot picks a template (./choose.ts) and writes the caption in
 * that template's caption format with one of the format's frames at the level (./frames), fitted
 * to the template's limit and checked (./compose.ts). Within a batch no frame repeats. One caption
 * for one template (writeCaption) is the same step the batch repeats.
 */
import type { CaptionFormat } from '@memeforge/contract';
import type { Metrics } from '../../../metrics';
import type {
  CaptionBatchRequest,
  CaptionBatchResult,
  CaptionCandidate,
  CaptionWriter,
  RandomSource,
  UnhingedLevel,
  WrittenMeme,
} from '../types';
import { partsFor, partsRuleOf, type PartsRule } from './boxes';
import { orderCandidates, orderFrames, usesMore } from './choose';
import { fitFrame, openingOf, viewsOf } from './compose';
import type { Words } from './frames';
import { capitalize, clip, sameTextKey } from './text';
import { twistOf, type Twist } from './twist';
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
  /** Frame ids not to use (a "different" caption than the one these wrote). */
  avoidFrames?: readonly string[];
}

export interface OfflineCaptionWriter extends CaptionWriter {
  readonly name: 'offline';
  /** One caption for one template: the step a batch repeats per slot. */
  writeCaption(request: SingleCaptionRequest): string;
}

/** A written meme and how: the frame's id, or `plain-<format>` for the last-resort caption. */
export interface Draft {
  candidate: CaptionCandidate;
  caption: string;
  frameId: string;
  /** Whether the frame said more of the topic than its noun phrase (its clause, scene, action or pair). */
  saidMore: boolean;
}

/** Emoji for the last-resort caption, when no frame fits or all were taken. */
const PLAIN_EMOJI = ['😂', '🔥', '💀', '✨', '😭', '👀', '🙃', '💯'];

interface Context {
  level: UnhingedLevel;
  views: Words[];
  /** Caption keys already used or to avoid. */
  seen: Set<string>;
  usedFrames: Set<string>;
  usedFormats: Set<CaptionFormat>;
  openings: Set<string>;
  twist: Twist | null;
  /** Whether a caption of the batch already says more of the topic than its noun phrase. */
  saidMore: boolean;
  misfortune: boolean;
  random: RandomSource;
}

function contextFor(
  description: string,
  level: UnhingedLevel,
  avoid: readonly string[],
  random: RandomSource,
  avoidFrames: readonly string[] = [],
): Context {
  const topic = understand(description, level);
  const twist = twistOf(description);
  return {
    level,
    views: viewsOf(topic, twist !== null),
    seen: new Set(avoid.map(sameTextKey)),
    usedFrames: new Set(avoidFrames),
    usedFormats: new Set(),
    openings: new Set(avoid.map(openingOf)),
    twist,
    saidMore: false,
    misfortune: topic.misfortune,
    random,
  };
}

type Plain = (core: string, emoji: string) => string[];

/**
 * The last-resort caption's shapes per format, longest first: the topic's core words in the
 * format's parts. The last shape names the core once, so it gets the most room.
 */
const PLAIN: Record<CaptionFormat, Plain[]> = {
  one_liner: [(core, emoji) => [`${core} ${emoji}`]],
  reaction: [(core, emoji) => [`Me when ${core} ${emoji}`], (core, emoji) => [`${core} ${emoji}`]],
  setup_punchline: [
    (core, emoji) => [`Me: ${core}?`, `Also me: ${core}. ${emoji}`],
    (core, emoji) => [`${core}?`, `${core}! ${emoji}`],
    (core, emoji) => [core, emoji],
  ],
  before_after: [
    (core, emoji) => [`Expectation: ${core}`, `Reality: ${core} ${emoji}`],
    (core, emoji) => [core, `${core} ${emoji}`],
    (core, emoji) => [core, emoji],
  ],
  two_options: [
    (core, emoji) => [core, `${core}, but louder ${emoji}`],
    (core, emoji) => [core, `${core}! ${emoji}`],
    (core, emoji) => [core, emoji],
  ],
  escalation: [
    (core, emoji) => [core, `${core}!`, `${core.toUpperCase()}!!! ${emoji}`],
    (core, emoji) => [core, '!', emoji],
    // Four steps, for a template with four boxes (expanding brain, the plan).
    (core, emoji) => [core, `${core}!`, `${core}!!`, `${core.toUpperCase()}!!! ${emoji}`],
    (core, emoji) => [core, '!', '!!', emoji],
  ],
};

/** The last-resort lines for any number of boxes: the topic, rising marks, the emoji last. */
const anyCount =
  (count: number): Plain =>
  (core, emoji) =>
    Array.from({ length: count }, (_, index) => (index === 0 ? core : index === count - 1 ? emoji : '!'.repeat(index)));

/**
 * The plain caption in the format that fits the limit, a shape whose opening the batch already has
 * passed over while another fits. With `clipped`, the core is clipped in the shortest shape when no
 * shape fits whole; without, there is no caption then (null).
 */
function plainIn(
  candidate: CaptionCandidate,
  core: string,
  emoji: string,
  openings: ReadonlySet<string>,
  clipped: boolean,
  rule: PartsRule | null,
): string | null {
  const { maxChars } = candidate;
  const lines = (shape: Plain, text: string) => partsFor(shape(text, emoji), rule);
  // The format's shapes that make the template's lines (a line per box: four steps for four boxes).
  const own = PLAIN[candidate.format].filter((shape) => lines(shape, 'x y') !== null);
  // A template whose boxes no shape of its format fills (five boxes, three options): the core, then marks.
  const shapes = own.length > 0 || !rule ? own : [anyCount(rule.count)];
  const fitting = shapes
    .map((shape) => lines(shape, core)?.join('\n'))
    .filter((caption): caption is string => caption !== undefined && caption.length <= maxChars);
  const chosen = fitting.find((caption) => !openings.has(openingOf(caption))) ?? fitting[0];
  if (chosen !== undefined) return chosen;
  if (!clipped || shapes.length === 0) return null;
  const last = shapes.at(-1)!;
  const room = Math.max(1, maxChars - last('', emoji).join('\n').length);
  return lines(last, clip(core, room))?.join('\n') ?? null;
}

/**
 * The last resort: the whole topic when it fits unclipped, else its core words (clipped if need
 * be), in the template's format within its limit; unique by emoji, then by a number, and opening
 * unlike the batch's other captions while the emoji alone can make it unique.
 */
function plainCaption(candidate: CaptionCandidate, context: Context): string {
  const whole = context.views[0]!;
  const cores = [
    { text: capitalize(whole.scene ?? whole.clause ?? whole.np), clipped: false },
    { text: capitalize(context.views.at(-1)!.core), clipped: true },
  ];
  const rule = partsRuleOf(candidate);
  // Text that fits each box is wanted; when a box is too small for anything the topic says, the
  // lines are drawn at the smallest size rather than leaving the meme without a caption.
  const lenient = rule ? { ...rule, splitAnywhere: true } : null;
  const rules = rule?.fits ? [lenient, { ...lenient!, fits: null }] : [lenient];
  for (let round = 0; ; round++) {
    for (const each of rules) {
      for (const core of cores) {
        for (const emoji of PLAIN_EMOJI) {
          const mark = round === 0 ? emoji : `${emoji} ${round + 1}`;
          const caption = plainIn(candidate, core.text, mark, context.openings, core.clipped, each);
          if (caption === null || context.seen.has(sameTextKey(caption))) continue;
          if (round === 0 && context.openings.has(openingOf(caption))) continue;
          return caption;
        }
      }
    }
  }
}

function draftFor(candidates: readonly CaptionCandidate[], context: Context): Draft {
  const rules = {
    level: context.level,
    usedFrames: context.usedFrames,
    misfortune: context.misfortune,
    saidMore: context.saidMore,
    // With a twist every caption that survives says the whole topic: no frame is favoured for it.
    twisted: context.twist !== null,
  };
  // First with the twist kept; when no frame can keep it (a topic too long for every template), a
  // frame's caption about the topic's subject still beats the plain last resort.
  for (const twist of context.twist ? [context.twist, null] : [null]) {
    for (const candidate of orderCandidates(candidates, context.usedFormats, context.random)) {
      for (const frame of orderFrames(candidate.format, rules, context.random)) {
        const caption = fitFrame(frame, context.views, {
          parts: partsRuleOf(candidate),
          maxChars: candidate.maxChars,
          level: context.level,
          taken: context.seen,
          key: sameTextKey,
          twist,
          openings: context.openings,
        });
        if (caption !== null) return { candidate, caption, frameId: frame.id, saidMore: usesMore(frame) };
      }
    }
  }
  const candidate = candidates[0]!;
  return {
    candidate,
    caption: plainCaption(candidate, context),
    frameId: `plain-${candidate.format}`,
    saidMore: false,
  };
}

/** Remembers what a caption used, so the next slot says something else. */
function record(draft: Draft, context: Context): void {
  context.seen.add(sameTextKey(draft.caption));
  context.usedFrames.add(draft.frameId);
  context.usedFormats.add(draft.candidate.format);
  context.openings.add(openingOf(draft.caption));
  context.saidMore ||= draft.saidMore;
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

/** One caption for one template, and the frame that wrote it. */
export function draftCaption(request: SingleCaptionRequest, random: RandomSource = Math.random): Draft {
  const context = contextFor(request.description, request.level, request.avoid ?? [], random, request.avoidFrames);
  return draftFor([request.template], context);
}

/** One caption for one template (the editor's tagline call). */
export function writeCaption(request: SingleCaptionRequest, random: RandomSource = Math.random): string {
  return draftCaption(request, random).caption;
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
