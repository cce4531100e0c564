import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '../../ui/cn';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface CarouselProps {
  /** Names the carousel for assistive technology ("Image memes made by MemeForge"). */
  label: string;
  slides: ReactNode[];
  /** Rotation period; 0 never rotates. */
  autoPlayMs?: number;
  /** The width of one slide (Tailwind classes); slides snap to their start edge. */
  slideClassName?: string;
  className?: string;
}

type Choice = 'auto' | 'playing' | 'paused';

/** How long scrolling must be quiet before the current slide is read from the scroll position. */
const SCROLL_SETTLE_MS = 120;
/** The longest a smooth scroll to a chosen slide is waited for; past it, a swipe took over. */
const MAX_SCROLL_MS = 1500;

/**
 * A carousel in CSS scroll snap and a little code (WAI-ARIA APG carousel pattern): touch scrolls
 * it, Previous/Next buttons and the arrow keys (Home/End too) move it a slide at a time, and it
 * rotates on its own unless the visitor prefers reduced motion, paused while the pointer is over
 * it or focus is inside it, and stoppable for good with its Pause button. Slides are groups
 * labelled "n of m"; the position ("Slide 2 of 6") is announced only while it is not rotating.
 */
export function Carousel({ label, slides, autoPlayMs = 6000, slideClassName, className }: CarouselProps) {
  const id = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<Choice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = autoPlayMs > 0 && count > 1 && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const moving = rotating && !hovered && !focused;

  /** Where each slide's start can be scrolled to (clamped at the end), or null when nothing scrolls. */
  const positions = useCallback((): number[] | null => {
    const track = trackRef.current;
    if (!track) return null;
    const max = track.scrollWidth - track.clientWidth;
    const items = Array.from(track.children) as HTMLElement[];
    if (max <= 0 || items.length === 0) return null;
    const start = items[0]!.offsetLeft;
    return items.map((item) => Math.min(item.offsetLeft - start, max));
  }, []);

  // A move by button, key or rotation: where the track is headed, so the scroll it causes is not
  // read back as a swipe before it arrives (a smooth scroll takes a while, and may be overtaken).
  const settle = useRef<number | undefined>(undefined);
  const heading = useRef<{ left: number; until: number } | null>(null);

  const goTo = useCallback(
    (target: number) => {
      setIndex(target);
      const left = positions()?.[target] ?? 0;
      window.clearTimeout(settle.current);
      heading.current = { left, until: performance.now() + MAX_SCROLL_MS };
      trackRef.current?.scrollTo?.({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [positions, reducedMotion],
  );

  /**
   * One slide on or back, wrapping round. When several slides show at once, the last few share the
   * end position: a step skips those that would not move the track.
   */
  const step = useCallback(
    (direction: 1 | -1) => {
      if (count < 2) return;
      const at = positions();
      if (!at) return goTo((index + direction + count) % count);
      if (direction === 1) {
        const next = at.findIndex((left, i) => i > index && left > at[index]! + 1);
        return goTo(next === -1 ? 0 : next);
      }
      const earlier = at.map((left, i) => (i < index && left < at[index]! - 1 ? i : -1)).filter((i) => i >= 0);
      if (earlier.length > 0) return goTo(earlier[earlier.length - 1]!);
      const end = Math.max(...at);
      return goTo(at.findIndex((left) => left >= end - 1));
    },
    [count, goTo, index, positions],
  );

  // Rotation: the next slide after a quiet period, restarted by every move.
  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => step(1), autoPlayMs);
    return () => window.clearTimeout(timer);
  }, [moving, autoPlayMs, step, index]);

  // A swipe or a scroll by hand: once it settles, the slide nearest the start is the current one.
  const onScroll = () => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      const at = positions();
      const track = trackRef.current;
      if (!at || !track) return;
      const aim = heading.current;
      if (aim) {
        // Still on its way to the slide a button chose: that slide is already the current one.
        if (Math.abs(track.scrollLeft - aim.left) > 1 && performance.now() < aim.until) return;
        heading.current = null;
        if (Math.abs(track.scrollLeft - aim.left) <= 1) return;
      }
      let nearest = 0;
      at.forEach((left, i) => {
        if (Math.abs(left - track.scrollLeft) < Math.abs(at[nearest]! - track.scrollLeft) - 1) nearest = i;
      });
      setIndex((current) => (at[current] === at[nearest] ? current : nearest));
    }, SCROLL_SETTLE_MS);
  };
  useEffect(() => () => window.clearTimeout(settle.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      Home: () => goTo(0),
      End: () => goTo(count - 1),
    };
    const move = moves[event.key];
    // A playing clip's controls keep their own arrows (seeking, volume).
    if (!move || count < 2 || (event.target as HTMLElement).closest('video, audio, input, textarea, select')) return;
    event.preventDefault();
    move();
  };

  if (count === 0) return null;
  const trackId = `${id}-track`;
  const controlClass =
    'flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm ' +
    'hover:border-brand-500 hover:text-brand-700 cursor-pointer';

  return (
    <section
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('flex flex-col gap-4', className)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        id={trackId}
        ref={trackRef}
        // Keyboard users can reach the track itself, to scroll it or to move with the arrows.
        tabIndex={0}
        onScroll={onScroll}
        // A clip starting to play stops the rotation for good: it would carry the clip away.
        onPlay={() => setChoice('paused')}
        className={cn(
          'relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto scroll-smooth px-4 pb-2',
          'motion-reduce:scroll-auto [scrollbar-width:thin] focus-visible:outline-offset-4',
        )}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            data-current={i === index ? 'true' : undefined}
            className={cn('shrink-0 snap-start', slideClassName ?? 'w-[min(80%,18rem)]')}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center gap-3">
          {autoPlayMs > 0 && (
            <button
              type="button"
              className={controlClass}
              aria-label={rotating ? 'Stop rotating slides' : 'Start rotating slides'}
              title={rotating ? 'Pause' : 'Play'}
              onClick={() => setChoice(rotating ? 'paused' : 'playing')}
            >
              {rotating ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
            </button>
          )}
          <button
            type="button"
            className={controlClass}
            aria-label="Previous slide"
            aria-controls={trackId}
            onClick={() => step(-1)}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <p
            className="min-w-16 text-center text-sm tabular-nums text-slate-600"
            aria-live={moving ? 'off' : 'polite'}
            aria-atomic="true"
          >
            <span className="sr-only">Slide </span>
            {index + 1} of {count}
          </p>
          <button
            type="button"
            className={controlClass}
            aria-label="Next slide"
            aria-controls={trackId}
            onClick={() => step(1)}
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      )}
    </section>
  );
}
