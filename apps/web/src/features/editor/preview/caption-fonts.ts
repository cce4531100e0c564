/**
 * The caption fonts in the browser: the same files the server draws with (served by the server's
 * caption-fonts plugin, named in its manifest), declared as FontFaces under the same family names
 * as render's CAPTION_FONT_FAMILIES, so the preview's canvas measures and draws with the same
 * glyphs as the saved meme (decision 019). Loaded when the editor opens, never on other pages.
 */
import { CAPTION_FONT_MANIFEST_URL, CaptionFontManifestSchema } from '@memeforge/contract';
import { CAPTION_FONT_FAMILIES } from '@memeforge/render/layout';

let loading: Promise<void> | null = null;
let generation = 0;

async function load(): Promise<void> {
  const response = await fetch(CAPTION_FONT_MANIFEST_URL, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`caption fonts: the manifest answered ${response.status}`);
  const manifest = CaptionFontManifestSchema.parse(await response.json());
  // Every family or none: a manifest without one fails before anything loads, and the faces are
  // added together once all have loaded.
  const faces = CAPTION_FONT_FAMILIES.map((family) => {
    const entry = manifest.fonts.find((font) => font.family === family);
    if (!entry) throw new Error(`caption fonts: the server has no ${family}`);
    // Default descriptors (normal weight and style), as the server registers each file: the
    // canvas asks for normal, so no face is ever synthesised bold or skipped.
    return new FontFace(family, `url("${entry.url}") format("${entry.format}")`);
  });
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
  generation += 1;
}

/**
 * Adds a FontFace for every caption family and resolves when all are loaded. Memoised: the fonts
 * load once per page (the files are cached for good); a failed load may be tried again.
 */
export function loadCaptionFonts(): Promise<void> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Counts completed font loads: measurements taken before a load are stale after it (the preview
 * keeps its measure cache per value).
 */
export function captionFontsGeneration(): number {
  return generation;
}
