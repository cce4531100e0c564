import type { ResponsiveImage } from '@memeforge/contract';
import { cn } from '../../ui/cn';
import { useMediaReady } from './deferred-media';

/**
 * A server-made WebP in the widths it has (`srcset`), with its size in the markup so nothing moves
 * when it arrives (CLS), loaded only when it nears the screen (and, inside `DeferredMedia`, not
 * before the page has hydrated).
 */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  className,
}: {
  image: ResponsiveImage;
  alt: string;
  /** How wide it is shown, e.g. "(min-width: 768px) 18rem, 80vw". */
  sizes: string;
  className?: string;
}) {
  const ready = useMediaReady();
  const srcSet = image.srcset.length > 0 ? image.srcset.map((r) => `${r.url} ${r.width}w`).join(', ') : undefined;
  return (
    <img
      src={ready ? image.src : undefined}
      srcSet={ready ? srcSet : undefined}
      sizes={ready && srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn('h-auto w-full', className)}
    />
  );
}
