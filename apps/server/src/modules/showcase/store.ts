/**
 * What the showcase render made, kept as one JSON value in app_state: media keys (never URLs, so a
 * change of store or host needs no re-render) and the hash of the inputs it was made from.
 */
import { z } from 'zod';
import { readAppState, writeAppState } from '../../db/app-state-store';
import type { Db } from '../../db/types';

const STATE_KEY = 'showcase.state';

const StoredPictureSchema = z.array(
  z.object({ key: z.string(), width: z.number().int().positive(), height: z.number().int().positive() }),
);
export type StoredPicture = z.infer<typeof StoredPictureSchema>;

const Entry = { caption: z.string(), alt: z.string(), templateSlug: z.string(), templateTitle: z.string() };

export const ShowcaseStateSchema = z.object({
  /** sha256 of everything the render read: captions, templates' bytes, the render's version. */
  inputs: z.string(),
  images: z.array(z.object({ ...Entry, picture: StoredPictureSchema })),
  videos: z.array(
    z.object({ ...Entry, videoKey: z.string(), poster: StoredPictureSchema, duration: z.number().nullable() }),
  ),
  templates: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      type: z.union([z.literal(1), z.literal(2)]),
      thumbnail: StoredPictureSchema,
    }),
  ),
  reel: z.object({ key: z.string(), poster: StoredPictureSchema }).nullable(),
});
export type ShowcaseState = z.infer<typeof ShowcaseStateSchema>;

/** The last render's result; undefined before the first (or when the stored value is unreadable). */
export async function readShowcaseState(db: Db): Promise<ShowcaseState | undefined> {
  const value = await readAppState(db, STATE_KEY);
  if (value === undefined) return undefined;
  try {
    const parsed = ShowcaseStateSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function writeShowcaseState(db: Db, state: ShowcaseState): Promise<void> {
  await writeAppState(db, STATE_KEY, JSON.stringify(state));
}
