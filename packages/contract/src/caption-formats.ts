/**
 * What a template's joke is: how many parts its caption has and what each part does. The caption
 * writers write for the format; the starter library, imports and uploads name one (uploads default
 * to a one-liner). A multi-part caption is one text whose parts are separated by line breaks, in
 * the order listed here.
 */
import { z } from 'zod';

export const CAPTION_FORMATS = {
  /** One line that is the whole joke (a label, a hot take, a statement). */
  one_liner: { parts: ['caption'], summary: 'One line that is the whole joke' },
  /** A situation, then the twist. */
  setup_punchline: { parts: ['setup', 'punchline'], summary: 'A setup, then the punchline' },
  /** What was hoped for, then what happened (expectation vs reality, before/after, glow up). */
  before_after: { parts: ['before', 'after'], summary: 'Before and after, or expectation and reality' },
  /** A choice between two things (two buttons, nope/yes, plain vs fancy). */
  two_options: { parts: ['option A', 'option B'], summary: 'Two options set against each other' },
  /** Steps that escalate from ordinary to absurd (expanding brain, clown makeup). */
  escalation: { parts: ['step 1', 'step 2', 'step 3'], summary: 'Steps that escalate from normal to absurd' },
  /** A face or scene that reacts to a situation the caption names ("Me when ..."). */
  reaction: { parts: ['situation'], summary: 'A reaction to a situation the caption names' },
} as const;

export type CaptionFormat = keyof typeof CAPTION_FORMATS;
export const CAPTION_FORMAT_KEYS = Object.keys(CAPTION_FORMATS) as [CaptionFormat, ...CaptionFormat[]];
export const DEFAULT_CAPTION_FORMAT: CaptionFormat = 'one_liner';
export const CaptionFormatSchema = z.enum(CAPTION_FORMAT_KEYS, {
  error: `The caption format is one of: ${CAPTION_FORMAT_KEYS.join(', ')}.`,
});

/** At most this many example captions per template, each at most the meme text's limit. */
export const MAX_EXAMPLE_CAPTIONS = 5;
