/**
 * The image meme rendered in the browser for the save (product.md §4.7 "Image save: render the
 * image with a white header band holding the text, upload it"): the preview's own drawing, at the
 * meme's full output width (800 px, the server's default output width), on an offscreen canvas,
 * encoded as PNG. The server renders the same document itself; this copy is what the save sends
 * as `file`.
 */
import { DEFAULT_IMAGE_OUTPUT_WIDTH } from '@memeforge/render/layout';
import { allText, documentOf, type EditorState } from '../engine';
import { drawImagePreview, loadCaptionFonts } from '../preview';

/** The width the server renders image memes at by default. */
export const IMAGE_OUTPUT_WIDTH = DEFAULT_IMAGE_OUTPUT_WIDTH;

/** A picture from another origin (a storage bucket) must come with CORS, or the canvas cannot be read. */
function isCrossOrigin(url: string): boolean {
  if (!/^https?:/i.test(url)) return false;
  try {
    return new URL(url).origin !== window.location.origin;
  } catch {
    return false;
  }
}

export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    if (isCrossOrigin(url)) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be loaded.'));
    image.src = url;
  });
}

export function canvasToBlob(canvas: HTMLCanvasElement, type = 'image/png'): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The meme could not be encoded.'))), type);
  });
}

export async function renderImageBlob(state: EditorState, width = IMAGE_OUTPUT_WIDTH): Promise<Blob> {
  const document = documentOf(state);
  if (!state.media || !document) throw new Error('Nothing to render yet.');
  // A font that will not load leaves the browser's fallback, as in the preview.
  const [image] = await Promise.all([
    loadImage(state.media.url),
    loadCaptionFonts(allText(state)).catch(() => undefined),
  ]);
  const canvas = window.document.createElement('canvas');
  // One backing pixel per output pixel, whatever the screen's pixel ratio.
  drawImagePreview(canvas, { document, image, width, outputWidth: width, pixelRatio: 1 });
  return canvasToBlob(canvas);
}
