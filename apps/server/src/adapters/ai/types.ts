import type { CaptionFormat, ChatChipKey } from '@memeforge/contract';

export type UnhingedLevel = 1 | 2 | 3 | 4 | 5;

export interface CaptionCandidate {
  id: number; // template id
  type: 1 | 2; // 1 image, 2 video
  title: string;
  description: string;
  keywords: string[];
  useCases: string[];
  /** What the template's joke is: the caption is written in this format's parts. */
  format: CaptionFormat;
  /** Two or three captions that show the joke (parts separated by line breaks); may be empty. */
  examples: string[];
  /** The longest caption this template takes, in characters. */
  maxChars: number;
  /**
   * Its text boxes, in order, when its text goes on the picture (decision 057): the caption has a
   * line per box, each fitting its box. Absent or empty: one caption in the band, in the format's parts.
   */
  boxes?: readonly CaptionBox[];
}

/** One of a template's text boxes, as a caption writer sees it. */
export interface CaptionBox {
  /** What it holds ('left button', 'the boyfriend'): the LLM is told. */
  label: string;
  /** Whether a text fits the box at a readable size, laid out as the renderer lays it out. */
  fits(text: string): boolean;
}

/** One meme to write: its media type and the candidate templates for it, best first. */
export interface CaptionSlot {
  type: 1 | 2;
  candidates: CaptionCandidate[];
}

export interface CaptionBatchRequest {
  description: string; // the user's topic, trimmed, ≤ 250 chars
  level: UnhingedLevel;
  slots: CaptionSlot[]; // usually 4: e.g. 2 images + 2 videos
  /** Captions this user saw recently: do not repeat them. */
  avoid?: string[];
}

export interface WrittenMeme {
  templateId: number;
  caption: string;
}

export interface CaptionBatchResult {
  /** Same length and order as slots; no template twice in a batch; no caption twice. */
  memes: WrittenMeme[];
  writer: 'offline' | 'llm';
  /** Null, or why the LLM's answer was not used (e.g. 'timeout', 'malformed answer', 'http 500'). */
  fallback: string | null;
}

export interface CaptionWriter {
  readonly name: 'offline' | 'llm';
  writeBatch(request: CaptionBatchRequest, signal?: AbortSignal): Promise<CaptionBatchResult>;
  /** Edit With AI: changes one meme's caption and/or template (offline/edit.ts, llm/edit.ts). */
  editMeme?(request: CaptionEditRequest, signal?: AbortSignal): Promise<CaptionEditResult>;
}

/** One Edit With AI turn: the meme as the editor shows it, and what the person asked. */
export interface CaptionEditRequest {
  /** The meme's topic (what it was generated from); may be empty for a meme made by hand. */
  description: string;
  /** The level to write at (the chat raises it for 'More unhinged'). */
  level: UnhingedLevel;
  /** The caption now (possibly unsaved), parts on their own lines. */
  caption: string;
  /** The template now. */
  template: CaptionCandidate;
  /** Other templates of the same media type the person may use, best for the topic first (never the current one). */
  alternatives: CaptionCandidate[];
  /** The chip the message came from, or null for free text. */
  chip: ChatChipKey | null;
  /** The person's message as sent. */
  message: string;
  /** Captions and templates the chat already showed: a fresh answer avoids them. */
  avoid?: string[];
  avoidTemplates?: number[];
}

/** The ai's answer: what it says, and the change (null where nothing changed). */
export interface CaptionEditResult {
  reply: string;
  caption: string | null;
  templateId: number | null;
  writer: 'offline' | 'llm';
  fallback: string | null;
}

/** A source of uniform numbers in [0, 1): Math.random in production, a seeded one in tests. */
export type RandomSource = () => number;
