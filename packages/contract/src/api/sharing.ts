/**
 * Share links (our addition, decision 025): the owner turns a finished meme into a public page at
 * `/m/{id}` and back. While it is shared, the page, its data and its card image answer; once it is
 * not (or the meme is gone), all three are a 404.
 */
import { z } from 'zod';
import { TemplateTypeSchema } from './templates';

/** The public page of a shared meme (a web route, not under an API prefix). */
export const SHARED_MEME_PREFIX = '/m/';

export function sharedMemePath(memeId: string): string {
  return `${SHARED_MEME_PREFIX}${encodeURIComponent(memeId)}`;
}

/** The still a shared page's link preview shows (the meme, or a video meme's poster frame), served while shared. */
export function sharedMemeImagePath(memeId: string): string {
  return `${sharedMemePath(memeId)}/image`;
}

/** The meme id a `/m/{id}` path names, whatever its form (checked by the caller); null for other paths. */
export function sharedMemeIdOfPath(pathname: string): string | null {
  const match = /^\/m\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** Answer of POST and DELETE /memes/item/{id}/share/. */
export const MemeShareSchema = z
  .object({
    memeId: z.uuid(),
    /** The public page's absolute URL while shared; null once sharing stopped. */
    shareUrl: z.string().nullable(),
    /** When sharing was turned on; null when the meme is private. */
    sharedAt: z.string().nullable(),
  })
  .meta({ id: 'MemeShare' });
export type MemeShare = z.infer<typeof MemeShareSchema>;

/** What the public page of a shared meme shows (GET /memes/shared/{id}/, and the server's render). */
export const SharedMemeSchema = z
  .object({
    memeId: z.uuid(),
    /** The page's title: the meme's caption (its first text layer), or a plain name when it has none. */
    title: z.string(),
    /** The caption as written, line breaks kept (empty when it has none). */
    caption: z.string(),
    altText: z.string(),
    type: TemplateTypeSchema,
    /** The rendered meme's size in pixels (also the still's). */
    width: z.number().int(),
    height: z.number().int(),
    /** Absolute URLs. `imageUrl`: the meme itself, or a video meme's poster frame (with its caption). */
    pageUrl: z.string(),
    imageUrl: z.string(),
    imageType: z.string(),
    /** The video meme's file (absolute), which plays on the page; null for an image meme. */
    videoUrl: z.string().nullable(),
    videoType: z.string().nullable(),
    /** The name of the template it was made on, when it was made on one. */
    templateTitle: z.string().nullable(),
    createdAt: z.string(),
    sharedAt: z.string(),
  })
  .meta({ id: 'SharedMeme' });
export type SharedMeme = z.infer<typeof SharedMemeSchema>;
