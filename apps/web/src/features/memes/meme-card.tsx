import { useId, useState, type ReactNode } from 'react';
import type { Meme } from '@memeforge/contract';
import { Skeleton } from '../../ui';
import { MemeActions } from './meme-actions';
import { MemeCardMedia } from './meme-card-media';
import { MemePreviewDialog } from './meme-preview-dialog';
import type { MemePatcher } from './use-meme-reaction';

export interface MemeCardProps {
  meme: Meme;
  /** Where an optimistic like/dislike is shown beside the cached lists (the generate page's batch). */
  onPatch?: MemePatcher | undefined;
  /** Offered on My Memes: asks to delete the meme. */
  onDelete?: ((meme: Meme) => void) | undefined;
  /** Buttons only the showing page offers, placed in the action bar (the generate page's Regenerate). */
  extraActions?: ReactNode;
  /** The grid's first card: its picture loads at once (the page's largest paint on a phone). */
  lead?: boolean;
}

/**
 * One meme (product.md §2.7): the media (click for the full preview), the caption as text for
 * everyone (it is burnt into the picture, which a screen reader cannot read), and the action bar.
 * The card is an article named by its caption.
 */
export function MemeCard({ meme, onPatch, onDelete, extraActions, lead = false }: MemeCardProps) {
  const captionId = useId();
  const [previewing, setPreviewing] = useState(false);
  return (
    <article
      aria-labelledby={captionId}
      data-testid="meme-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <MemeCardMedia meme={meme} onOpen={() => setPreviewing(true)} lead={lead} />
      <p id={captionId} className="flex-1 px-3 pt-3 pb-2 text-sm font-medium text-slate-800">
        {meme.tagline}
      </p>
      <MemeActions meme={meme} onPatch={onPatch} onDelete={onDelete} extraActions={extraActions} />
      <MemePreviewDialog meme={meme} open={previewing} onClose={() => setPreviewing(false)} />
    </article>
  );
}

export function MemeCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="meme-skeleton">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-2 px-3 py-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="flex items-center gap-2 border-t border-slate-100 px-3 py-3">
        <Skeleton className="size-7" />
        <Skeleton className="size-7" />
        <Skeleton className="size-7" />
        <Skeleton className="ml-auto h-8 w-28" />
      </div>
    </div>
  );
}
