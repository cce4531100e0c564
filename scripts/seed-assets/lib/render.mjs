// Rasterising compositions: SVG -> PNG (librsvg) -> JPEG (ImageMagick), with optional post-processing.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE, CONVERT, RSVG, run } from './tools.mjs';

/** Renders an SVG string to a PNG in the cache and returns its path. `scale` multiplies the size. */
export function svgToPng(svg, name, scale = 1) {
  const svgFile = path.join(CACHE, `${name}.svg`);
  const pngFile = path.join(CACHE, `${name}.png`);
  writeFileSync(svgFile, svg);
  const args = scale === 1 ? [svgFile, '-o', pngFile] : ['-z', String(scale), svgFile, '-o', pngFile];
  // rsvg-convert -z scales the whole drawing, so stills for video can be composed in output pixels.
  run(RSVG, args);
  return pngFile;
}

/**
 * Writes the final image. `post` is a list of extra ImageMagick operators applied before encoding
 * (e.g. the deep-fried look). JPEG at quality 85 with 4:2:0 chroma, metadata stripped.
 */
export function pngToOutput(pngFile, outFile, o = {}) {
  const args = [pngFile, '-alpha', 'remove', '-alpha', 'off', ...(o.post ?? [])];
  if (outFile.endsWith('.png')) {
    run(CONVERT, [...args, '-strip', outFile]);
  } else {
    run(CONVERT, [
      ...args,
      '-strip',
      '-sampling-factor',
      '4:2:0',
      '-interlace',
      'Plane',
      '-quality',
      String(o.quality ?? 85),
      outFile,
    ]);
  }
}
