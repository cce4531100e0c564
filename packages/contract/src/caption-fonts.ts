/**
 * The caption fonts the server serves to the editor preview (the same files it draws with;
 * decision 019). The font files' names carry a hash of their content, so they are cached for good;
 * the manifest, which names them, is revalidated on every load.
 */
import { z } from 'zod';
import { ENDPOINTS } from './endpoints';

/** Lists every caption font family with the URL of its file. */
export const CAPTION_FONT_MANIFEST_URL = `${ENDPOINTS.captionFonts}manifest.json`;

export const CAPTION_FONT_FORMATS = { ttf: 'truetype', woff2: 'woff2' } as const;
export type CaptionFontExtension = keyof typeof CAPTION_FONT_FORMATS;

/** `/fonts/<slug>.<hash>.<ext>`: the slug names the family, the hash its file's content. */
export function captionFontUrl(slug: string, hash: string, extension: CaptionFontExtension): string {
  return `${ENDPOINTS.captionFonts}${slug}.${hash}.${extension}`;
}

/** 'MemeForge Noto Sans SC' → 'noto-sans-sc'. */
export function captionFontSlug(family: string): string {
  return family
    .replace(/^MemeForge\s+/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const CaptionFontManifestSchema = z.object({
  fonts: z.array(
    z.object({
      /** The family name the renderers use (render's CAPTION_FONT_FAMILIES). */
      family: z.string().min(1),
      url: z.string().startsWith(ENDPOINTS.captionFonts),
      /** The CSS `format()` of the file. */
      format: z.enum(['truetype', 'woff2']),
    }),
  ),
});
export type CaptionFontManifest = z.infer<typeof CaptionFontManifestSchema>;
