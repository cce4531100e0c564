import { useState, type CSSProperties } from 'react';
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
 * A card's media area, in the meme's own proportions: preparing, generation failed, the file that
 * would not load, or the meme itself as a button that opens the full preview. A video shows its
 * first frame (the template's still behind it until then) and plays muted while the pointer is
 * over it (a second element, as the template cards do, so nothing has to call play()). The image's
 * alt and the video's label are the meme's alt text.
 */
export function MemeCardMedia({ meme, onOpen }: { meme: Meme; onOpen: () => void }) {
  const kind = memeKind(meme);
  // The file that failed: a new file (polling finished the meme) is tried afresh.
  const [failedFile, setFailedFile] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [hovering, setHovering] = useState(false);
  const file = meme.file;

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
            <span
              className="absolute inset-0 bg-black bg-contain bg-center bg-no-repeat"
              style={posterBackground(meme.poster)}
              data-testid="meme-poster"
            />
            <video
              key={attempt}
              src={file}
              aria-label={meme.altText}
              muted
              playsInline
              preload="metadata"
              onError={fail}
              className="relative size-full object-contain"
            />
            {hovering && (
              <video
                src={file}
                autoPlay
                muted
                loop
                playsInline
                aria-hidden
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
            src={file}
            alt={meme.altText}
            loading="lazy"
            decoding="async"
            onError={fail}
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
