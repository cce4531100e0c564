import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  MESSAGES,
  VIDEO_DRAG_OFFSET_MAX,
  VIDEO_DRAG_OFFSET_MIN,
  documentText,
  type MemeDocument,
} from '@memeforge/contract';
import { cn } from '../../../ui';
import type { EditorCommand } from '../engine';
import { drawVideoOverlay } from '../preview';
import { PreviewError, PreviewSkeleton } from './preview-states';
import { useTextDrag } from './use-text-drag';

export interface PreviewVideoProps {
  document: MemeDocument | null;
  url: string;
  poster: string | null;
  title: string;
  /** The displayed frame in CSS pixels; height 0 while a device clip's size is unknown. */
  width: number;
  height: number;
  fontsReady: boolean;
  /** Changes when another caption font has loaded: a reason to redraw. */
  fontsVersion: number;
  dragEnabled: boolean;
  offsetY: number;
  dispatch: (command: EditorCommand) => void;
  onLoaded: (width: number, height: number) => void;
  /** Drawn over the frame (the text boxes' handles). */
  overlay?: ReactNode;
}

/** How far from the centre the text is, in words. */
function positionText(offsetY: number): string {
  const percent = Math.round(Math.abs(offsetY) * 100);
  if (percent === 0) return 'Text at the centre';
  return `Text ${percent}% ${offsetY < 0 ? 'above' : 'below'} the centre`;
}

/**
 * The video meme: the clip (muted, looping, inline on phones, the template's still until it plays)
 * with the caption drawn on a transparent canvas over it at the displayed size. With drag enabled
 * the canvas is a vertical slider: drag the text, or focus it and use the arrow keys.
 */
export function PreviewVideo(props: PreviewVideoProps) {
  const {
    document,
    url,
    poster,
    title,
    width,
    height,
    fontsReady,
    fontsVersion,
    dragEnabled,
    offsetY,
    dispatch,
    onLoaded,
    overlay: boxes,
  } = props;
  const overlay = useRef<HTMLCanvasElement>(null);
  const outline = useRef<HTMLDivElement>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const drag = useTextDrag({ enabled: dragEnabled, offsetY, frameHeight: height, dispatch });
  const ready = fontsReady && document !== null && height > 0;

  // Drawn as soon as the change is committed, before the browser paints (see preview-image.tsx).
  useLayoutEffect(() => {
    const target = overlay.current;
    if (!ready || !target || !document) return;
    {
      const layout = drawVideoOverlay(target, { document, frameWidth: width, frameHeight: height });
      const box = outline.current;
      if (box) {
        box.style.top = `${layout.top}px`;
        box.style.height = `${layout.height}px`;
        box.style.display = layout.lines.length > 0 ? 'block' : 'none';
      }
    }
  }, [ready, document, width, height, dragEnabled, fontsVersion]);

  if (failedUrl === url) return <PreviewError message={MESSAGES.failedToLoadVideo} width={width} />;
  const caption = document ? documentText(document).trim() : '';
  const shown = ready && loadedUrl === url;
  return (
    <div className="relative max-w-full" style={{ width }}>
      {!shown && (
        <div className="absolute inset-0 z-10">
          <PreviewSkeleton width={width} height={height > 0 ? height : (width * 9) / 16} label="Loading preview" />
        </div>
      )}
      <div
        className={cn(
          'relative overflow-hidden rounded-lg bg-black shadow-sm ring-1 ring-slate-200',
          !shown && 'invisible',
        )}
        style={{ width, height: height > 0 ? height : undefined, aspectRatio: height > 0 ? undefined : '16 / 9' }}
      >
        <video
          key={url}
          src={url}
          poster={poster ?? undefined}
          muted
          loop
          autoPlay
          playsInline
          preload="auto"
          aria-label={caption ? `${title}: ${caption}` : title}
          className="block size-full object-contain"
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            setLoadedUrl(url);
            if (video.videoWidth > 0 && video.videoHeight > 0) onLoaded(video.videoWidth, video.videoHeight);
          }}
          onError={() => setFailedUrl(url)}
        />
        <canvas
          ref={overlay}
          {...(dragEnabled
            ? {
                role: 'slider',
                tabIndex: 0,
                'aria-label': 'Text position',
                'aria-orientation': 'vertical' as const,
                'aria-valuemin': VIDEO_DRAG_OFFSET_MIN,
                'aria-valuemax': VIDEO_DRAG_OFFSET_MAX,
                'aria-valuenow': offsetY,
                'aria-valuetext': positionText(offsetY),
                ...drag,
              }
            : { 'aria-hidden': true })}
          data-testid="video-overlay"
          className={cn(
            'absolute inset-0 size-full',
            dragEnabled &&
              'cursor-grab touch-none select-none active:cursor-grabbing focus-visible:outline-offset-[-4px]',
          )}
          style={{ touchAction: dragEnabled ? 'none' : undefined }}
        />
        {shown && boxes}
        {dragEnabled && (
          <div
            ref={outline}
            aria-hidden
            className="pointer-events-none absolute inset-x-2 rounded-md border-2 border-dashed border-white/80 shadow-[0_0_0_1px_rgba(0,0,0,0.4)]"
            style={{ display: 'none' }}
          />
        )}
      </div>
    </div>
  );
}
