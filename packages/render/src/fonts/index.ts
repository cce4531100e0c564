/**
 * Registers the caption fonts with @napi-rs/canvas once per process. Skia falls back glyph by
 * glyph through the families listed in the `font` string (checked in fonts.test.ts), so one
 * `ctx.font = captionFont(px)` covers every script and emoji with no run splitting.
 */
import { GlobalFonts } from '@napi-rs/canvas';
import { CAPTION_FONT_FAMILIES, captionFont } from '../layout/font-stack';
import { captionFontFiles, type CaptionFontFile } from './files';

export { CAPTION_FONT_FAMILIES, captionFont, captionFontFiles, type CaptionFontFile };

let registered = false;

/** Idempotent; cheap after the first call (~15 ms the first time, mostly the woff2 emoji font). */
export function registerCaptionFonts(): void {
  if (registered) return;
  for (const file of captionFontFiles()) {
    // GlobalFonts is process-wide, and a second copy of this module (test isolation) must not
    // register the same family twice.
    if (GlobalFonts.has(file.family)) continue;
    if (!GlobalFonts.registerFromPath(file.path, file.family)) {
      throw new Error(`could not register caption font ${file.family} from ${file.path}`);
    }
  }
  registered = true;
}
