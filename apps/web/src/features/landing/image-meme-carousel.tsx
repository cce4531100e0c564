import type { ShowcaseImageMeme } from '@memeforge/contract';
import { Carousel } from './carousel';
import { ResponsivePicture } from './responsive-image';

/** Slides are at most 18rem wide; 80% of a phone's width below that. */
export const SLIDE_SIZES = '(min-width: 400px) 18rem, 80vw';

/** The image memes the product made at first start, with the captions written for the showcase. */
export function ImageMemeCarousel({ memes }: { memes: ShowcaseImageMeme[] }) {
  return (
    <Carousel
      label="Image memes made by MemeForge"
      slides={memes.map((meme) => (
        <figure
          key={meme.image.src}
          className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {/* One frame shape for every slide, whatever the template's: the meme fits inside it. */}
          <div className="aspect-[4/5] bg-slate-100">
            <ResponsivePicture
              image={meme.image}
              alt={meme.alt}
              sizes={SLIDE_SIZES}
              className="h-full object-contain"
            />
          </div>
          <figcaption className="mt-auto border-t border-slate-100 px-4 py-3 text-sm font-medium text-slate-700">
            {meme.templateTitle}
          </figcaption>
        </figure>
      ))}
    />
  );
}
