import { useEffect, useRef } from 'react';
import { GENERATION_BATCH_SIZE, MOBILE_BREAKPOINT_PX, type Meme } from '@memeforge/contract';
import { CardGrid } from '../../ui';
import { EmptyGallery } from '../memes/empty-gallery';
import { MemeCard, MemeCardSkeleton } from '../memes/meme-card';
import type { MemePatcher } from '../memes/use-meme-reaction';
import type { GenerationPhase } from './use-generation';

/**
 * Below the generator: skeletons while a batch is requested, then its cards (each shows its own
 * preparing state until polling finishes it), or the empty gallery before the first batch.
 */
export function GeneratedMemes({
  memes,
  phase,
  onPatch,
}: {
  memes: Meme[];
  phase: GenerationPhase;
  onPatch: MemePatcher;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  // The batch appears below the form, out of sight on a phone: bring it into view as it starts.
  useEffect(() => {
    if (phase !== 'submitting') return;
    const instant =
      window.matchMedia?.(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px), (prefers-reduced-motion: reduce)`).matches ??
      true;
    placeholder.current?.scrollIntoView?.({ behavior: instant ? 'auto' : 'smooth', block: 'start' });
  }, [phase]);
  if (phase === 'submitting') {
    return (
      <div ref={placeholder} aria-busy="true" aria-label="Generating memes" className="scroll-mt-24">
        <CardGrid>
          {Array.from({ length: GENERATION_BATCH_SIZE }, (_, index) => (
            <li key={index}>
              <MemeCardSkeleton />
            </li>
          ))}
        </CardGrid>
      </div>
    );
  }
  if (memes.length === 0) return <EmptyGallery />;
  return (
    <section aria-labelledby="generated-memes-title" className="flex flex-col gap-4">
      <h2 id="generated-memes-title" className="text-lg font-bold text-slate-900">
        Your memes
      </h2>
      <CardGrid label="Generated memes">
        {memes.map((meme) => (
          <li key={meme.memeId}>
            <MemeCard meme={meme} onPatch={onPatch} />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
