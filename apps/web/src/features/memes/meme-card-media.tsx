import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { Play } from 'lucide-react';
import type { Meme } from '@memeforge/contract';
import { MemeGenerationFailed, MemeLoadFailed, MemePreparing } from './meme-media-states';
import { hasFailed, isPreparing, memeKind } from './meme-status';

/**
 * The template's still behind a video while its first frame loads. Not the `poster` attribute: that
 * would stay over the video until it plays, hiding the caption burnt into the meme's frames.
 */
export function posterBackground(poster: string | null): CSSProperties | undefined {
  return poster ? { backgroundImage: `url(${JSON.stringify(poster)})` } : undefined;
}

/**
 * How wide a card is shown (`ui/card-grid.tsx` in the dashboard's 72rem main): one column under
 * md, two up to lg, four above. Upper bounds: the left navigation only makes cards narrower.
 */
export const MEME_CARD_SIZES = '(min-width: 1024px) 16rem, (min-width: 768px) calc(50vw - 44px), calc(100vw - 32px)';

/**
 * The `<img>` attributes of a meme's card picture (decision 031): its small WebP copies as a
 * `srcset` the browser picks from by `MEME_CARD_SIZES`, the narrowest as `src`, and the canvas's
 * size so the space is kept before it loads. Null for a meme without them (rendered before they
 * existed): the card shows the file instead.
 */
export function cardPicture(meme: Pick<Meme, 'thumbnails' | 'canvasWidth' | 'canvasHeight'>) {
  const [narrowest] = meme.thumbnails;
  if (!narrowest) return null;
  // srcset and sizes before src, so the browser never starts on `src` before it can choose.
  return {
    srcSet: meme.thumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`).join(', '),
    sizes: MEME_CARD_SIZES,
    src: narrowest.url,
    width: meme.canvasWidth,
    height: meme.canvasHeight,
  } satisfies ImgHTMLAttributes<HTMLImageElement>;
}

/**
 * A ref that reports a video that failed before React was listening: a server-rendered card's
 * file may fail to load before the page hydrates (decision 048), and its error event is gone by
 * then; the element still says so (`error`).
 */
function failedBeforeHydration(onError: () => void) {
  return (element: HTMLVideoElement | null) => {
    if (element?.error) onError();
  };
}

/**
 * A card's media area, in the meme's own proportions: preparing, generation failed, the file that
 * would not load, or the meme itself as a button that opens the full preview. A meme with card
 * pictures shows them (for a video, its poster frame, caption burnt in, until it plays): the grid
 * never downloads the full-size file. A video plays muted while the pointer is over it (a second
 * element, as the template cards do, so nothing has to call play()). A meme without card pictures
 * (or whose pictures fail) shows the file: a video its first frame, the template's still behind it
 * until then. The image's alt and the video's label are the meme's alt text.
 */
export function MemeCardMedia({ meme, onOpen, lead = false }: { meme: Meme; onOpen: () => void; lead?: boolean }) {
  const kind = memeKind(meme);
  // The file that failed: a new file (polling finished the meme) is tried afresh.
  const [failedFile, setFailedFile] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [hovering, setHovering] = useState(false);
  // The card picture that would not load: the file is shown instead (new pictures are tried afresh).
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const file = meme.file;
  const wanted = cardPicture(meme);
  const picture = wanted && wanted.src !== failedPicture ? wanted : null;
  const pictureFailed = () => setFailedPicture(picture?.src ?? null);
  const size = { width: meme.canvasWidth, height: meme.canvasHeight };
  // The grid's first picture is a phone's largest paint: fetched at once, ahead of the rest
  // (decision 048). The others wait until they are near the screen.
  const loading = lead ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);

  let body;
  if (isPreparing(meme)) body = <MemePreparing kind={kind} />;
  else if (hasFailed(meme) || !file) body = <MemeGenerationFailed />;
  else if (failedFile === file) {
    body = (
      <MemeLoadFailed
        kind={kind}
        onRetry={() => {
          setFailedFile(null);
          setAttempt((value) => value + 1);
        }}
      />
    );
  } else {
    const fail = () => setFailedFile(file);
    body = (
      <button
        type="button"
        onClick={onOpen}
        aria-label="Open full preview"
        className="group/media relative block size-full cursor-zoom-in"
        onMouseEnter={kind === 'video' ? () => setHovering(true) : undefined}
        onMouseLeave={kind === 'video' ? () => setHovering(false) : undefined}
      >
        {kind === 'video' ? (
          <>
            {picture ? (
              <img
                {...loading}
                decoding="async"
                {...picture}
                alt={meme.altText}
                onError={pictureFailed}
                data-kind="video"
                className="size-full bg-black object-contain"
              />
            ) : (
              <>
                <span
                  className="absolute inset-0 bg-black bg-contain bg-center bg-no-repeat"
                  style={posterBackground(meme.poster)}
                  data-testid="meme-poster"
                />
                <video
                  key={attempt}
                  src={file}
                  aria-label={meme.altText}
                  data-kind="video"
                  muted
                  playsInline
                  preload="metadata"
                  ref={failedBeforeHydration(fail)}
                  onError={fail}
                  className="relative size-full object-contain"
                />
              </>
            )}
            {hovering && (
              <video
                src={file}
                autoPlay
                muted
                loop
                playsInline
                aria-hidden
                onError={fail}
                className="absolute inset-0 size-full bg-black object-contain"
              />
            )}
            <span className="pointer-events-none absolute right-3 bottom-3 flex size-8 items-center justify-center rounded-full bg-black/60 text-white">
              <Play className="size-4 fill-current" aria-hidden />
            </span>
          </>
        ) : (
          <img
            key={attempt}
            {...loading}
            decoding="async"
            {...(picture ?? { src: file, ...size })}
            alt={meme.altText}
            onError={picture ? pictureFailed : fail}
            data-kind="image"
            className="size-full object-contain transition-transform group-hover/media:scale-[1.02]"
          />
        )}
      </button>
    );
  }

  return (
    <div
      className="relative w-full overflow-hidden bg-slate-100"
      style={{ aspectRatio: `${meme.canvasWidth} / ${meme.canvasHeight}` }}
    >
      {body}
    </div>
  );
}
