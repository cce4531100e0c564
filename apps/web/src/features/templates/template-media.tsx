import { useId, useState } from 'react';
import { ImageOff, Play, VideoOff } from 'lucide-react';
import { MEDIA_TYPE, MESSAGES, type MediaTypeId, type Template } from '@memeforge/contract';
import { cn, useHydrating } from '../../ui';
import { stillFor, typeLabel } from './media-url';
import { coverSizes, DASHBOARD_CARD_COLUMNS, templateCardPicture } from './template-card-picture';

type Media = Pick<Template, 'file' | 'thumbnail' | 'poster' | 'type' | 'title'>;
/** What a card shows: the media, its card pictures (decision 033) and its size. */
type CardMedia = Media & Partial<Pick<Template, 'thumbnails' | 'width' | 'height'>>;

export function TypeBadge({ type, className }: { type: MediaTypeId; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        type === MEDIA_TYPE.video ? 'bg-fuchsia-100 text-fuchsia-800' : 'bg-sky-100 text-sky-800',
        className,
      )}
    >
      {typeLabel(type)}
    </span>
  );
}

/** 'No Image' / 'No Video': a template without a file, or one whose still failed to load. */
export function NoMedia({ type }: { type: MediaTypeId }) {
  const video = type === MEDIA_TYPE.video;
  const Icon = video ? VideoOff : ImageOff;
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500">
      <Icon className="size-8" aria-hidden />
      <span className="text-sm font-medium">{video ? MESSAGES.noVideo : MESSAGES.noImage}</span>
    </div>
  );
}

/** 0.5 to 1.5 s, picked once per card (product.md §4.10). */
function randomSkeletonDelay(): number {
  return 500 + Math.round(Math.random() * 1000);
}

/**
 * The same range for a card the server renders, from the card's `useId` (the same on the server and
 * in the hydration, where a random number would differ): still one delay per card.
 */
function skeletonDelayOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 500 + (hash % 1001);
}

/**
 * A card's media area: the still (object-cover), a video's play badge and, on hover, the video
 * itself playing muted. The still is the template's WebP card pictures as a `srcset` sized for the
 * box (decision 033), or, for a template without them (or when they fail to load), its
 * `thumbnail`. A skeleton covers it for a random 0.5 to 1.5 s while the still loads; the fade is a
 * CSS animation with a delay, so no timer runs in JavaScript.
 */
export function TemplateThumbnail({
  template,
  height,
  lead = false,
}: {
  template: CardMedia;
  height: number;
  /** The grid's first card: its still loads at once, ahead of the rest (a phone's largest paint). */
  lead?: boolean;
}) {
  const id = useId();
  const hydrating = useHydrating();
  const [delay] = useState(() => (hydrating ? skeletonDelayOf(id) : randomSkeletonDelay()));
  const [failed, setFailed] = useState(false);
  const [hovering, setHovering] = useState(false);
  // The card picture that would not load: the thumbnail is shown instead (new pictures are tried afresh).
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const video = template.type === MEDIA_TYPE.video;
  const still = stillFor(template);
  const size = { width: template.width ?? 0, height: template.height ?? 0 };
  const wanted = templateCardPicture(
    template.thumbnails ?? [],
    size,
    coverSizes(DASHBOARD_CARD_COLUMNS, height, size.width, size.height),
  );
  const picture = wanted && wanted.src !== failedPicture ? wanted : null;
  const loading = lead ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);

  return (
    <div
      className="relative w-full overflow-hidden bg-slate-100"
      style={{ height }}
      onMouseEnter={video ? () => setHovering(true) : undefined}
      onMouseLeave={video ? () => setHovering(false) : undefined}
    >
      {!template.file || failed ? (
        <NoMedia type={template.type} />
      ) : (
        <>
          {picture ? (
            <img
              {...loading}
              decoding="async"
              {...picture}
              alt={template.title}
              className="size-full object-cover"
              onError={() => setFailedPicture(picture.src)}
            />
          ) : still ? (
            <img
              src={still}
              alt={template.title}
              {...loading}
              decoding="async"
              className="size-full object-cover"
              onError={() => setFailed(true)}
            />
          ) : (
            <video src={template.file} preload="metadata" muted playsInline className="size-full object-cover" />
          )}
          {video && hovering && (
            <video
              src={template.file}
              poster={still ?? undefined}
              autoPlay
              muted
              loop
              playsInline
              aria-hidden
              className="absolute inset-0 size-full object-cover"
            />
          )}
          {video && (
            <span className="pointer-events-none absolute left-3 top-3 flex size-8 items-center justify-center rounded-full bg-black/60 text-white">
              <Play className="size-4 fill-current" aria-hidden />
            </span>
          )}
        </>
      )}
      <div
        aria-hidden
        data-testid="card-skeleton"
        className="pointer-events-none absolute inset-0 animate-skeleton-out bg-slate-100"
        style={{ animationDelay: `${delay}ms` }}
      >
        <div className="size-full animate-pulse bg-slate-200" />
      </div>
    </div>
  );
}

/** The full template in the preview dialog: the image, or the video with controls and poster. */
export function TemplateFullMedia({ template, className }: { template: Media; className?: string }) {
  if (!template.file) {
    return (
      <div className={cn('h-64', className)}>
        <NoMedia type={template.type} />
      </div>
    );
  }
  if (template.type === MEDIA_TYPE.video) {
    return (
      <video
        src={template.file}
        poster={template.poster ?? template.thumbnail ?? undefined}
        controls
        playsInline
        preload="metadata"
        className={cn('max-h-[600px] w-full rounded-xl bg-black', className)}
      />
    );
  }
  return (
    <img
      src={template.file}
      alt={template.title}
      className={cn('max-h-[600px] w-full rounded-xl object-contain', className)}
    />
  );
}
