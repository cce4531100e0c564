import type { ProductVideo as ProductVideoData } from '@memeforge/contract';
import { useMediaReady } from './deferred-media';

/**
 * A short video of the product at work: by default a reel of the video memes it rendered at first
 * start (decision 028), or the file the content file names. Nothing but its poster is fetched until it plays,
 * and the poster only near the screen.
 */
export function ProductVideo({ video }: { video: ProductVideoData }) {
  const poster = video.poster;
  // A poster loads as soon as it is in the markup, lazy or not: only once the section is near.
  const ready = useMediaReady();
  const posterUrl = poster && ready ? (poster.srcset[poster.srcset.length - 1]?.url ?? poster.src) : undefined;
  return (
    <div className="grid items-center gap-8 md:grid-cols-5">
      <div className="flex flex-col gap-3 md:col-span-2">
        <h2 id="product-video-title" className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          {video.title}
        </h2>
        <p className="text-base text-slate-600 md:text-lg">{video.description}</p>
      </div>
      <div className="overflow-hidden rounded-2xl bg-slate-900 shadow-lg md:col-span-3">
        <video
          controls
          playsInline
          preload="none"
          poster={posterUrl}
          width={640}
          height={360}
          aria-labelledby="product-video-title"
          className="aspect-video h-auto w-full"
        >
          <source src={video.url} type="video/mp4" />
        </video>
      </div>
    </div>
  );
}
