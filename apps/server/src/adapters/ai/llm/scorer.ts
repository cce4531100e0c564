/**
 * Picks the captions to show from the LLM's candidates (it writes more than there are slots).
 *
 * Rules, broken = never shown: the template is one of the slot's candidates; the caption is not
 * empty, within the template's maxChars and in language the level allows (safety.ts: blocklist and
 * profanity); it has the parts its template's format asks for (one line, or two for the line
 * formats like "Nobody:\nMe: …", for the single-part formats); it is readable in its band (the
 * render package's layout, with the real fonts for images: a caption the layout must shrink below
 * three quarters of its size is refused); it is not a caption from the avoid list.
 *
 * Among the rest, a score: names the topic's subject (strongly), fits the format exactly, takes
 * few lines in the band, is unlike the user's recent captions, uses the slot's more relevant
 * templates and the model's own first choices. Slots are filled best score first, each pick also
 * kept apart from those already made: no template twice (unless the slot has no other left), no
 * two captions alike (the same words, or mostly the same) and, where possible, no two opening alike.
 */
import { CAPTION_FORMATS, type CaptionFormat } from '@memeforge/contract';
import { createCaptionMeasure } from '@memeforge/render/measure';
import {
  IMAGE_ADAPTIVE_FONT_PX_AT_480,
  VIDEO_DEFAULT_DRAG_Y_OFFSET,
  layoutHeaderBand,
  layoutVideoCaption,
  type MeasureText,
} from '@memeforge/render/layout';
import { languageProblem } from '../safety';
import { partsWanted } from '../parts';
import type { CaptionBatchRequest, CaptionCandidate, WrittenMeme } from '../types';

/** One caption the model offered for a slot (slot numbers are 1-based, as in the prompt). */
export interface OfferedCaption {
  slot: number;
  templateId: number;
  caption: string;
}

export interface RejectedCaption extends OfferedCaption {
  reason: string;
}

export interface ScoredCaption extends OfferedCaption {
  score: number;
  onTopic: boolean;
  lines: number;
}

export interface Selection {
  /** One per slot, in slot order; null where no candidate was usable. */
  memes: Array<WrittenMeme | null>;
  /** The candidates that broke a rule, with the rule. */
  rejected: RejectedCaption[];
  /** Every usable candidate and its score (for the log and the tests). */
  scored: ScoredCaption[];
}

