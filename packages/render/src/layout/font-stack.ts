/**
 * The caption font stack, by family name. The server registers these names with the font files
 * (src/fonts); the editor preview declares the same names with @font-face over the same files, so
 * both draw and measure with the same glyphs. Order matters: a glyph comes from the first family
 * that has it (Latin from Anton, Cyrillic and Greek from Noto Sans, then CJK, Arabic, Hebrew, emoji).
 */
export const CAPTION_FONT_FAMILIES = [
  'MemeForge Anton',
  'MemeForge Noto Sans',
  'MemeForge Noto Sans SC',
  'MemeForge Noto Sans Arabic',
  'MemeForge Noto Sans Hebrew',
  'MemeForge Twemoji',
] as const;

export type CaptionFontFamily = (typeof CAPTION_FONT_FAMILIES)[number];

/** The canvas/CSS `font` shorthand for captions at a size (weights come from the files). */
export function captionFont(fontSizePx: number): string {
  return `${fontSizePx}px ${CAPTION_FONT_FAMILIES.map((family) => `"${family}"`).join(', ')}`;
}
