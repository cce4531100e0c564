/**
 * The generated batch in local storage (product.md §3.11), so a reload keeps it on screen and
 * polling of its unfinished memes resumes. It is stored with what it was generated from, which
 * Regenerate sends again. What cannot be read back as memes (an older shape, a hand edit) is
 * dropped rather than trusted; a batch stored before the input was kept (a bare list of memes) is
 * read without it.
 */
import { z } from 'zod';
import {
  GENERATED_MEMES_STORAGE_KEY,
  GENERATION_MEDIA_TYPES,
  MEDIA_TYPE,
  MemeSchema,
  defaultAltText,
  UNHINGED_MAX,
  UNHINGED_MIN,
  type Meme,
} from '@memeforge/contract';
import type { GenerationInput } from './batch';

export interface GeneratedBatch {
  memes: Meme[];
  /** What the batch was generated from; null for a batch stored before it was kept. */
  input: GenerationInput | null;
}

export const EMPTY_BATCH: GeneratedBatch = { memes: [], input: null };

/**
 * Memes as kept in the browser. A batch stored before memes carried their alt text gets the
 * default one (template title and caption) rather than being dropped.
 */
const StoredMemesSchema = MemeSchema.extend({ altText: z.string().optional() })
  .transform((meme) => ({
    ...meme,
    altText:
      meme.altText ??
      defaultAltText({
        kind: meme.type === MEDIA_TYPE.video ? 'video' : 'image',
        templateTitle: meme.templateTitle,
        templateDescription: null,
        caption: meme.tagline,
      }),
  }))
  .array();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled by the browser's privacy settings.
  }
}

/** An unreadable input only hides Regenerate; the memes are still worth showing. */
function readInput(value: unknown): GenerationInput | null {
  const { description, mediaType, unhingedLevel } = (value ?? {}) as Record<string, unknown>;
  if (typeof description !== 'string' || description.trim() === '') return null;
  const type = GENERATION_MEDIA_TYPES.find((known) => known === mediaType);
  if (!type || typeof unhingedLevel !== 'number' || !Number.isInteger(unhingedLevel)) return null;
  if (unhingedLevel < UNHINGED_MIN || unhingedLevel > UNHINGED_MAX) return null;
  return { description, mediaType: type, unhingedLevel };
}

function readBatch(value: unknown): GeneratedBatch {
  // Before the input was kept, the batch was stored as a bare list of memes.
  const stored = Array.isArray(value) ? { memes: value, input: null } : (value as Record<string, unknown> | null);
  const memes = StoredMemesSchema.safeParse(stored?.memes);
  return memes.success ? { memes: memes.data, input: readInput(stored?.input) } : EMPTY_BATCH;
}

export function readGeneratedBatch(): GeneratedBatch {
  const raw = storage()?.getItem(GENERATED_MEMES_STORAGE_KEY);
  if (!raw) return EMPTY_BATCH;
  try {
    return readBatch(JSON.parse(raw));
  } catch {
    return EMPTY_BATCH;
  }
}

export function writeGeneratedBatch(batch: GeneratedBatch) {
  const store = storage();
  if (!store) return;
  try {
    if (batch.memes.length === 0) store.removeItem(GENERATED_MEMES_STORAGE_KEY);
    else store.setItem(GENERATED_MEMES_STORAGE_KEY, JSON.stringify(batch));
  } catch {
    // Quota exceeded: the batch still shows; it just will not survive a reload.
  }
}

/** A meme deleted on My Memes leaves the stored batch too. */
export function forgetGeneratedMeme(memeId: string) {
  const batch = readGeneratedBatch();
  if (batch.memes.some((meme) => meme.memeId === memeId)) {
    writeGeneratedBatch({ ...batch, memes: batch.memes.filter((meme) => meme.memeId !== memeId) });
  }
}

/** A reaction made on My Memes shows on the generate page's stored batch too. */
export function patchGeneratedMeme(memeId: string, patch: Partial<Meme>) {
  const batch = readGeneratedBatch();
  if (batch.memes.some((meme) => meme.memeId === memeId)) {
    writeGeneratedBatch({
      ...batch,
      memes: batch.memes.map((meme) => (meme.memeId === memeId ? { ...meme, ...patch } : meme)),
    });
  }
}