/** Models like to wrap a caption in quotes and pad it; neither is part of the caption. */
export function cleanCaption(caption: string): string {
  let text = caption.trim();
  const quoted = /^(["“'])([\s\S]*)(["”'])$/u.exec(text);
  if (quoted && (quoted[1] === quoted[3] || (quoted[1] === '“' && quoted[3] === '”'))) text = quoted[2]!.trim();
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export const captionKey = (caption: string) => caption.toLowerCase().replace(/\s+/g, ' ').trim();

const STOP_WORDS = new Set(
  (
    'the a an and or but if then than so of to in on at by for with from into onto over under about as is are was ' +
    'were be been being am do does did doing have has had having it its it’s this that these those there here my ' +
    'your our their his her its me you we they he she them us him i not no yes very just really too also when ' +
    'while during after before what who whom which why how all any some every each more most much many can could ' +
    'will would should shall may might must get gets got getting make makes made one ones out up down off again ' +
    'like still even only own same other such new'
  ).split(' '),
);

/**
 * A word's rough stem, so "meetings" names "meeting", "cats" names "cat" and "sitting" names "sits"
 * (a doubled last consonant is read as one, whatever was stripped).
 */
function stem(word: string): string {
  let w = word.replace(/['’]s$/u, '');
  for (const [suffix, replacement] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  return /([b-df-hj-np-tv-z])\1$/u.test(w) ? w.slice(0, -1) : w;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*/gu) ?? [];

/** The topic's words that say what it is about: not function words, three letters or more. */
export function topicWords(description: string): string[] {
  return [
    ...new Set(
      wordsOf(description)
        .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
        .map(stem),
    ),
  ];
}

/** How many of the topic's words the caption names (their stems). */
function topicHits(caption: string, topic: readonly string[]): number {
  const stems = new Set(wordsOf(caption).map(stem));
  return topic.filter((word) => stems.has(word)).length;
}

/**
 * Word-set overlap (Jaccard), 0 to 1: 1 for the same words in any order. The topic's own words
 * are left out (every caption names the topic; that does not make two captions one joke).
 */
function similarity(a: string, b: string, topic: readonly string[] = []): number {
  const ignored = new Set(topic);
  const left = new Set(
    wordsOf(a)
      .map(stem)
      .filter((word) => !ignored.has(word)),
  );
  const right = new Set(
    wordsOf(b)
      .map(stem)
      .filter((word) => !ignored.has(word)),
  );
  if (left.size === 0 || right.size === 0) return left.size === right.size ? 1 : 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Captions this alike are one joke told twice. */
const ALIKE = 0.7;
const opening = (caption: string) => wordsOf(caption).slice(0, 2).join(' ');

export const partsOf = (caption: string) => caption.split('\n').filter((line) => line.trim()).length;

/** Whether the caption has the parts its format asks for; null when it does, else why not. */
export function formatProblem(caption: string, format: CaptionFormat): string | null {
  const wanted = CAPTION_FORMATS[format].parts.length;
  const parts = partsOf(caption);
  if (wanted === 1) return parts <= 2 ? null : `${format} takes one line (two for a line format), got ${parts}`;
  return parts === wanted ? null : `${format} takes ${wanted} parts, got ${parts}`;
}

/**
 * A template with text boxes (decision 057): a line per box, each fitting its box at a readable
 * size; null when the caption does, else why not. Without boxes, its format's parts.
 */
export function boxesProblem(caption: string, candidate: Pick<CaptionCandidate, 'format' | 'boxes'>): string | null {
  const boxes = candidate.boxes ?? [];
  if (boxes.length === 0) return formatProblem(caption, candidate.format);
  const lines = caption.split('\n').filter((line) => line.trim());
  if (lines.length !== boxes.length) return `the template has ${boxes.length} text boxes, got ${lines.length} lines`;
  const misfit = boxes.findIndex((box, index) => !box.fits(lines[index]!));
  return misfit < 0 ? null : `line ${misfit + 1} does not fit its box ("${boxes[misfit]!.label}")`;
}

/** How a caption sits in its band: lines and the share of its normal font size it keeps. */
export interface BandFit {
  lines: number;
  fontScale: number;
}

/** The layout's reference size: the templates' sizes are not known here, so a 480 px square. */
const BAND_WIDTH = 480;
const BAND_HEIGHT = 480;
/** Below this share of its normal size a caption is too small to read on a phone. */
const READABLE_FONT_SCALE = 0.75;

let measure: MeasureText | undefined;

/** The caption laid out as the renderer will lay it out (image header band, or the video's overlay). */
export function bandFit(caption: string, type: 1 | 2): BandFit {
  if (type === 1) {
    measure ??= createCaptionMeasure();
    const band = layoutHeaderBand({
      caption,
      fontSizeFraction: null,
      width: BAND_WIDTH,
      imageHeight: BAND_HEIGHT,
      measure,
    });
    // The band grows with the text; past half the picture it buries the picture it captions.
    const tall = band.bandHeight > BAND_HEIGHT / 2 ? (BAND_HEIGHT / 2 / band.bandHeight) * READABLE_FONT_SCALE : 1;
    return { lines: band.lines.length, fontScale: Math.min(band.fontSizePx / IMAGE_ADAPTIVE_FONT_PX_AT_480, tall) };
  }
  const free = layoutVideoCaption({
    caption,
    fontSizeFraction: null,
    dragYOffset: VIDEO_DEFAULT_DRAG_Y_OFFSET,
    frameWidth: BAND_WIDTH,
    frameHeight: 100_000,
  });
  const fitted = layoutVideoCaption({
    caption,
    fontSizeFraction: null,
    dragYOffset: VIDEO_DEFAULT_DRAG_Y_OFFSET,
    frameWidth: BAND_WIDTH,
    frameHeight: (BAND_WIDTH * 9) / 16,
  });
  return { lines: fitted.lines.length, fontScale: fitted.fontSizePx / free.fontSizePx };
}

/** Lines a caption may take before it scores lower. */
const COMFORTABLE_LINES: Record<1 | 2, number> = { 1: 3, 2: 2 };

function ruleBroken(
  offered: OfferedCaption,
  candidate: CaptionCandidate | undefined,
  request: CaptionBatchRequest,
  avoid: ReadonlySet<string>,
): string | null {
  if (!candidate) return `template ${offered.templateId} is not a candidate of slot ${offered.slot}`;
  const caption = offered.caption;
  if (!caption) return 'empty caption';
  if (caption.length > candidate.maxChars) {
    return `caption is ${caption.length} characters, template takes ${candidate.maxChars}`;
  }
  const language = languageProblem(caption, request.level);
  if (language) return `caption contains ${language}`;
  const format = boxesProblem(caption, candidate);
  if (format) return format;
  if (avoid.has(captionKey(caption))) return 'caption is on the avoid list';
  return null;
}

export function selectCaptions(request: CaptionBatchRequest, offers: readonly OfferedCaption[]): Selection {
  const avoidList = request.avoid ?? [];
  const avoid = new Set(avoidList.map(captionKey));
  const topic = topicWords(request.description);
  const rejected: RejectedCaption[] = [];
  const scored: ScoredCaption[] = [];
  const seen = new Set<string>();

  offers.forEach((raw, order) => {
    const offered = { ...raw, caption: cleanCaption(raw.caption) };
    const slot = request.slots[offered.slot - 1];
    if (!slot) return rejected.push({ ...offered, reason: `there is no slot ${offered.slot}` });
    const candidate = slot.candidates.find((entry) => entry.id === offered.templateId);
    const broken = ruleBroken(offered, candidate, request, avoid);
    if (broken || !candidate) return rejected.push({ ...offered, reason: broken ?? 'no candidate' });
    const repeat = `${offered.slot}:${offered.templateId}:${captionKey(offered.caption)}`;
    if (seen.has(repeat)) return rejected.push({ ...offered, reason: 'the same candidate twice' });
    seen.add(repeat);
    // Text in boxes was fitted to them above; a band caption is laid out in its band.
    const fit = candidate.boxes?.length
      ? { lines: partsOf(offered.caption), fontScale: 1 }
      : bandFit(offered.caption, slot.type);
    if (fit.fontScale < READABLE_FONT_SCALE) {
      return rejected.push({ ...offered, reason: 'caption is too long to read in its band' });
    }
    const hits = topic.length === 0 ? 1 : topicHits(offered.caption, topic);
    const exactFormat = partsOf(offered.caption) === partsWanted(candidate);
    const likeRecent = Math.max(0, ...avoidList.map((recent) => similarity(recent, offered.caption, topic)));
    const score =
      (hits > 0 ? 3 + 0.5 * Math.min(hits - 1, 2) : 0) +
      (exactFormat ? 1 : 0) -
      0.5 * Math.max(0, fit.lines - COMFORTABLE_LINES[slot.type]) -
      2 * (1 - fit.fontScale) -
      (likeRecent >= ALIKE ? 2 : likeRecent >= 0.5 ? 0.5 : 0) -
      0.1 * slot.candidates.indexOf(candidate) -
      0.02 * order;
    scored.push({ ...offered, score, onTopic: hits > 0, lines: fit.lines });
  });

  const memes: Array<WrittenMeme | null> = request.slots.map(() => null);
  const usedTemplates = new Set<number>();
  const chosen: string[] = [];
  // Best first, each pick re-scored against the picks already made: a repeated opening costs a
  // little (two "POV:" memes in one batch read as one frame), a caption alike to a pick is out.
  // A template already used is taken again only for a slot nothing else could fill.
  for (const reuse of [false, true]) {
    for (;;) {
      let best: { entry: ScoredCaption; score: number } | undefined;
      for (const entry of scored) {
        if (memes[entry.slot - 1]) continue;
        if (!reuse && usedTemplates.has(entry.templateId)) continue;
        const alike = chosen.some(
          (pick) => captionKey(pick) === captionKey(entry.caption) || similarity(pick, entry.caption, topic) >= ALIKE,
        );
        if (alike) continue;
        const sameOpening = chosen.some((pick) => opening(pick) === opening(entry.caption));
        const score = entry.score - (sameOpening ? 0.75 : 0);
        if (!best || score > best.score) best = { entry, score };
      }
      if (!best) break;
      memes[best.entry.slot - 1] = { templateId: best.entry.templateId, caption: best.entry.caption };
      usedTemplates.add(best.entry.templateId);
      chosen.push(best.entry.caption);
    }
  }
  return { memes, rejected, scored };
}
