/**
 * The caption fonts in the browser: the same files the server draws with (served by the server's
 * caption-fonts plugin, named in its manifest), declared as FontFaces under the same family names
 * as render's CAPTION_FONT_FAMILIES, so the preview's canvas measures and draws with the same
 * glyphs as the saved meme (decision 019). Loaded when the editor opens, never on other pages.
 *
 * The Chinese/Japanese/Korean family is 10.5 MB, more than all the others together ten times over,
 * so it loads only once the text has a character from those scripts: until then the family is
 * simply absent from the stack, and the preview redraws when it arrives (the generation changes).
 */
import { CAPTION_FONT_MANIFEST_URL, CaptionFontManifestSchema, type CaptionFontManifest } from '@memeforge/contract';
import { CAPTION_FONT_FAMILIES, type CaptionFontFamily } from '@memeforge/render/layout';

const CJK_FAMILY: CaptionFontFamily = 'MemeForge Noto Sans SC';
const CORE_FAMILIES = CAPTION_FONT_FAMILIES.filter((family) => family !== CJK_FAMILY);
/** Han, kana, Hangul, CJK punctuation and full-width forms, and the supplementary ideograph planes. */
const CJK_TEXT =
  /[\u2E80-\u2FFF\u3000-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[\u{20000}-\u{3FFFF}]/u;

let manifest: Promise<CaptionFontManifest> | null = null;
let core: Promise<void> | null = null;
let cjk: Promise<void> | null = null;
let generation = 0;
const listeners = new Set<() => void>();

/** Whether drawing this text needs the CJK family. */
export function needsCjkFont(text: string): boolean {
  return CJK_TEXT.test(text);
}

async function fetchManifest(): Promise<CaptionFontManifest> {
  const response = await fetch(CAPTION_FONT_MANIFEST_URL, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`caption fonts: the manifest answered ${response.status}`);
  return CaptionFontManifestSchema.parse(await response.json());
}

/** Every family asked for or none: a missing one fails before anything loads; the faces are added together. */
async function loadFamilies(families: readonly CaptionFontFamily[]): Promise<void> {
  manifest ??= fetchManifest().catch((error: unknown) => {
    manifest = null;
    throw error;
  });
  const { fonts } = await manifest;
  const faces = families.map((family) => {
    const entry = fonts.find((font) => font.family === family);
    if (!entry) throw new Error(`caption fonts: the server has no ${family}`);
    // Default descriptors (normal weight and style), as the server registers each file: the
    // canvas asks for normal, so no face is ever synthesised bold or skipped.
    return new FontFace(family, `url("${entry.url}") format("${entry.format}")`);
  });
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
  generation += 1;
  for (const listener of listeners) listener();
}

function retryable(load: () => Promise<void>, forget: () => void): Promise<void> {
  return load().catch((error: unknown) => {
    // The next try reads the manifest again too: a deploy may have fixed what was missing.
    manifest = null;
    forget();
    throw error;
  });
}

/**
 * Loads the caption families that drawing `text` needs (all but CJK, plus CJK when the text has
 * it) and resolves when they are in. Memoised: each family loads once per page (the files are
 * cached for good); a failed load may be tried again.
 */
export function loadCaptionFonts(text = ''): Promise<void> {
  core ??= retryable(
    () => loadFamilies(CORE_FAMILIES),
    () => (core = null),
  );
  if (!needsCjkFont(text)) return core;
  cjk ??= retryable(
    () => loadFamilies([CJK_FAMILY]),
    () => (cjk = null),
  );
  return Promise.all([core, cjk]).then(() => undefined);
}

/**
 * Counts completed font loads: measurements taken before a load are stale after it (the preview
 * keeps its measure cache per value).
 */
export function captionFontsGeneration(): number {
  return generation;
}

/** Calls `listener` after each completed load (the preview redraws); answers the unsubscribe. */
export function onCaptionFontsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
