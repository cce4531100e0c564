/**
 * The generated batch in local storage (spec §3), so a reload keeps it on screen and polling of
 * its unfinished memes resumes. What cannot be read back as memes (an older shape, a hand edit) is
 * dropped rather than trusted.
 */
import { GENERATED_MEMES_STORAGE_KEY, MemeSchema, type Meme } from '@memeforge/contract';

const StoredMemesSchema = MemeSchema.array();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled by the browser's privacy settings.
  }
}

export function readGeneratedMemes(): Meme[] {
  const raw = storage()?.getItem(GENERATED_MEMES_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed = StoredMemesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeGeneratedMemes(memes: Meme[]) {
  const store = storage();
  if (!store) return;
  try {
    if (memes.length === 0) store.removeItem(GENERATED_MEMES_STORAGE_KEY);
    else store.setItem(GENERATED_MEMES_STORAGE_KEY, JSON.stringify(memes));
  } catch {
    // Quota exceeded: the batch still shows; it just will not survive a reload.
  }
}

/** A meme deleted on My Memes leaves the stored batch too. */
export function forgetGeneratedMeme(memeId: string) {
  const memes = readGeneratedMemes();
  if (memes.some((meme) => meme.memeId === memeId)) {
    writeGeneratedMemes(memes.filter((meme) => meme.memeId !== memeId));
  }
}
