import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Play, Sparkles } from 'lucide-react';
import { ROUTES, type ShowcaseVideoMeme } from '@memeforge/contract';
import { Button } from '../../ui/button';
import { PREFETCH_AUTH_DIALOG } from '../auth/lazy-auth-dialog';
import { Carousel } from './carousel';
import { editorPathFor, signedInOr } from './landing-links';
import { ResponsivePicture } from './responsive-image';
import { SLIDE_SIZES } from './image-meme-carousel';

/** The poster (a WebP) until asked to play; then the clip, fetched only now (preload none). */
function VideoMemePlayer({ meme }: { meme: ShowcaseVideoMeme }) {
  const [playing, setPlaying] = useState(false);
  const focusClip = useCallback((video: HTMLVideoElement | null) => video?.focus({ preventScroll: true }), []);
  const { poster } = meme;
  const largest = poster.srcset[poster.srcset.length - 1]?.url ?? poster.src;
  return (
    // One frame shape for every slide (clips are portrait, square or wide): the clip fits inside it.
    <div className="relative aspect-[4/5] bg-slate-900">
      {playing ? (
        <video
          // The Play button it replaces had the focus: the clip takes it, so the keyboard is not
          // thrown back to the top of the page (decision 032).
          ref={focusClip}
          // Focusable in every browser (Safari leaves a clip out of the tab order without it).
          tabIndex={0}
          src={meme.video}
          poster={largest}
          width={poster.width}
          height={poster.height}
          controls
          autoPlay
          playsInline
          preload="none"
          aria-label={meme.alt}
          className="absolute inset-0 size-full object-contain"
        />
      ) : (
        <>
          <ResponsivePicture
            image={poster}
            alt={meme.alt}
            sizes={SLIDE_SIZES}
            className="absolute inset-0 size-full object-contain"
          />
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play the video meme: ${meme.caption}`}
            className="group absolute inset-0 flex cursor-pointer items-end justify-start p-3"
          >
            {/* In a corner, not the middle: the caption is what the poster is for. */}
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/95 py-1.5 pr-3.5 pl-2.5 text-sm font-semibold text-brand-700 shadow-lg group-hover:bg-white">
              <Play className="size-4" fill="currentColor" aria-hidden /> Play
            </span>
          </button>
        </>
      )}
    </div>
  );
}

/**
 * Sample video memes (rendered from the starter library's clips at first start): each plays on
 * demand, and 'Use This Meme' opens the editor on its template (the sign-up dialog first for
 * visitors); 'Start Generating' leads to the generator.
 */
export function VideoMemeCarousel({ memes, signedIn }: { memes: ShowcaseVideoMeme[]; signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <Carousel
        label="Sample video memes"
        slides={memes.map((meme) => (
          <figure
            key={meme.video}
            className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <VideoMemePlayer meme={meme} />
            <figcaption className="flex flex-1 flex-col gap-3 px-4 py-3">
              <span className="text-sm font-medium text-slate-700">{meme.templateTitle}</span>
              <Button asChild variant="secondary" size="sm" className="mt-auto self-start">
                <Link
                  to={signedInOr(signedIn, editorPathFor(meme.templateSlug))}
                  aria-label={`Use This Meme: ${meme.templateTitle}`}
                  {...(signedIn ? {} : PREFETCH_AUTH_DIALOG)}
                >
                  Use This Meme
                </Link>
              </Button>
            </figcaption>
          </figure>
        ))}
      />
      <Button asChild size="lg" className="self-center">
        <Link to={signedInOr(signedIn, ROUTES['dashboard.generateMeme'])} {...(signedIn ? {} : PREFETCH_AUTH_DIALOG)}>
          <Sparkles className="size-4" aria-hidden /> Start Generating
        </Link>
      </Button>
    </div>
  );
}
