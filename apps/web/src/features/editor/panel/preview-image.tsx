import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { MESSAGES, documentText, type MemeDocument } from '@memeforge/contract';
import { drawImagePreview } from '../preview';
import { PreviewError, PreviewSkeleton } from './preview-states';
import { useLoadedImage } from './use-loaded-image';

export interface PreviewImageProps {
  /** The document being edited; null until the picture's size is known. */
  document: MemeDocument | null;
  url: string;
  title: string;
  /** The displayed width in CSS pixels (480 px, 240 px on phones, never wider than the column). */
  width: number;
  /** The picture's width:height, for the skeleton (0 when unknown). */
  aspect: number;
  fontsReady: boolean;
  /** Changes when another caption font has loaded: a reason to redraw. */
  fontsVersion: number;
  onLoaded: (width: number, height: number) => void;
  /** Drawn over the picture once it shows (the text boxes' handles). */
  overlay?: ReactNode;
}

/**
 * The image meme as it will be saved: the white band with the caption on top of the picture, drawn
 * on a canvas at the displayed width (the band grows with the text). Redrawn as each change is
 * committed.
 */
export function PreviewImage({
  document,
  url,
  title,
  width,
  aspect,
  fontsReady,
  fontsVersion,
  onLoaded,
  overlay,
}: PreviewImageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { image, failed } = useLoadedImage(url);
  const ready = Boolean(image && document && fontsReady);

  useEffect(() => {
    if (image) onLoaded(image.naturalWidth, image.naturalHeight);
  }, [image, onLoaded]);

  // Drawn as soon as the change is committed, before the browser paints: a redraw costs 1 to 2 ms,
  // so each keystroke shows in the very next frame (bench/editor.ts measures it).
  useLayoutEffect(() => {
    const target = canvas.current;
    if (!ready || !target || !image || !document) return;
    drawImagePreview(target, { document, image, width });
  }, [ready, image, document, width, fontsVersion]);

  if (failed) return <PreviewError message={MESSAGES.errorLoadingImage} width={width} />;
  const caption = document ? documentText(document).trim() : '';
  return (
    <>
      {!ready && (
        <PreviewSkeleton width={width} height={aspect > 0 ? width / aspect : (width * 3) / 4} label="Loading preview" />
      )}
      <div className={ready ? 'relative max-w-full' : 'hidden'} style={{ width }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={caption ? `${title}: ${caption}` : title}
          data-testid="image-preview"
          className="block h-auto w-full rounded-lg shadow-sm ring-1 ring-slate-200"
        />
        {ready && overlay}
      </div>
    </>
  );
}
