import { useEffect, useRef } from 'react';
import { GENERATION_BATCH_SIZE, MOBILE_BREAKPOINT_PX, type Meme } from '@memeforge/contract';
import { CardGrid, SkeletonGrid } from '../../ui';
import { EmptyGallery } from '../memes/empty-gallery';
import { MemeCard, MemeCardSkeleton } from '../memes/meme-card';
import { isPreparing } from '../memes/meme-status';
import type { MemePatcher } from '../memes/use-meme-reaction';
import { RegenerateButton } from './regenerate-button';
import type { GenerationPhase } from './use-generation';

/**
 * The meme being replaced, shown as one still being made: its old file is on its way out, and the
 * download and editor buttons go quiet with it. Only the display changes; a failed regeneration
 * shows the stored meme again as it was.
 */
function asPreparing(meme: Meme): Meme {
  return { ...meme, status: 'queued', file: null, jobInfo: null };
}

/**
 * Below the generator: skeletons while a batch is requested, then its cards (each shows its own
 * preparing state until polling finishes it), or the empty gallery before the first batch. With
 * `onRegenerate` each card offers Regenerate, once its meme has finished or failed and nothing
 * else is being generated.
 */
export function GeneratedMemes({
  memes,
  phase,
  onPatch,
  onRegenerate,
  regeneratingId,
}: {
  memes: Meme[];
  phase: GenerationPhase;
  onPatch: MemePatcher;
  onRegenerate?: ((memeId: string) => void) | undefined;
  regeneratingId: string | null;
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
      <SkeletonGrid
        ref={placeholder}
        label="Generating memes"
        count={GENERATION_BATCH_SIZE}
        card={<MemeCardSkeleton />}
        className="scroll-mt-24"
      />
    );
  }
  if (memes.length === 0) return <EmptyGallery />;
  return (
    <section aria-labelledby="generated-memes-title" className="flex flex-col gap-4">
      <h2 id="generated-memes-title" className="text-lg font-bold text-slate-900">
        Your memes
      </h2>
      <CardGrid label="Generated memes">
        {memes.map((meme, index) => {
          const replacing = meme.memeId === regeneratingId;
          return (
            <li key={meme.memeId}>
              <MemeCard
                meme={replacing ? asPreparing(meme) : meme}
                onPatch={onPatch}
                lead={index === 0}
                extraActions={
                  onRegenerate && (
                    <RegenerateButton
                      disabled={phase !== 'idle' || isPreparing(meme)}
                      busy={replacing}
                      onClick={() => onRegenerate(meme.memeId)}
                    />
                  )
                }
              />
            </li>
          );
        })}
      </CardGrid>
    </section>
  );
}
